import type { z } from 'zod';

type Unwrappable = { unwrap?: () => unknown; maxLength?: number | null };

/**
 * The `.max()` of a text field of a zod object shape, seen through `.default()` and
 * `.optional()`: the registry reads limits from the schema so they are written once.
 */
export function maxLengthOf(shape: Record<string, z.ZodType>, key: string): number | undefined {
  let schema = shape[key] as Unwrappable | undefined;
  for (let depth = 0; schema && depth < 5; depth++) {
    if (typeof schema.maxLength === 'number') return schema.maxLength;
    if (typeof schema.unwrap !== 'function') return undefined;
    schema = schema.unwrap() as Unwrappable;
  }
  return undefined;
}
