import { contractDay, dayStamp } from '../rules/contract-date';
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

/**
 * The last answer, for the same draft object on the same day: the server asks it three times of
 * one request's draft (the body's format rules, readiness, the contract's hand-filled blanks).
 * One entry, so nothing outlives the next draft; drafts are never changed in place once built
 * (core/fields/paths.ts setAt copies), which is what makes the object a valid key. Callers treat
 * the list as read-only.
 */
let last: {
  draft: Draft;
  registry: readonly FieldSpec[];
  day: number;
  fields: Applicable[];
} | null = null;

export function applicableDraftFields(
  draft: Draft,
  now: Date,
  registry: readonly FieldSpec[] = DRAFT_FIELDS,
): Applicable[] {
  const today = contractDay(draft, now);
  // The conditions read the calendar day (ages: core/rules/minors.ts), never the hour: a draft
  // validated and then built a few milliseconds later, without a contract date, is the same day.
  const day = dayStamp(today);
  if (last && last.draft === draft && last.registry === registry && last.day === day)
    return last.fields;
  const fields = expandLists(registry, draft)
    .filter((spec) => applies(spec, draft, today))
    .map((spec) => ({ spec, required: spec.requiredIf?.(draft, today) ?? false }));
  last = { draft, registry, day, fields };
  return fields;
}
