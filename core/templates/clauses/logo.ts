import { AUTEUR } from '@core/answers/draft';
import type { Ctx } from '../context';
import type { Block, Para } from '../model';
import { article, li, p, ref } from '../model';
import { authorCredit } from './credit';
import { grantedExtraRights } from './rights';

/**
 * A logo or visual identity (LEGAL J11; `nature_oeuvre` = `logo`): a prior copyright voids a
 * trademark filed without the author's consent (CPI L711-3), so an exclusive assignment says the
 * assignee may file it as a mark, a design and a domain name, the author undertakes not to file
 * or oppose and to sign what the filings need; redesigns follow the adaptation right as answered;
 * the titles pass with the business (transfer.ts, LEGAL J6); the author's name is agreed in the
 * legal notice rather than on each reproduction of a sign.
 */
export const isLogo = (ctx: Ctx): boolean =>
  ctx.draft.type_contrat.includes(AUTEUR) && ctx.draft.nature_oeuvre === 'logo';

/** Filing, undertakings, redesigns and transfer: only an exclusive paid assignment gives them. */
function filings(ctx: Ctx): Para[] {
  const { grantor, grantee } = ctx.a;
  const limited =
    ctx.draft.duree_annees !== null
      ? ' Les titres ainsi obtenus ne peuvent être exploités au-delà de la Durée de la cession sans nouvel accord écrit ' +
        `${grantor.du}.`
      : '';
  const redesign = grantedExtraRights(ctx).includes('adaptation')
    ? [
        "Les évolutions de l'Œuvre sont celles que permet le droit d'adaptation défini à l'article ",
        ref('a-right-adaptation'),
        ' ; elles peuvent être déposées dans les mêmes conditions.',
      ]
    : [
        "Aucun droit d'adaptation n'étant cédé, toute évolution graphique de l'Œuvre, même en vue d'un nouveau " +
          `dépôt, requiert l'accord préalable et écrit ${grantor.du}.`,
      ];
  return [
    p(
      `L'Œuvre étant destinée à servir de signe distinctif ${grantee.au}, la cession comprend le droit de la déposer et ` +
        "de la faire enregistrer, seule ou avec d'autres éléments, à titre de marque et de dessin ou modèle, au nom " +
        `${grantee.du}, et d'en reprendre les éléments verbaux dans des noms de domaine, pour les produits et services en rapport avec la Destination, sur le ` +
        'Territoire, ainsi que de renouveler et de défendre les titres obtenus. Ce droit est compris dans la ' +
        "rémunération prévue à l'article ",
      ref('a-remuneration'),
      `.${limited}`,
    ),
    p(
      `${grantor.Le} s'interdit, pendant la Durée de la cession, de déposer ou de faire enregistrer l'Œuvre, ou un ` +
        "signe qui l’imite, à titre de marque ou de dessin ou modèle, d'en enregistrer les éléments verbaux comme nom " +
        'de domaine, et de former opposition à un ' +
        `dépôt ${grantee.du} ou d'en contester la validité en se prévalant de ses droits d'auteur sur l'Œuvre ` +
        `(article L711-3 du CPI). Il signe, à la demande et aux frais ${grantee.du}, les documents que ces dépôts, leur ` +
        'enregistrement, leur renouvellement ou leur défense requièrent (attestation de cession, déclaration de ' +
        'création).',
    ),
    p(...redesign),
    // A consumer has no business to pass them on with: transfer.ts keeps the rights with them.
    ...(ctx.consumer
      ? []
      : [
          p(
            "Les droits cédés et les titres de propriété industrielle qui reprennent l'Œuvre peuvent être transmis " +
              "ensemble, avec le fonds de commerce ou la branche d'activité qui l'exploite, dans les conditions de l'article ",
            ref('a-sublicence'),
            '.',
          ),
        ]),
  ];
}

/** A free or non-exclusive grant gives no filing right: the contract says so (LEGAL J11, D17). */
function noFiling(ctx: Ctx): Para {
  const { grantor } = ctx.a;
  const grant = ctx.paid
    ? 'La présente cession, non exclusive,'
    : 'La présente autorisation, gratuite et non exclusive,';
  return p(
    `${grant} ne permet pas de déposer l'Œuvre à titre de marque, de dessin ou modèle ou de nom de domaine : un tel ` +
      `dépôt suppose une cession exclusive et écrite de ce droit, que ${grantor.le} reste libre de consentir ou non ` +
      "(article L711-3 du CPI). L'utilisation de l'Œuvre comme nom de domaine n'est permise que si ce support est " +
      'mentionné aux Supports.',
  );
}

export function logoArticle(ctx: Ctx): Block[] {
  if (!isLogo(ctx)) return [];
  const exclusive = ctx.paid && ctx.draft.exclusivite;
  return [
    article(
      'a-logo',
      'Marque, dessin et modèle, nom de domaine',
      ...(exclusive ? filings(ctx) : [noFiling(ctx)]),
    ),
  ];
}

/**
 * The name of a logo's author: a sign is reproduced without a caption, so the parties agree that
 * the credit appears in the legal notice (of the website when it is a support), which the author
 * may still widen at any time (Cass. 1re civ. 13 Feb 2007). Null: the moral-rights clause's own item.
 */
export function logoNameItem(ctx: Ctx): Para | null {
  if (!isLogo(ctx)) return null;
  const credit = authorCredit(ctx);
  if (credit.kind === 'none') return null;
  const { grantor, grantee } = ctx.a;
  const where = ctx.draft.supports.includes('site_internet')
    ? `dans les mentions légales du site internet ${grantee.du}`
    : `dans les mentions légales ou la page de crédits des publications ${grantee.du} qui en comportent`;
  return li(
    "le droit au nom : l'Œuvre étant un signe distinctif reproduit sans légende, les Parties conviennent que la " +
      'mention « © ',
    { text: credit.text },
    ` »${credit.kind === 'pseudonym' ? ", pseudonyme choisi par l'auteur," : ''} ou toute autre mention indiquée ` +
      `par écrit par ${grantor.le} figure ${where}, plutôt que sur chaque reproduction de l'Œuvre ; l'auteur peut ` +
      "toujours exiger que son nom soit indiqué d'une autre manière compatible avec l'usage de l'Œuvre ;",
  );
}
