import { applicableDraftFields } from '../fields/applicable';
import { clientFieldLabel } from '../fields/profile-fields';
import type { FieldSpec, StepNumber } from '../fields/types';
import { AUTEUR } from '../answers/draft';
import type { Draft } from '../schemas/draft';
import { missingChildAuthorisation } from './child-authorisation';
import { isAbroad } from './foreign-party';
import { isCedant } from './sides';

/**
 * The optional identification details the contract will print as « ____ » to fill in by hand
 * (docs/product.md §5): the spec's readiness asks only a person's civility and names and a
 * company's name and legal form, so a « ready » contract may still leave a birth date, an address
 * or a company's registration blank. Step 6 lists them so the user completes them before signing
 * rather than discovering them on paper (« company identification blank
 * in a ready contract »). Mirrors what clauses/identity.ts prints blank. Pure.
 */
export type HandFilledBlank = {
  /** Registry key of a wizard answer (`auteur_info.nationalite`), or `entreprise_info.<name>`. */
  key: string;
  label: string;
  /**
   * The wizard step that asks it; absent for a client's assignee (their profile, outside the
   * wizard).
   */
  step?: StepNumber;
};

type Party = Record<string, unknown> & { pays?: string };

const blank = (party: Party, name: string) =>
  typeof party[name] !== 'string' || (party[name] as string).trim() === '';

/** A person's details printed « ____ » when not given (then the address: `adresse`, `ville`). */
export const PERSON_IDENTITY_DETAILS = ['date_naissance', 'lieu_naissance', 'nationalite'] as const;

/** The names printed blank for a person or a company, in the order the contract prints them. */
function blankNames(party: Party, company: boolean): string[] {
  const out: string[] = [];
  if (company) {
    // No capital here: a company's capital is printed only as entered, never as a blank (LEGAL J5).
    // A company abroad is identified by its own register, never by the RCS and SIREN (LEGAL J17).
    if (isAbroad(party)) {
      if (blank(party, 'registre')) out.push('registre');
      if (blank(party, 'numero_registre')) out.push('numero_registre');
    } else {
      if (blank(party, 'rcs_ville') && blank(party, 'rcs')) out.push('rcs_ville');
      if (blank(party, 'siren')) out.push('siren');
    }
  } else {
    for (const name of PERSON_IDENTITY_DETAILS) if (blank(party, name)) out.push(name);
  }
  // A legacy one-line seat stands for the whole address (identity.ts addressText).
  const address = blank(party, 'siege');
  if (address && blank(party, 'adresse')) out.push('adresse');
  if (address && blank(party, 'code_postal') && blank(party, 'ville')) out.push('ville');
  if (company) {
    if (
      blank(party, 'representant_nom') &&
      blank(party, 'representant_prenom') &&
      blank(party, 'representant')
    )
      out.push('representant_nom');
    if (blank(party, 'qualite_representant')) out.push('qualite_representant');
  }
  return out;
}

type Specs = Map<string, FieldSpec>;

const specsOf = (draft: Draft, today: Date): Specs =>
  new Map(applicableDraftFields(draft, today).map(({ spec }) => [spec.key, spec]));

/** The wizard's parties (author, distinct model): each blank detail with its step-3 field. */
function wizardParties(draft: Draft, specs: Specs): HandFilledBlank[] {
  const out: HandFilledBlank[] = [];
  for (const prefix of ['auteur_info', 'modele_info'] as const) {
    // A form the contract does not print has no applicable field.
    if (!specs.has(`${prefix}.nom`)) continue;
    const company = prefix === 'auteur_info' && draft.auteur_type === 'Personne morale';
    // The model's and a company's labels say whose they are; a natural-person author's do not.
    const whose =
      prefix === 'auteur_info' && !company
        ? draft.type_contrat.includes(AUTEUR)
          ? ' (auteur)'
          : ' (modèle)'
        : '';
    for (const name of blankNames(draft[prefix] as Party, company)) {
      const spec = specs.get(`${prefix}.${name}`);
      if (spec)
        out.push({
          key: spec.key,
          label: `${spec.label}${whose}`,
          ...(spec.step ? { step: spec.step } : {}),
        });
    }
  }
  return out;
}

/**
 * The assignee. A client's is a copy of their profile, completed in the « Tableau de bord », not
 * in the wizard; a creator's is her client, typed at step 3 (core/rules/sides.ts), whose field
 * says so.
 */
function assignee(draft: Draft, specs: Specs): HandFilledBlank[] {
  const info = draft.entreprise_info;
  if (!info || (info.nom ?? '').trim() === '') return [];
  return blankNames(info as Party, info.type === 'legal_entity').map((name) => {
    const key = `entreprise_info.${name}`;
    const spec = isCedant(draft) ? specs.get(key) : undefined;
    if (spec?.step) return { key, label: spec.label, step: spec.step };
    return { key, label: `${clientFieldLabel(info.type, name)} (cessionnaire)` };
  });
}

/** Every detail the contract will leave blank, the wizard's parties first, then the assignee. */
export function handFilledBlanks(draft: Draft, today: Date): HandFilledBlank[] {
  const specs = specsOf(draft, today);
  return [...wizardParties(draft, specs), ...assignee(draft, specs)];
}

/**
 * A child model's missing authorisation (core/rules/child-authorisation.ts) as blanks with their
 * wizard labels and step: the signature dialog asks them like the others, so a sender gives them
 * there rather than going back through the wizard. They are not printed « ____ »: without them no
 * file is made at all.
 */
export function childAuthorisationBlanks(draft: Draft, today: Date): HandFilledBlank[] {
  const specs = specsOf(draft, today);
  return missingChildAuthorisation(draft, today).map((key) => {
    const spec = specs.get(key);
    return { key, label: spec?.label ?? key, ...(spec?.step ? { step: spec.step } : {}) };
  });
}
