import { AUTHOR_CIVILITIES } from '../answers/draft';
import { CAPITAL_EXAMPLE, PROFILE_CIVILITIES } from '../answers/profile-fields';
import { CIVILITY_LABELS, type Civility } from '../rules/civilities';
import {
  birthDateRule,
  capitalRule,
  companyNameRule,
  emailRule,
  phoneRule,
  firstNameRule,
  lastNameRule,
  postalCodeRule,
  sirenRule,
  sirenWarning,
  wordRule,
} from './formats';
import type { TextLimits } from './text-limits';
import { FOREIGN_COMPANY_BASE } from './foreign-company-base';
import type { FieldOption, FieldSpec } from './types';

/**
 * The identity fields of a natural person and of a company, declared once and placed wherever a
 * person is asked: the author, the distinct model, a minor's parents (draft), the assignee's
 * profile and the clients of the address book.
 */
type BaseField = Omit<FieldSpec, 'key' | 'maxLength' | 'item' | 'step' | 'group'>;

export const civilityOptionsOf = (list: readonly Civility[]): FieldOption[] =>
  list.map((value) => ({ value, label: `${value} (${CIVILITY_LABELS[value]})` }));

const address: Record<string, BaseField> = {
  adresse: { label: 'Adresse', kind: 'text', format: wordRule, autoComplete: 'street-address' },
  code_postal: {
    label: 'Code postal',
    kind: 'postal',
    format: postalCodeRule,
    inputMode: 'numeric',
    autoComplete: 'postal-code',
    hint: '5 chiffres en France.',
  },
  ville: { label: 'Ville', kind: 'text', format: wordRule, autoComplete: 'address-level2' },
  pays: {
    label: 'Pays',
    kind: 'text',
    format: wordRule,
    autoComplete: 'country-name',
    hint: 'Laissez vide pour la France.',
  },
};

const contact: Record<string, BaseField> = {
  email: {
    label: 'Adresse e-mail',
    kind: 'email',
    format: emailRule,
    inputMode: 'email',
    autoComplete: 'email',
  },
  telephone: {
    label: 'Téléphone',
    kind: 'tel',
    format: phoneRule,
    inputMode: 'tel',
    autoComplete: 'tel',
  },
};

export const PERSON_BASE: Record<string, BaseField> = {
  gentille: { label: 'Civilité', kind: 'select', options: civilityOptionsOf(AUTHOR_CIVILITIES) },
  prenom: { label: 'Prénom', kind: 'text', format: firstNameRule },
  nom: { label: 'Nom', kind: 'text', format: lastNameRule },
  date_naissance: { label: 'Date de naissance', kind: 'date', format: birthDateRule },
  lieu_naissance: { label: 'Lieu de naissance', kind: 'text', format: wordRule },
  nationalite: {
    label: 'Nationalité',
    kind: 'text',
    format: wordRule,
    placeholder: 'Ex.\u00a0: française',
  },
  ...address,
};

export const PARENT_BASE: Record<string, BaseField> = {
  gentille: PERSON_BASE.gentille!,
  prenom: PERSON_BASE.prenom!,
  nom: PERSON_BASE.nom!,
  ...address,
};

export const COMPANY_BASE: Record<string, BaseField> = {
  nom: {
    label: 'Dénomination sociale',
    kind: 'text',
    format: companyNameRule,
    autoComplete: 'organization',
  },
  forme_juridique: {
    label: 'Forme juridique',
    kind: 'text',
    format: wordRule,
    placeholder: 'SAS, SARL, association…',
  },
  capital: {
    label: 'Capital social',
    kind: 'text',
    format: capitalRule,
    // An example, never a value: a capital nobody entered is not printed (LEGAL J5).
    placeholder: CAPITAL_EXAMPLE,
    inputMode: 'decimal',
  },
  siren: {
    label: 'Numéro SIREN ou SIRET',
    kind: 'siren',
    format: sirenRule,
    warn: sirenWarning,
    inputMode: 'numeric',
    hint: '9 chiffres (SIREN) ou 14 chiffres (SIRET).',
  },
  rcs_ville: { label: 'Ville d’immatriculation au RCS', kind: 'text', format: wordRule },
  ...address,
  adresse: { ...address.adresse!, label: 'Adresse du siège' },
  representant_civilite: {
    label: 'Civilité du représentant',
    kind: 'select',
    options: civilityOptionsOf(PROFILE_CIVILITIES),
  },
  representant_prenom: { label: 'Prénom du représentant', kind: 'text', format: firstNameRule },
  representant_nom: { label: 'Nom du représentant', kind: 'text', format: lastNameRule },
  qualite_representant: {
    label: 'Qualité du représentant',
    kind: 'text',
    format: wordRule,
    placeholder: 'gérant, présidente…',
  },
};

export const PROFILE_PERSON_BASE: Record<string, BaseField> = {
  ...PERSON_BASE,
  gentille: { ...PERSON_BASE.gentille!, options: civilityOptionsOf(PROFILE_CIVILITIES) },
  ...contact,
};
export const PROFILE_COMPANY_BASE: Record<string, BaseField> = {
  ...COMPANY_BASE,
  ...FOREIGN_COMPANY_BASE,
  ...contact,
};

type Placement = Pick<FieldSpec, 'item' | 'step' | 'group'> & {
  /** Path of the record holding the fields ('' at the root: a client). */
  prefix: string;
  /** The record's text limits (text-limits.ts). */
  limits: TextLimits;
  /** Fields readiness requires (they carry `item`); the others are optional answers. */
  required?: readonly string[];
  /** Label suffix telling two persons apart in a list (« Nom (modèle) »). */
  whose?: string;
};

/** The specs of `base` placed under `prefix`, with their length limits from `limits`. */
export function place(base: Record<string, BaseField>, placement: Placement): FieldSpec[] {
  const { prefix, limits, required = [], whose, item, step, group } = placement;
  return Object.entries(base).map(([name, field]) => ({
    ...field,
    key: prefix ? `${prefix}.${name}` : name,
    label: whose ? `${field.label} ${whose}` : field.label,
    ...(whose ? { shortLabel: field.shortLabel ?? field.label } : {}),
    maxLength: limits[name],
    ...(required.includes(name) || field.format ? { item } : {}),
    ...(step ? { step } : {}),
    ...(group ? { group } : {}),
  }));
}
