/**
 * Field lists shared by the stored profile (profile.ts) and by clients (client.ts). They live in
 * their own module so that profile.ts (which lists clients) and client.ts (which reuses the
 * profile fields) never import each other.
 */
export const PROFILE_CIVILITIES = ['M.', 'Mme', 'Mlle'] as const;

export const PROFILE_TYPES = ['physical_person', 'legal_entity'] as const;

export type ProfileType = (typeof PROFILE_TYPES)[number];

export type ProfileCivility = (typeof PROFILE_CIVILITIES)[number];

/**
 * docs/product.md §9 defaults. The spec's capital « 1000 € » is the form's example only (its
 * placeholder), never a stored value: a contract prints only a capital the user entered (LEGAL J5),
 * and a company without one (variable capital, a foreign law that has none) prints none.
 */
export const CAPITAL_EXAMPLE = '1000 €';

export const DEFAULT_NATIONALITY = 'Française';

export const DEFAULT_REPRESENTATIVE_CIVILITY: ProfileCivility = 'M.';
