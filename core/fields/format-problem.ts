import { unprintableMessage } from '../document/printable';
import type { FieldSpec, FormatContext } from './types';

/**
 * Why an answer is refused, or null: first what the contract's PDF cannot print (every answer can
 * reach a contract: core/document/printable.ts), then the field's own format rule. The one place
 * the browser, readiness and the server read a field's format from.
 */
export function formatProblem(
  spec: FieldSpec,
  value: string,
  context: FormatContext,
): string | null {
  return unprintableMessage(value) ?? spec.format?.(value, context) ?? null;
}
