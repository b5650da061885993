import { dayStamp } from '../rules/contract-date';
import type { Draft } from '../schemas/draft';
import { formatProblem } from './format-problem';
import { parentRecord, textAt } from './paths';
import type { FieldSpec } from './types';

/**
 * Why one field of a draft is refused at `day`, or null: `formatProblem` read from the draft,
 * remembered for the last draft object and calendar day. The server asks it twice of one request's
 * draft — the body's format rules (draft-rules.ts), then readiness (rules/readiness.ts) — and the
 * free-text rules fold every long answer to match it (docs/decisions/0019). Like
 * `applicableDraftFields`, it relies on drafts never being changed in place (paths.ts setAt
 * copies); the rules read the day, never the hour (ages, delivery dates).
 */
let last: { draft: Draft; day: number; problems: Map<FieldSpec, string | null> } | null = null;

export function draftFormatProblem(spec: FieldSpec, draft: Draft, day: Date): string | null {
  const stamp = dayStamp(day);
  if (!last || last.draft !== draft || last.day !== stamp)
    last = { draft, day: stamp, problems: new Map() };
  const known = last.problems.get(spec);
  if (known !== undefined) return known;
  const problem = formatProblem(spec, textAt(draft, spec.key), {
    record: parentRecord(draft, spec.key),
    root: draft,
    today: day,
  });
  last.problems.set(spec, problem);
  return problem;
}
