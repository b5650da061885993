import type { Ctx } from './context';
import type { Block } from './model';
import { auteurObject } from './clauses/object';
import { rights } from './clauses/rights';
import { scope } from './clauses/scope';
import { exclusivity } from './clauses/exclusivity';
import { licenceTerms } from './clauses/licence';
import { consumerTerms } from './clauses/consumer';
import { moralRights } from './clauses/moral-rights';
import { droitDeSuite } from './clauses/droit-de-suite';
import { auteurRemuneration } from './clauses/remuneration';
import { warranties } from './clauses/warranties';
import { workPracticalities } from './clauses/work-practicalities';
import { audiovisualArticle } from './clauses/audiovisual';
import { logoArticle } from './clauses/logo';
import { collaborationArticle } from './clauses/collaboration';

/** The copyright part's clauses, in order (CPI L131-1 s., legal review A). */
export function auteurPart(ctx: Ctx): Block[] {
  return [
    ...auteurObject(ctx),
    ...collaborationArticle(ctx),
    ...rights(ctx),
    ...scope(ctx, 'a'),
    ...exclusivity(ctx),
    ...licenceTerms(ctx),
    ...moralRights(ctx),
    ...droitDeSuite(ctx),
    ...audiovisualArticle(ctx),
    ...logoArticle(ctx),
    ...auteurRemuneration(ctx),
    ...warranties(ctx),
    ...workPracticalities(ctx),
    ...consumerTerms(ctx),
  ];
}

export const auteurTitle = (ctx: Ctx): string =>
  ctx.licence && ctx.paid
    ? "Contrat de licence non exclusive d'exploitation de droits d'auteur"
    : ctx.paid
      ? "Contrat de cession de droits d'auteur"
      : "Autorisation non exclusive d'exploitation de droits d'auteur à titre gratuit";
