import type { Ctx } from './context';
import type { Block } from './model';
import { imageLimits, imageObject } from './clauses/image-authorisation';
import { imageAuthorRights, imageVideo } from './clauses/image-other-rights';
import { scope } from './clauses/scope';
import { imageExclusivity } from './clauses/image-exclusivity';
import { imageRemuneration } from './clauses/remuneration';
import { imageUndertakings } from './clauses/undertakings';
import { imageWithdrawal } from './clauses/image-withdrawal';
import { exchangeLicence, isExchange } from './clauses/image-exchange';
import { employeeImage } from './clauses/employee-image';

/**
 * The image part's clauses, in order (C. civ. art. 9, legal review B) — never a copyright
 * assignment: what is authorised (object, voice), its scope and limits, the photographer's separate
 * copyright, the price, then how the person may withdraw (H8). An employee's image (LEGAL J15) and
 * an exchange with the photographer (J14) add their own articles.
 */
export function imagePart(ctx: Ctx): Block[] {
  return [
    ...imageObject(ctx),
    ...employeeImage(ctx),
    ...imageExclusivity(ctx),
    ...imageVideo(ctx),
    ...scope(ctx, 'i'),
    ...imageLimits(ctx),
    ...imageAuthorRights(ctx),
    ...exchangeLicence(ctx),
    ...imageRemuneration(ctx),
    ...imageUndertakings(ctx),
    ...imageWithdrawal(ctx),
  ];
}

export const imageTitle = (ctx: Ctx): string =>
  isExchange(ctx)
    ? "Autorisation d'exploitation de l'image en échange de prestations"
    : ctx.paid
      ? "Autorisation d'exploitation de l'image à titre onéreux"
      : "Autorisation d'exploitation de l'image à titre gratuit";
