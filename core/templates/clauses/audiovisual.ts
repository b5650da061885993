import {
  isAudiovisual,
  pricesPerSupportAsked,
  tickedSupports,
} from '@core/rules/remuneration-mode';
import type { Ctx } from '../context';
import type { Block, Para } from '../model';
import { article, li, p, ref, v, when } from '../model';
import { priceRuns } from './price';
import { grantedExtraRights } from './rights';
import { SUPPORT_LABELS } from './supports';

/**
 * An audiovisual work (LEGAL J10; `nature_oeuvre` = `audiovisuelle`): the producer's regime
 * (CPI L132-23, L132-24), the final version agreed with the director (L121-5), a remuneration for
 * each mode of exploitation (L132-25; for a commissioned advertising film, per mode, zone,
 * duration and support: L132-31), and the music and performers outside the grant unless the
 * author cleared them. Every fact printed is an answer: who produces (`producteur`), whether the
 * film is a commissioned advertisement (`oeuvre_publicitaire`), whether the music and the
 * performers are cleared (`musique_interpretes_autorises`).
 */

/** Who produces the film, as answered; a blank while unanswered (readiness asks it). */
function producer(ctx: Ctx): Para {
  const { grantor, grantee } = ctx.a;
  const grant = ctx.paid ? 'la cession' : "l'autorisation";
  switch (ctx.draft.producteur) {
    case 'cessionnaire':
      return p(
        `${grantee.Le}, qui prend l'initiative et la responsabilité de la réalisation de l'Œuvre, en est le ` +
          "producteur au sens de l'article L132-23 du CPI. Le présent contrat, conclu entre le producteur et " +
          `${grantor.le}, emporte, au profit ${grantee.du}, ${grant} des seuls droits d'exploitation définis à l'article `,
        ref('a-rights'),
        ", dans les limites et avec l'exclusivité qu'il stipule (article L132-24 du CPI).",
      );
    case 'cedant':
      return p(
        `${grantor.Le} a pris l'initiative et la responsabilité de la réalisation de l'Œuvre, dont il est le ` +
          "producteur au sens de l'article L132-23 du CPI. Il garantit tenir de chacun des auteurs de l'Œuvre" +
          // A company is no author (legal review A9): all the authors are others.
          `${ctx.company ? '' : ' autres que lui-même, le cas échéant'}, par des contrats écrits conformes aux articles L132-24 et L132-25 du CPI, les droits qu'il consent ` +
          `${grantee.au}, chacun de ces auteurs étant rémunéré pour chaque mode d'exploitation.`,
      );
    case '':
      return p("Le producteur de l'Œuvre, au sens de l'article L132-23 du CPI, est : ", v(''), '.');
  }
}

/** L121-5: the final version, its master, its changes, a transfer to another kind of support. */
function finalVersion(ctx: Ctx): Para[] {
  const adaptation = grantedExtraRights(ctx).includes('adaptation');
  return [
    p(
      "L'Œuvre est réputée achevée lorsque sa version définitive a été établie d'un commun accord entre, d'une part, " +
        "son réalisateur ou, le cas échéant, ses coauteurs et, d'autre part, son producteur ; la matrice de cette " +
        'version ne peut être détruite (article L121-5 du CPI). Toute modification de la version définitive par ' +
        "addition, suppression ou changement d'un élément quelconque requiert l'accord des mêmes personnes" +
        (adaptation
          ? ', y compris pour les versions que permet le droit d’adaptation défini à l’article '
          : '.'),
      ...(adaptation ? [ref('a-right-adaptation'), ' lorsqu’elles modifient cette version.'] : []),
    ),
    p(
      "Le transfert de l'Œuvre sur un autre type de support en vue d'un autre mode d'exploitation est précédé de la " +
        'consultation de son réalisateur. Les auteurs exercent leur droit moral sur l’Œuvre achevée.',
    ),
  ];
}

/** Music and performers: outside the grant unless the author cleared them (LEGAL J10; L212-3, L213-1). */
function musicAndPerformers(ctx: Ctx): Para {
  const { grantor, grantee } = ctx.a;
  if (ctx.draft.musique_interpretes_autorises)
    return p(
      `${grantor.Le} déclare avoir obtenu, pour les Supports, la Destination, le Territoire et la Durée définis à ` +
        "l'article ",
      ref('a-scope'),
      ", l'autorisation écrite des auteurs et éditeurs des œuvres musicales incorporées à l'Œuvre, des " +
        'artistes-interprètes dont elle fixe la prestation (article L212-3 du CPI) et des producteurs des ' +
        `enregistrements qu'elle reprend (article L213-1 du CPI), et en remet copie ${grantee.au}. Les droits ` +
        'confiés à une société de gestion collective (notamment pour la diffusion de la musique) restent réglés ' +
        "auprès d'elle par celui qui communique l'Œuvre au public.",
    );
  return p(
    "Le présent contrat ne porte ni sur les œuvres musicales incorporées à l'Œuvre, ni sur les prestations des " +
      "artistes-interprètes qu'elle fixe (articles L212-3 et suivants du CPI), ni sur les enregistrements sonores " +
      `qu'elle reprend (article L213-1 du CPI) : leur exploitation avec l'Œuvre requiert l'autorisation de leurs ` +
      `titulaires ou des sociétés de gestion collective qui les représentent, que ${grantee.le} obtient avant ` +
      'toute exploitation.',
  );
}

/** A commissioned advertising film (L132-31): a distinct price per mode, for the zone and duration. */
function advertising(ctx: Ctx): Para | null {
  if (!ctx.paid || !ctx.draft.oeuvre_publicitaire) return null;
  return p(
    "L'Œuvre est une œuvre de commande utilisée pour la publicité (article L132-31 du CPI) : la rémunération prévue " +
      "à l'article ",
    ref('a-remuneration'),
    " est distincte pour chaque mode d'exploitation et fixée pour chaque Support, le Territoire et la Durée définis " +
      "à l'article ",
    ref('a-scope'),
    '. Toute exploitation sur un autre support, dans une autre zone géographique ou au-delà de cette durée donne ' +
      'lieu à une rémunération nouvelle, convenue par écrit avant cette exploitation.',
  );
}

/** The audiovisual article, after the moral rights (nothing for another kind of work). */
export function audiovisualArticle(ctx: Ctx): Block[] {
  if (!isAudiovisual(ctx.draft)) return [];
  return [
    article(
      'a-audiovisual',
      'Œuvre audiovisuelle',
      producer(ctx),
      ...finalVersion(ctx),
      musicAndPerformers(ctx),
      ...when(advertising(ctx)),
    ),
  ];
}

/**
 * The flat fee split by mode of exploitation, one line per ticked support (L132-25; L132-31 for
 * an advertising film); the schema's rules make the amounts add up to the price.
 */
export function pricePerSupport(ctx: Ctx): Block[] {
  if (!pricesPerSupportAsked(ctx.draft)) return [];
  const zone = ctx.draft.oeuvre_publicitaire
    ? ", pour le Territoire et la Durée définis à l'article "
    : '';
  const supports = tickedSupports(ctx.draft);
  return [
    p(
      "Le prix prévu au présent article rémunère distinctement chaque mode d'exploitation de l'Œuvre (article L132-25 du CPI)" +
        zone,
      ...(zone ? [ref('a-scope'), ' (article L132-31 du CPI)'] : []),
      ' ; il se répartit comme suit :',
    ),
    ...supports.map((support, n) =>
      li(
        `${SUPPORT_LABELS[support](ctx.a.grantee)} : `,
        // Without priceRuns' leading « de »: « le site internet… : cinq cents euros (500 €) ».
        ...priceRuns(ctx.draft.remuneration_par_support[support] ?? '').slice(1),
        n === supports.length - 1 ? '.' : ' ;',
      ),
    ),
  ];
}
