import type { ContractType } from '../answers/draft';
import { AUTEUR, IMAGE } from '../answers/draft';
import type { KeywordKind, KeywordRule } from './keywords';
import { KEYWORD_RULES, NEGATIONS, NEUTRAL_PHRASES } from './keywords';
import { stem, tokenize } from './tokenize';
import { DEFAULT_SIDE, type PartySide } from '../answers/side';

/** docs/product.md §5: the analysis needs a description. */
export const EMPTY_DESCRIPTION_MESSAGE = 'Veuillez d’abord saisir une description de votre projet.';
/** docs/product.md §8: shown as the suggestion when the analysis call fails. */
export const ANALYSIS_FAILURE_MESSAGE =
  'Une erreur est survenue lors de l’analyse. Veuillez sélectionner manuellement le type de contrat.';
/** The longest description analysed (the API refuses longer ones). */
export const MAX_DESCRIPTION_LENGTH = 5000;

export type AnalysisResult = { suggestion: string; contract_types: ContractType[] };

/** Thrown by analyzeDescription on a blank description; the route maps it to a 400. */
export class EmptyDescriptionError extends Error {
  readonly code = 'EMPTY_DESCRIPTION';
  constructor() {
    super(EMPTY_DESCRIPTION_MESSAGE);
    this.name = 'EmptyDescriptionError';
  }
}

export const isBlankDescription = (description: string | null | undefined): boolean =>
  (description ?? '').trim() === '';

type CompiledRule = KeywordRule & { words: string[]; prefix: boolean; weight: number };

const compile = (pattern: string) => {
  const prefix = pattern.endsWith('*');
  return { words: tokenize(pattern.replace(/\*$/, '')), prefix };
};

const COMPILED: CompiledRule[] = KEYWORD_RULES.map((rule) => {
  const { words, prefix } = compile(rule.pattern);
  // More words first, then the longer (more specific) stem: « photographe » beats « photo ».
  return { ...rule, words, prefix, weight: words.length * 1000 + words.join(' ').length };
}).sort((a, b) => b.weight - a.weight);
const NEUTRAL = NEUTRAL_PHRASES.map((phrase) => compile(phrase).words);

function matchesAt(tokens: string[], at: number, words: string[], prefix: boolean): boolean {
  return words.every((word, k) => {
    const token = tokens[at + k];
    if (token === undefined) return false;
    return prefix && k === words.length - 1 ? token.startsWith(word) : token === word;
  });
}

/** A separator no stem can equal: keeps removed phrases from gluing their neighbours. */
const GAP = '|';

function removeNeutralPhrases(tokens: string[]): string[] {
  const out = [...tokens];
  for (let i = 0; i < out.length; i++) {
    for (const words of NEUTRAL) {
      if (matchesAt(out, i, words, false)) out.fill(GAP, i, i + words.length);
    }
  }
  return out;
}

// Negation words go through the same stemming as the text (« sans » → « san »).
const NEGATION_STEMS = NEGATIONS.map((words) => words.map(stem));
const negated = (tokens: string[], at: number) =>
  NEGATION_STEMS.some((neg) => neg.every((word, k) => tokens[at - neg.length + k] === word));

/** The keywords found, in reading order, longest match first at each position. */
export function findKeywords(description: string): { kind: KeywordKind; label: string }[] {
  const tokens = removeNeutralPhrases(tokenize(description));
  const found: { kind: KeywordKind; label: string }[] = [];
  let i = 0;
  while (i < tokens.length) {
    const rule = COMPILED.find((r) => matchesAt(tokens, i, r.words, r.prefix));
    if (!rule) {
      i++;
      continue;
    }
    if (!negated(tokens, i)) found.push({ kind: rule.kind, label: rule.label });
    i += rule.words.length;
  }
  return found;
}

const quoteList = (labels: string[]) =>
  [...new Set(labels)]
    .slice(0, 3)
    .map((label) => `«\u202f${label}\u202f»`)
    .join(', ');

/**
 * What the suggested contract does for the user, on their side (core/rules/sides.ts): the creator
 * cedes or authorises, the client receives.
 */
function sideSentence(auteur: string[], image: string[], side: PartySide): string {
  if (!auteur.length && !image.length) return '';
  if (side === 'cedant') {
    if (auteur.length && image.length)
      return ' Vous cédez vos droits sur la création et autorisez l’usage de votre image à votre client.';
    return auteur.length
      ? ' Vous cédez vos droits sur la création à votre client.'
      : ' Vous autorisez votre client à utiliser votre image.';
  }
  if (auteur.length && image.length)
    return ' Vous recevez les droits de l’auteur et l’autorisation du modèle.';
  return auteur.length
    ? ' Vous recevez les droits de l’auteur sur sa création.'
    : ' Vous recevez l’autorisation du modèle d’utiliser son image.';
}

function suggestionFor(
  auteur: string[],
  image: string[],
  side: PartySide,
  mediaAsWorks: boolean,
): string {
  const pictured = mediaAsWorks
    ? ' Si vous êtes la personne photographiée ou filmée, choisissez plutôt «\u202fImage\u202f».'
    : '';
  return baseSuggestion(auteur, image, side) + sideSentence(auteur, image, side) + pictured;
}

function baseSuggestion(auteur: string[], image: string[], side: PartySide): string {
  if (auteur.length && image.length) {
    return (
      `Votre projet associe une création (${quoteList(auteur)}) et l’image d’une personne (${quoteList(image)})\u00a0: ` +
      'nous vous conseillons le contrat combiné, avec la cession de droits d’auteur et l’autorisation de droit à l’image.'
    );
  }
  if (auteur.length) {
    return (
      `Votre projet porte sur une création (${quoteList(auteur)})\u00a0: ` +
      'nous vous conseillons le contrat de cession de droits d’auteur.'
    );
  }
  if (image.length) {
    return (
      `Votre projet utilise l’image d’une personne (${quoteList(image)})\u00a0: ` +
      'nous vous conseillons l’autorisation de droit à l’image. ' +
      (side === 'cedant'
        ? 'Si vous êtes aussi l’auteur des photos ou des vidéos, ajoutez le contrat de droits d’auteur.'
        : 'Si vous avez aussi besoin des droits du photographe ou du vidéaste, ajoutez le contrat de droits d’auteur.')
    );
  }
  return (
    'Nous n’avons pas pu déterminer le type de contrat à partir de votre description. ' +
    'Choisissez «\u202fAuteur\u202f» pour une création (texte, logo, musique, code…) ' +
    'et «\u202fImage\u202f» pour utiliser l’image d’une personne (photo, vidéo…).'
  );
}

/**
 * French keyword analysis of a project description (no AI, no network): accents, case and
 * plurals are folded, negated keywords (« sans photo ») are ignored. Returns the suggested
 * contract types (both when both kinds of keyword appear, none when nothing matched) and a
 * short sentence explaining the choice. Throws EmptyDescriptionError on a blank description.
 */
export function analyzeDescription(
  description: string,
  side: PartySide = DEFAULT_SIDE,
): AnalysisResult {
  if (isBlankDescription(description)) throw new EmptyDescriptionError();
  const found = findKeywords(description.slice(0, MAX_DESCRIPTION_LENGTH));
  // « Photo », « vidéo », « reportage »: for the client, someone's image is used; a creator who
  // writes them without saying she is the one pictured (« modèle », « mon image », « poser »…)
  // is their photographer or film-maker, the author.
  const mediaAsWorks =
    side === 'cedant' &&
    found.some((k) => k.kind === 'medium') &&
    !found.some((k) => k.kind === 'image');
  const kindOf = (kind: KeywordKind) =>
    kind === 'medium' ? (mediaAsWorks ? 'auteur' : 'image') : kind;
  const auteur = found.filter((k) => kindOf(k.kind) === 'auteur').map((k) => k.label);
  const image = found.filter((k) => kindOf(k.kind) === 'image').map((k) => k.label);
  const contract_types: ContractType[] = [];
  if (auteur.length) contract_types.push(AUTEUR);
  if (image.length) contract_types.push(IMAGE);
  return { suggestion: suggestionFor(auteur, image, side, mediaAsWorks), contract_types };
}
