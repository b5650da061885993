import type { Ctx } from './context';
import type { Block } from './model';
import { imageLimits, imageObject } from './clauses/image-authorisation';
import { scope } from './clauses/scope';
import { imageRemuneration } from './clauses/remuneration';
import { imageUndertakings } from './clauses/undertakings';

/** The image part's clauses, in order (C. civ. art. 9, LEGAL.md B) — never a copyright assignment. */
export function imagePart(ctx: Ctx): Block[] {
  return [...imageObject(ctx), ...scope(ctx, 'i'), ...imageLimits(ctx), ...imageRemuneration(ctx), ...imageUndertakings(ctx)];
}

export const imageTitle = (ctx: Ctx): string =>
  ctx.paid
    ? "Autorisation d'exploitation de l'image à titre onéreux"
    : "Autorisation d'exploitation de l'image à titre gratuit";
