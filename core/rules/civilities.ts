import { AUTHOR_CIVILITIES } from '../answers/draft';
import { PROFILE_CIVILITIES } from '../answers/profile-fields';

/** docs/product.md §5: the wizard's natural-person author offers M. and Mme only. */
export { AUTHOR_CIVILITIES };
/** docs/product.md §5: the assignee's profile and clients offer M., Mme and Mlle. */
export { PROFILE_CIVILITIES };
/** docs/product.md §5: a company's representative offers the same three as the profile. */
export const REPRESENTATIVE_CIVILITIES = PROFILE_CIVILITIES;

export type Civility = (typeof PROFILE_CIVILITIES)[number];

/** Spelled-out labels for selects and screen readers. */
export const CIVILITY_LABELS: Record<Civility, string> = {
  'M.': 'Monsieur',
  Mme: 'Madame',
  Mlle: 'Mademoiselle',
};

/** `{ value, label }` options for a civility select. */
export function civilityOptions(list: readonly Civility[]): { value: Civility; label: string }[] {
  return list.map((value) => ({ value, label: CIVILITY_LABELS[value] }));
}

/** Type guard: is this string one of the given civilities? */
export function isCivility<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}
