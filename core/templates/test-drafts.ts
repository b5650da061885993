/** Shared fixtures for the template tests (imported by *.test.ts only). */
import type { ContractDocument } from '../schemas/document';
import type { Draft } from '../schemas/draft';
import { AUTEUR, IMAGE } from '../answers/draft';
import { draftSchema } from '../schemas/draft';
import { renderText } from '../document/render-text';
import { buildContract } from './build-contract';

export const TODAY = new Date(2026, 10, 21);
export const BIRTH = {
  adult: '1990-04-12',
  age17: '2009-06-01',
  age14: '2012-05-01',
  age10: '2016-01-10',
} as const;

export const PERSON = {
  gentille: 'Mme',
  nom: 'Durand',
  prenom: 'Léa',
  date_naissance: BIRTH.adult,
  lieu_naissance: 'Nantes',
  nationalite: 'Française',
  adresse: '12 rue des Lilas',
  code_postal: '44000',
  ville: 'Nantes',
} as const;

/** Both holders of parental authority of a minor party, each with their own address (B3 v2). */
export const MOTHER = {
  gentille: 'Mme',
  nom: 'Durand',
  prenom: 'Claire',
  adresse: '12 rue des Lilas',
  code_postal: '44000',
  ville: 'Nantes',
} as const;
export const FATHER = {
  gentille: 'M.',
  nom: 'Martin',
  prenom: 'Marc',
  adresse: '3 quai Saint-Antoine',
  code_postal: '69002',
  ville: 'Lyon',
} as const;

export const COMPANY = {
  nom: 'Studio Lumière',
  forme_juridique: 'SAS',
  capital: '5000',
  siren: '812 345 678',
  rcs_ville: 'Lyon',
  adresse: '3 rue Mercière',
  code_postal: '69002',
  ville: 'Lyon',
  representant_civilite: 'Mme',
  representant_nom: 'Roy',
  representant_prenom: 'Anne',
  qualite_representant: 'présidente',
} as const;

export const ASSIGNEE_COMPANY = {
  type: 'legal_entity',
  nom: 'ACME Médias',
  forme_juridique: 'SARL',
  capital: '10000 €',
  siren: '987654321',
  rcs_ville: 'Paris',
  adresse: '1 rue de Rivoli',
  code_postal: '75001',
  ville: 'Paris',
  email: 'contact@acme.fr',
  representant_civilite: 'M.',
  representant_nom: 'Martin',
  representant_prenom: 'Paul',
  qualite_representant: 'gérant',
} as const;

export const ASSIGNEE_PERSON = {
  type: 'physical_person',
  gentille: 'M.',
  nom: 'Bernard',
  prenom: 'Hugo',
  adresse: '8 avenue Foch',
  code_postal: '13001',
  ville: 'Marseille',
  date_naissance: '1985-02-01',
  lieu_naissance: 'Marseille',
  nationalite: 'Française',
  email: 'hugo@exemple.fr',
} as const;

/** A company established in Belgium: its own register and VAT number, no SIREN, no capital (LEGAL J17). */
export const BELGIAN_COMPANY = {
  nom: 'Atelier Bruxellois',
  forme_juridique: 'SRL',
  capital: '',
  siren: '',
  rcs_ville: '',
  registre: 'Banque-Carrefour des Entreprises',
  numero_registre: '0123.456.789',
  numero_tva: 'BE0123456789',
  adresse: '10 rue Neuve',
  code_postal: '1000',
  ville: 'Bruxelles',
  pays: 'Belgique',
} as const;

/** A co-author of a work of collaboration (LEGAL J13), an adult with a 40 % share. */
export const COAUTHOR = {
  gentille: 'M.',
  nom: 'Petit',
  prenom: 'Marc',
  date_naissance: '1988-03-09',
  lieu_naissance: 'Rennes',
  nationalite: 'Française',
  adresse: '5 place des Lices',
  code_postal: '35000',
  ville: 'Rennes',
  part: '40',
} as const;

/**
 * A creator drafting her own contract (core/rules/sides.ts): a photographer, the author (or the
 * model) and so « le Cédant », and her client, a wedding venue, « le Cessionnaire ». Shared by
 * the core, server and end-to-end tests of either side of the contract.
 */
export const CREATOR = {
  gentille: 'Mme',
  nom: 'Lambert',
  prenom: 'Inès',
  date_naissance: '1991-05-03',
  lieu_naissance: 'Angers',
  nationalite: 'Française',
  adresse: '4 rue du Port',
  code_postal: '49000',
  ville: 'Angers',
} as const;
export const CREATOR_CLIENT = {
  type: 'legal_entity',
  nom: 'Domaine des Tilleuls',
  forme_juridique: 'SARL',
  capital: '8000 €',
  siren: '812345678',
  rcs_ville: 'Angers',
  adresse: '1 allée des Tilleuls',
  code_postal: '49100',
  ville: 'Angers',
  representant_civilite: 'M.',
  representant_nom: 'Garnier',
  representant_prenom: 'Luc',
  qualite_representant: 'gérant',
} as const;

export const TYPES = { auteur: [AUTEUR], image: [IMAGE], combined: [AUTEUR, IMAGE] } as const;

/** Whether a fixture's answers let copies be sold (the rights or packaging a test adds). */
const sellsCopies = (input: Record<string, unknown>): boolean =>
  ((input.droits_cedes as string[] | undefined) ?? []).some(
    (r) => r === 'distribution' || r === 'location',
  ) || ((input.supports as string[] | undefined) ?? []).includes('emballages');

/** A complete draft (paid Auteur by a natural person unless overridden). */
/** Loosely typed on purpose: the schema itself validates each fixture. */
export function makeDraft(input: Record<string, unknown> = {}): Draft {
  return draftSchema.parse({
    // The L131-4 ground the fixture's answers make true (LEGAL J2): nothing sold, or an accessory use.
    forfait_motifs: sellsCopies(input) ? ['element_accessoire'] : ['sans_recettes'],
    type_contrat: [AUTEUR],
    type_cession: 'Onéreuse',
    auteur_type: 'Personne physique',
    auteur_info: PERSON,
    description_oeuvre: 'Illustration « Forêt d’automne », fichier numérique de 3000 x 2000 pixels',
    description_image: 'Trois photographies prises au studio',
    remuneration: '1500',
    entreprise_info: ASSIGNEE_COMPANY,
    lieu_signature: 'Lyon',
    ...input,
  });
}

/** The creator's complete contract: she is the author, her client the assignee. */
export const creatorDraft = (input: Record<string, unknown> = {}): Draft =>
  makeDraft({ side: 'cedant', auteur_info: CREATOR, entreprise_info: CREATOR_CLIENT, ...input });

export const build = (draft: Draft): ContractDocument => buildContract(draft, { today: TODAY });

/**
 * Plain text with no-break spaces turned into spaces and typographic apostrophes into straight
 * ones, for readable assertions. The typography itself is asserted on `renderText` (matrix).
 */
export const plain = (doc: ContractDocument): string =>
  renderText(doc)
    .replace(/[\u00A0\u202F]/g, ' ')
    .replace(/\u2019/g, "'");
export const textOf = (input: Record<string, unknown> = {}): string =>
  plain(build(makeDraft(input)));

/** Phrases no template may ever contain (legal review A11, D3–D4, D11). */
export const FORBIDDEN = [
  /connus ou inconnus/i,
  /tous droits/i,
  /sans limitation/i,
  /irrévocable/i,
  /à titre perpétuel/i,
  /tribunaux? (de commerce )?de [A-Z]/,
  /juridictions? de [A-Z]/,
  /undefined|null|NaN|\[object/,
  /(cède|cédés?|renonce)[^.]{0,60}droit moral/i,
  /cède[^.]{0,80}droit de suite/i,
];

/**
 * The number of the `nth` article whose heading is `title` in a plain text, so cross-reference
 * tests check the reference points at the right article without hard-coding numbers that move
 * whenever a clause is added.
 */
export function articleNo(text: string, title: string, nth = 1): string {
  const numbers = [...text.matchAll(/^ARTICLE (\d+) – (.+)$/gm)]
    .filter((m) => m[2] === title.toUpperCase())
    .map((m) => m[1]!);
  const found = numbers[nth - 1];
  if (!found) throw new Error(`No article « ${title} » (#${nth}) in the text`);
  return found;
}
