import type { Ctx } from '../context';
import { v } from '../model';
import { fullName } from './identity';
import { authorsNames, namesList } from './collaboration';

/**
 * How the author is named (CPI L121-1 droit au nom; legal review A8, C v2), from the one answer
 * `mention_auteur`. `text` is what follows « © » (empty when no name). `minorDefault` marks the
 * default for a minor who is also the model: no name, so the credit does not identify the child
 * shown on the work.
 */
export type AuthorCredit =
  { kind: 'name' | 'pseudonym'; text: string } | { kind: 'none'; minorDefault: boolean };

/**
 * The author is also the person shown (legal review C): a combined contract by a natural person
 * with no distinct model. The credit of part 1 and the name clause of part 2 then concern the same
 * person and must say the same thing.
 */
export const authorIsModel = (ctx: Ctx): boolean =>
  ctx.combined && ctx.model === null && !ctx.company && ctx.physical !== null;

/** The author's own name: « Léa Durand », or the company's name. */
function authorName(ctx: Ctx): string {
  if (ctx.companyInfo) return v(ctx.companyInfo.nom).text;
  // A work of collaboration credits each of its authors (CPI L121-1 belongs to every one).
  if (ctx.coauthors.length > 0) return namesList(authorsNames(ctx));
  const a = ctx.physical;
  return a ? fullName('', a.prenom, a.nom) : v('').text;
}

/**
 * 'defaut' = the name, except for a minor who is also the model (no name); 'nom', 'pseudonyme'
 * and 'anonyme' as chosen. The author can always demand the name later (Cass. 1re civ. 13 Feb
 * 2007, 05-12.016): the clauses say so whatever the choice.
 */
export function authorCredit(ctx: Ctx): AuthorCredit {
  switch (ctx.draft.mention_auteur) {
    case 'nom':
      return { kind: 'name', text: authorName(ctx) };
    case 'pseudonyme':
      // Printed inside « © … »: the quotes a user may type around it would nest.
      return {
        kind: 'pseudonym',
        text: v(ctx.draft.pseudonyme.replace(/^[\s"“”«»]+|[\s"“”«»]+$/gu, '')).text,
      };
    case 'anonyme':
      return { kind: 'none', minorDefault: false };
    case 'defaut':
      // A minor author shown on the Work is not named by default; one whose Work does not show
      // them is named like any author (oeuvre_represente_modele).
      return authorIsModel(ctx) &&
        ctx.minorAge !== null &&
        ctx.draft.oeuvre_represente_modele !== 'non'
        ? { kind: 'none', minorDefault: true }
        : { kind: 'name', text: authorName(ctx) };
  }
}
