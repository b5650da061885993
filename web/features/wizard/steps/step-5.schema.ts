import type { Draft } from '@core/schemas/draft';
import { LAWFUL_DEFAULTS } from '@core/rules/defaults';

/** Select options for a duration in years; '' = the lawful default (LEGAL.md E). */
export type DurationOption = { value: string; label: string };

const years = (n: number) => `${n} an${n > 1 ? 's' : ''}`;

export function copyrightDurationOptions(draft: Pick<Draft, 'type_cession'>): DurationOption[] {
  const paid = draft.type_cession === 'Onéreuse';
  const choices = paid ? [1, 2, 3, 5, 10, 20, 30, 50, 70] : [1, 2, 3, 5];
  const fallback = paid
    ? 'Durée légale de protection (par défaut)'
    : `${years(LAWFUL_DEFAULTS.freeCopyrightYears)}, renouvelables (par défaut)`;
  return [{ value: '', label: fallback }, ...choices.map((n) => ({ value: String(n), label: years(n) }))];
}

export function imageDurationOptions(): DurationOption[] {
  return [
    { value: '', label: `${years(LAWFUL_DEFAULTS.imageYears)}, renouvelables (par défaut)` },
    ...[1, 2, 3, 10, 15].map((n) => ({ value: String(n), label: years(n) })),
  ];
}

/** '' → null (the default); otherwise the number of years. */
export const parseYears = (value: string): number | null => (value === '' ? null : Number(value));
