import { AUTEUR } from '../answers/draft';
import type { Draft } from '../schemas/draft';
import { MAX_COAUTHORS, SHARE_FORMAT_MESSAGE, shareOf } from '../answers/coauthors';
import type { Coauthor } from '../schemas/coauthors';
import { emptyCoauthor } from '../answers/empty-records';
import { usesAuthorInfo } from './distinct-model';
import { isMinorAt } from './minors';

/**
 * A work of collaboration (LEGAL J13; CPI L113-2 al. 1, L113-3): the natural-person author of the
 * copyright part wrote it with others, each a party who signs and takes a share of the price.
 * The co-authors are read only where the question is asked: a work's author who is a natural
 * person (an image-only contract keeps a stale list unread, as it keeps a distinct model's form).
 */
export const coauthorsAsked = (draft: Draft): boolean =>
  draft.type_contrat.includes(AUTEUR) &&
  usesAuthorInfo(draft) &&
  draft.auteur_type === 'Personne physique';

/** The co-authors the contract names (none where the question is not asked). */
export const coauthorsOf = (draft: Draft): Coauthor[] =>
  coauthorsAsked(draft) ? draft.coauteurs : [];

export const COMPANY_COAUTHORS_MESSAGE =
  'Une œuvre de collaboration est créée par des personnes physiques\u00a0: une société ne peut pas en être ' +
  'coauteur. Choisissez «\u202fPersonne physique\u202f» pour l’auteur, ou retirez les coauteurs.';
export const MINOR_COAUTHOR_MESSAGE =
  'Un coauteur mineur doit être représenté par ses parents, ce que Clausier ne rédige que pour ' +
  'l’auteur principal\u00a0: indiquez ce mineur comme auteur (formulaire ci-dessus) et les autres ' +
  'comme coauteurs, ou consultez un professionnel du droit.';
export const SHARES_TOTAL_MESSAGE =
  'Les parts des coauteurs dépassent la rémunération\u00a0: leur total doit laisser une part à ' +
  'l’auteur principal (99\u00a0% au plus pour l’ensemble des coauteurs).';

/**
 * The first author's share: what the co-authors' shares leave of 100 %. Null while a co-author's
 * share is missing or malformed, or when they leave nothing (the contract then leaves a blank).
 */
export function principalShare(coauthors: readonly Coauthor[]): number | null {
  let total = 0;
  for (const coauthor of coauthors) {
    const share = shareOf(coauthor.part);
    if (share === null) return null;
    total += share;
  }
  return total < 100 ? 100 - total : null;
}

type Issue = { path: (string | number)[]; message: string };

/**
 * What the engine refuses about co-authors: a company among them (it would sign as an author it
 * cannot be), a minor (the parents' representation of a co-author is not drafted), and shares
 * that leave the first author nothing. A malformed share is the registry's format rule.
 */
export function coauthorIssues(draft: Draft, day: Date): Issue[] {
  if (!draft.type_contrat.includes(AUTEUR) || !usesAuthorInfo(draft)) return [];
  if (draft.coauteurs.length === 0) return [];
  if (draft.auteur_type !== 'Personne physique')
    return [{ path: ['coauteurs'], message: COMPANY_COAUTHORS_MESSAGE }];
  const issues: Issue[] = [];
  draft.coauteurs.forEach((coauthor, index) => {
    if (isMinorAt(coauthor.date_naissance, day))
      issues.push({
        path: ['coauteurs', index, 'date_naissance'],
        message: MINOR_COAUTHOR_MESSAGE,
      });
  });
  const shares = draft.coauteurs.map((coauthor) => shareOf(coauthor.part));
  const total = shares.reduce<number>((sum, share) => sum + (share ?? 0), 0);
  if (total >= 100)
    issues.push({
      path: ['coauteurs', draft.coauteurs.length - 1, 'part'],
      message: SHARES_TOTAL_MESSAGE,
    });
  return issues;
}

/** The registry's format rule of a share (browser and server alike). */
export const shareFormatError = (value: string): string | null =>
  value.trim() === '' || shareOf(value) !== null ? null : SHARE_FORMAT_MESSAGE;

/** The draft with one more, empty co-author (none beyond the list's limit). */
export function addCoauthor(draft: Draft): Draft {
  if (draft.coauteurs.length >= MAX_COAUTHORS) return draft;
  return { ...draft, coauteurs: [...draft.coauteurs, emptyCoauthor()] };
}

/** The draft without the co-author at `index`. */
export const removeCoauthor = (draft: Draft, index: number): Draft => ({
  ...draft,
  coauteurs: draft.coauteurs.filter((_, k) => k !== index),
});
