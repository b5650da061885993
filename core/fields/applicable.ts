import { contractDay } from '../rules/contract-date';
import type { Draft } from '../schemas/draft';
import { DRAFT_FIELDS } from './draft-fields';
import { expandLists } from './list-fields';
import type { FieldSpec } from './types';

/**
 * Which draft fields this draft asks, and which of them it requires (docs/product.md §5 readiness,
 * docs/fields.md): each spec's own `showIf` and `requiredIf`, the very conditions the wizard's
 * steps show it with. A field the contract will not print is neither required nor checked, so a
 * stale answer in a hidden form never blocks the user.
 */
export type Applicable = { spec: FieldSpec; required: boolean };

/** Whether the spec applies to this draft (its step shows it); the day is the contract's. */
export const applies = (spec: FieldSpec, draft: unknown, today: Date): boolean =>
  spec.showIf?.(draft, today) ?? true;

export function applicableDraftFields(
  draft: Draft,
  now: Date,
  registry: readonly FieldSpec[] = DRAFT_FIELDS,
): Applicable[] {
  const today = contractDay(draft, now);
  return expandLists(registry, draft)
    .filter((spec) => applies(spec, draft, today))
    .map((spec) => ({ spec, required: spec.requiredIf?.(draft, today) ?? false }));
}
