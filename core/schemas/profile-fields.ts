import {
  DEFAULT_NATIONALITY,
  DEFAULT_REPRESENTATIVE_CIVILITY,
  PROFILE_CIVILITIES,
} from '../answers/profile-fields';
import { z, optionalText, text } from './zod-fr';
import { postalAddressFields } from './address';
import { foreignRegistrationFields, vatNumberFields } from './foreign-party';

export const civilitySchema = z.enum([...PROFILE_CIVILITIES, ''], {
  error: 'Civilité invalide\u00a0: choisissez M., Mme ou Mlle.',
});

/** Fields of a natural-person profile (docs/product.md §3 "User profile"), also used by clients. */
export const physicalPersonFields = {
  gentille: civilitySchema.default(''),
  nom: optionalText(120),
  prenom: optionalText(120),
  ...postalAddressFields,
  email: optionalText(254),
  telephone: optionalText(40),
  date_naissance: optionalText(10),
  lieu_naissance: optionalText(120),
  nationalite: text(80).default(DEFAULT_NATIONALITY),
  ...vatNumberFields,
  // Legacy field names still accepted on the wire (docs/product.md §3); core/rules/legacy-fields.ts
  // folds them into the current fields.
  civilite: civilitySchema.optional(),
  siege: text(500).optional(),
};

/** Fields of a legal-entity profile (docs/product.md §3 "User profile"), also used by clients. */
export const legalEntityFields = {
  nom: optionalText(200),
  forme_juridique: optionalText(80),
  capital: optionalText(40),
  siren: optionalText(20),
  rcs_ville: optionalText(120),
  /** A company established abroad: its own register instead of the RCS (LEGAL J17). */
  ...foreignRegistrationFields,
  ...postalAddressFields,
  email: optionalText(254),
  telephone: optionalText(40),
  representant_civilite: civilitySchema.default(DEFAULT_REPRESENTATIVE_CIVILITY),
  representant_nom: optionalText(120),
  representant_prenom: optionalText(120),
  qualite_representant: optionalText(120),
  // Legacy field names still accepted on the wire (docs/product.md §3).
  civilite: civilitySchema.optional(),
  representant: text(250).optional(),
  rcs: text(120).optional(),
  siege: text(500).optional(),
};
