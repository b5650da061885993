/**
 * Answers about the work that a demanding lawyer adds (legal review H3, H4; docs/legal-review.md):
 * collective management, the physical original and the delivery of files.
 */

/** Collecting societies an author may have contributed rights to (H4). */
export const COLLECTING_SOCIETIES = [
  'aucune',
  'SACEM',
  'ADAGP',
  'SAIF',
  'SCAM',
  'SACD',
  'autre',
] as const;

export type CollectingSociety = (typeof COLLECTING_SOCIETIES)[number];

export const COLLECTING_SOCIETY_LABELS: Record<CollectingSociety, string> = {
  aucune: 'Non, l’auteur n’est membre d’aucune société de gestion collective',
  SACEM: 'SACEM (musique)',
  ADAGP: 'ADAGP (arts graphiques et plastiques)',
  SAIF: 'SAIF (images fixes, photographie)',
  SCAM: 'SCAM (œuvres documentaires, écrits, images)',
  SACD: 'SACD (spectacle vivant, audiovisuel)',
  autre: 'Une autre société',
};

/** The physical original of a graphic or plastic work (CPI L111-3: object and copyright differ). */
export const ORIGINAL_FATES = ['numerique', 'conserve', 'remis'] as const;

export type OriginalFate = (typeof ORIGINAL_FATES)[number];

export const ORIGINAL_FATE_LABELS: Record<OriginalFate, string> = {
  numerique: 'L’œuvre est uniquement numérique (pas d’original physique)',
  conserve: 'L’auteur conserve l’original physique',
  remis: 'L’original physique est remis au cessionnaire',
};

/**
 * Who is named as the author when the work is used (L121-1; legal review C v2 for author = model).
 */
export const CREDIT_CHOICES = ['defaut', 'nom', 'pseudonyme', 'anonyme'] as const;

export type CreditChoice = (typeof CREDIT_CHOICES)[number];

export const CREDIT_CHOICE_LABELS: Record<CreditChoice, string> = {
  defaut: 'Par défaut (nom de l’auteur\u202f; aucun nom pour un mineur qui est aussi le modèle)',
  nom: 'Le nom de l’auteur',
  pseudonyme: 'Un pseudonyme',
  anonyme: 'Aucun nom (anonymat)',
};

/**
 * Whether the images of a model under sixteen serve a modelling activity (C. trav. L7123-2: posing
 * as a model, or presenting a product, service or advertising message through one's image). Only
 * then do L7124-1's prior authorisation and pécule apply; a school trip's photo is no such use
 * (legal review B3 v2). « oui » by default: the safe side.
 */
export const MODELLING_ANSWERS = ['oui', 'non'] as const;

export type ModellingAnswer = (typeof MODELLING_ANSWERS)[number];

export const MODELLING_ANSWER_LABELS: Record<ModellingAnswer, string> = {
  oui: 'Oui\u00a0: pose de mannequin ou publicité',
  non: 'Non\u00a0: ni pose de mannequin ni publicité',
};
