import { z, optionalText } from './zod-fr';

export const PROFILE_CIVILITIES = ['M.', 'Mme', 'Mlle'] as const;
export const PROFILE_TYPES = ['physical_person', 'legal_entity'] as const;
export type ProfileType = (typeof PROFILE_TYPES)[number];

const civility = z.enum([...PROFILE_CIVILITIES, ''], {
  error: 'Civilité invalide : choisissez M., Mme ou Mlle.',
});

/** Fields of a natural-person profile (SPEC §3 "User profile"), also used by clients. */
export const physicalPersonFields = {
  gentille: civility.default(''),
  nom: optionalText(120),
  prenom: optionalText(120),
  adresse: optionalText(300),
  code_postal: optionalText(20),
  ville: optionalText(120),
  email: optionalText(254),
  telephone: optionalText(40),
  date_naissance: optionalText(10),
  lieu_naissance: optionalText(120),
  nationalite: optionalText(80),
  // Legacy field names still accepted on the wire (SPEC §3).
  civilite: civility.optional(),
  siege: optionalText(500).optional(),
};

/** Fields of a legal-entity profile (SPEC §3 "User profile"), also used by clients. */
export const legalEntityFields = {
  nom: optionalText(200),
  forme_juridique: optionalText(80),
  capital: optionalText(40),
  siren: optionalText(20),
  rcs_ville: optionalText(120),
  adresse: optionalText(300),
  code_postal: optionalText(20),
  ville: optionalText(120),
  email: optionalText(254),
  telephone: optionalText(40),
  representant_civilite: civility.default('M.'),
  representant_nom: optionalText(120),
  representant_prenom: optionalText(120),
  qualite_representant: optionalText(120),
  // Legacy field names still accepted on the wire (SPEC §3).
  representant: optionalText(250).optional(),
  rcs: optionalText(120).optional(),
  siege: optionalText(500).optional(),
};

export const physicalPersonProfileSchema = z.strictObject({
  ...physicalPersonFields,
  is_configured: z.boolean().default(false),
});
export const legalEntityProfileSchema = z.strictObject({
  ...legalEntityFields,
  is_configured: z.boolean().default(false),
});

export type PhysicalPersonProfile = z.infer<typeof physicalPersonProfileSchema>;
export type LegalEntityProfile = z.infer<typeof legalEntityProfileSchema>;

/** The assignee (cessionnaire) as carried inside a draft: the selected profile plus its type. */
export const entrepriseInfoSchema = z.discriminatedUnion(
  'type',
  [
    physicalPersonProfileSchema.extend({ type: z.literal('physical_person') }),
    legalEntityProfileSchema.extend({ type: z.literal('legal_entity') }),
  ],
  { error: 'entreprise_info.type doit valoir « physical_person » ou « legal_entity ».' },
);
export type EntrepriseInfo = z.infer<typeof entrepriseInfoSchema>;
