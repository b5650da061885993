import type { Ctx } from '../context';
import type { Block } from '../model';
import { article, p, ref } from '../model';

/** Days to stop a use beyond the agreed scope once the grantor has notified it. */
export const TAKEDOWN_DAYS = 'huit jours';
/** Hours for an image used in an excluded context or with a forbidden retouch (dignity at stake). */
export const URGENT_TAKEDOWN = 'quarante-huit heures';

/**
 * The grantee's own warranty and the remedy for use beyond scope, copyright part (legal review H1,
 * H10): it answers for its own use and that of the third parties it lets in, stays within the
 * rights, supports, destination, territory and term, and respects moral rights; a use beyond
 * them is unauthorised (CPI L122-4, L335-3) and is taken down on a stated timetable.
 */
export function auteurUndertakings(ctx: Ctx): Block {
  const { grantor, grantee } = ctx.a;
  return article(
    'a-undertakings',
    `Engagements ${grantee.du}`,
    p(
      `${grantee.Le} garantit ${grantor.au} que l'exploitation de l'Œuvre, par lui-même et par les tiers qu'il y ` +
        "autorise, demeure dans les limites des droits définis à l'article ",
      ref('a-rights'),
      " et des Supports, de la Destination, du Territoire et de la Durée définis à l'article ",
      ref('a-scope'),
      ", et qu'elle respecte le droit moral rappelé à l'article ",
      ref('a-moral'),
      `. Il garantit ${grantor.le} contre toute réclamation de tiers résultant d'une exploitation ou d'une ` +
        "modification de l'Œuvre qui excède ces limites.",
    ),
    p(
      "Une telle exploitation n'est pas autorisée par le présent contrat. Sur notification écrite " +
        `${grantor.du} la signalant, ${grantee.le} la fait cesser et retire l'Œuvre des supports concernés dont il a ` +
        `la maîtrise dans un délai de ${TAKEDOWN_DAYS} à compter de sa réception, demande dans le même délai son ` +
        `retrait aux tiers auxquels il l'a communiquée et informe ${grantor.le} des mesures prises. Cette mise en ` +
        `conformité ne prive ${grantor.le} ni de la réparation du préjudice subi, ni de l'action en contrefaçon ` +
        '(articles L122-4 et L335-3 du CPI).',
    ),
  );
}

/**
 * The beneficiary's own warranty for the images (legal review H10, I: supports, destination,
 * excluded contexts, permitted retouching) and the takedown timetable for a use beyond them
 * (H1): faster when dignity is at stake; the court's power to stop an infringement of private
 * life, in summary proceedings if need be, is kept (C. civ. 9).
 */
export function imageUndertakings(ctx: Ctx): Block[] {
  const { grantor, grantee } = ctx.img;
  const notifier = ctx.imgCompany ? `${grantor.du} ou de la personne représentée` : grantor.du;
  const claims = ctx.imgCompany
    ? 'toute réclamation, notamment des personnes représentées,'
    : 'toute réclamation de tiers';
  return [
    article(
      'i-undertakings',
      `Engagements ${grantee.du}`,
      p(
        `${grantee.Le} garantit ${grantor.au} que l'utilisation des Images, par lui-même et par les tiers qu'il y ` +
          'autorise, demeure dans les limites des Supports, de la Destination, du Territoire et de la Durée définis à ' +
          "l'article ",
        ref('i-scope'),
        ", qu'elle exclut les contextes énumérés à l'article ",
        ref('i-excluded'),
        " et qu'elle ne comporte que les retouches permises par l'article ",
        ref('i-retouching'),
        `. Il garantit ${grantor.le} contre ${claims} née d'une utilisation qui méconnaît ces limites.`,
      ),
      p(
        "Une telle utilisation n'est pas autorisée par le présent contrat. Sur notification écrite " +
          `${notifier} la signalant, ${grantee.le} la fait cesser et retire les Images concernées des supports dont ` +
          `il a la maîtrise dans un délai de ${URGENT_TAKEDOWN} lorsqu'elle relève d'un contexte exclu ou d'une ` +
          `retouche interdite, et de ${TAKEDOWN_DAYS} dans les autres cas, à compter de sa réception ; il demande ` +
          'dans le même délai leur retrait aux tiers auxquels il les a communiquées et informe ' +
          `${grantor.le} des mesures prises. Cette mise en conformité ne prive ${grantor.le} ni de la réparation du ` +
          "préjudice subi, ni des mesures propres à faire cesser l'atteinte que le juge peut prescrire, le cas " +
          'échéant en référé (article 9 du Code civil).',
      ),
    ),
  ];
}
