import type { Ctx } from '../context';
import type { Block, Para } from '../model';
import { article, p, ref, v } from '../model';
import { priceRuns } from './price';

/**
 * A paid image exclusivity (LEGAL J22, a brand ambassador): the model, paid for it on a price line
 * of its own, promises not to let anyone else use their image in one named sector of activity, for
 * the authorisation's duration and territory only. Everywhere else the person stays free to
 * dispose of their image (C. civ. 9); the promise ends with the authorisation, withdrawal included.
 */
export function imageExclusivity(ctx: Ctx): Block[] {
  if (!ctx.imageExclusive) return [];
  const { grantor, grantee } = ctx.img;
  return [
    article(
      'i-exclusivity',
      "Exclusivité de l'image",
      p(
        `L'autorisation est consentie à titre exclusif dans le seul secteur d'activité suivant : `,
        v(ctx.draft.exclusivite_secteur),
        `. En contrepartie de la rémunération distincte prévue à l'article `,
        ref('i-remuneration'),
        `, ${grantor.le} s'interdit, pendant la Durée et sur le Territoire définis à l'article `,
        ref('i-scope'),
        `, de consentir à quiconque d'autre que ${grantee.le} l'utilisation de son image pour la promotion ou ` +
          "l'identification de produits, de services ou d'entreprises de ce secteur.",
      ),
      p(
        `Cette exclusivité ne s'étend à aucun autre secteur : ${grantor.le} reste libre de disposer de son image ` +
          "en dehors de celui-ci, notamment de consentir à d'autres prises de vues et à d'autres utilisations de " +
          "celle-ci (article 9 du Code civil). Elle prend fin avec l'autorisation, quelle qu'en soit la cause, " +
          "y compris par son retrait dans les conditions de l'article ",
        ref('i-withdrawal'),
        '.',
      ),
    ),
  ];
}

/** The exclusivity's own price line, after the authorisation's price (LEGAL J22). */
export function imageExclusivityPrice(ctx: Ctx): Para[] {
  if (!ctx.imageExclusive) return [];
  const { grantor, grantee } = ctx.img;
  return [
    p(
      `En contrepartie de l'exclusivité prévue à l'article `,
      ref('i-exclusivity'),
      `, ${grantee.le} verse en outre ${grantor.au} une rémunération forfaitaire `,
      ...priceRuns(ctx.draft.remuneration_exclusivite),
      ", distincte de celle de l'autorisation ; elle suit le même régime, notamment social et fiscal, et les " +
        'mêmes modalités de paiement que celle-ci.',
    ),
  ];
}
