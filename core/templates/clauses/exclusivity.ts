import type { Ctx } from '../context';
import type { Block } from '../model';
import { article, p } from '../model';

/** Exclusivity stated either way (LEGAL.md A « Sound clauses »); a free grant is never exclusive (A7). */
export function exclusivity(ctx: Ctx): Block[] {
  const { grantor } = ctx.a;
  const exclusive = ctx.paid && ctx.draft.exclusivite;
  const body = exclusive
    ? p(
        'La cession est consentie à titre exclusif. Pendant la Durée et sur le Territoire, ' +
          `${grantor.le} s'interdit d'exploiter lui-même l'Œuvre, et d'en autoriser l'exploitation par un tiers, ` +
          "selon les modes et sur les supports faisant l'objet de la présente cession. Il conserve la faculté de " +
          "présenter l'Œuvre parmi ses références professionnelles, sans exploitation commerciale.",
      )
    : p(
        `${ctx.paid ? 'La cession' : "L'autorisation"} est consentie à titre non exclusif : ${grantor.le} demeure ` +
          "libre d'exploiter l'Œuvre et d'en autoriser l'exploitation par des tiers, y compris sur des supports identiques.",
      );
  return [article('a-exclusivity', 'Exclusivité', body)];
}
