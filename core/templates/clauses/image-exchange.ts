import type { Ctx } from '../context';
import type { Block } from '../model';
import { article, li, p, ref } from '../model';
import { imageContextOf } from '@core/rules/image-context';

/**
 * An exchange of services (TFP, LEGAL J14): the model poses and authorises the photographer's use
 * of the images (C. civ. 9); the photographer, the beneficiary, licenses the model to use the same
 * images to show her own work. Two uses, each delimited by its own supports, destination, territory
 * and duration (CPI L131-3 for the licence); no money on either side, so no « gratuité »: the
 * counterpart of each grant is the other one, which also keeps the licence clear of the donation
 * risk of a grant made for nothing (LEGAL A7).
 */
export const isExchange = (ctx: Ctx): boolean => imageContextOf(ctx.draft) === 'echange';

/** The price article of an exchange: what each side gives for the other, and no sum of money. */
export function exchangeCounterpart(ctx: Ctx): Block {
  const { grantor, grantee } = ctx.img;
  return article(
    'i-remuneration',
    'Contrepartie : échange de prestations',
    p(
      "Aucune somme d'argent n'est due par l'une ou l'autre des Parties au titre du présent contrat. Chacune y " +
        `apporte une prestation en échange de celle de l'autre : ${grantor.le} pose pour les Images et consent ` +
        `l'autorisation prévue au présent contrat ; ${grantee.le} réalise les prises de vues et consent ${grantor.au} ` +
        "la licence prévue à l'article ",
      ref('i-exchange-licence'),
      '.',
    ),
    p(
      `${grantor.Le} déclare consentir à cet échange librement et en connaissance de cause, et reconnaît avoir été ` +
        "informé qu'il pouvait subordonner son autorisation au versement d'une rémunération.",
    ),
  );
}

/**
 * The licence the photographer grants the model (CPI L122-7, L131-3): reproduction and
 * representation named apart, for the model's own portfolio and personal accounts, to show her
 * work; non-exclusive, never commercial, never passed on, with the photographer's name (L121-1)
 * and no alteration beyond a platform's format (integrity, L121-1).
 */
export function exchangeLicence(ctx: Ctx): Block[] {
  if (!isExchange(ctx)) return [];
  const { grantor, grantee } = ctx.img;
  return [
    article(
      'i-exchange-licence',
      `Licence consentie ${grantor.au}`,
      p(
        `${grantee.Le} déclare être l'auteur des Images ou tenir de leur auteur, par écrit, le droit d'en autoriser ` +
          `l'usage prévu au présent article. Il remet ${grantor.au} une copie numérique des Images qu'il a retenues.`,
      ),
      p(
        `${grantee.Le} autorise ${grantor.le}, à titre non exclusif, pour le Territoire et la Durée définis à ` +
          "l'article ",
        ref('i-scope'),
        ', à exercer sur ces Images les droits suivants, dans le seul but de présenter son propre travail de modèle :',
      ),
      li(
        'le droit de reproduction : les fixer et les copier dans son book ou portfolio, sur papier ou sous forme ' +
          'numérique, sur son site internet personnel et sur ses comptes personnels de réseaux sociaux ;',
      ),
      li(
        'le droit de représentation : les montrer aux personnes à qui il présente son book et les communiquer au ' +
          'public sur ce site et sur ces comptes.',
      ),
      p(
        `Sont exclus de la licence : toute vente ou location des Images, toute utilisation publicitaire ou ` +
          "commerciale, notamment pour présenter les produits ou les services d'un tiers, toute cession ou " +
          "sous-licence, et toute utilisation pour entraîner des systèmes d'intelligence artificielle. Tout autre " +
          "usage requiert l'accord écrit de l'auteur des Images.",
      ),
      p(
        `${grantor.Le} mentionne, à chaque publication et lorsque le support le permet, le nom de l'auteur des Images ` +
          `sous la forme que ${grantee.le} lui indique (article L121-1 du Code de la propriété intellectuelle). ${grantor.Le} ne ` +
          "leur apporte aucune modification autre que le recadrage ou le redimensionnement qu'impose le format d'une " +
          'publication.',
      ),
      p(
        "Cette licence est la contrepartie de la pose déjà accomplie : le retrait de l'autorisation prévu à l'article ",
        ref('i-withdrawal'),
        ' la laisse subsister.',
      ),
    ),
  ];
}
