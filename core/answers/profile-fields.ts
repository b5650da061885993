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

/**
 * The keys of a natural person's and of a company's profile (and client of the book), legacy ones
 * included, as core/schemas/profile-fields.ts declares them: what is copied from a client to the
 * contract's assignee. `profile-fields.test.ts` checks them against the schemas.
 */
export const PHYSICAL_PERSON_KEYS = [
  'gentille',
  'nom',
  'prenom',
  'adresse',
  'code_postal',
  'ville',
  'pays',
  'email',
  'telephone',
  'date_naissance',
  'lieu_naissance',
  'nationalite',
  'numero_tva',
  'civilite',
  'siege',
] as const;

export const LEGAL_ENTITY_KEYS = [
  'nom',
  'forme_juridique',
  'capital',
  'siren',
  'rcs_ville',
  'registre',
  'numero_registre',
  'numero_tva',
  'adresse',
  'code_postal',
  'ville',
  'pays',
  'email',
  'telephone',
  'representant_civilite',
  'representant_nom',
  'representant_prenom',
  'qualite_representant',
  'civilite',
  'representant',
  'rcs',
  'siege',
] as const;
