import type { Ctx } from '../context';
import type { Para } from '../model';
import { p, ref } from '../model';
import { grantedExtraRights } from './rights';

/**
 * Copies may be sold or rented: the distribution (« par vente ») or rental right is granted, or
 * the work goes on the packaging of products that are sold (« Emballages et étiquettes » ticked:
 * « non à la vente au public » was false there too, session-14 jurist's read).
 */
export const sellsCopies = (ctx: Ctx): boolean =>
  grantedExtraRights(ctx).some((r) => r === 'distribution' || r === 'location') ||
  ctx.draft.supports.includes('emballages');

const CPI = 'du Code de la propriété intellectuelle (ci-après « CPI »)';

/**
 * Communication only (no sale, no rental): the work earns no receipts of its own, so the basis
 * of a proportional share cannot be determined and could not be checked (L131-4 al. 2, 1° and
 * 2°). Lending is made without any economic advantage (definition in rights.ts), so it does not
 * contradict « non à la vente »; the recital says so when it is granted (legal review A5).
 */
function communicationRecital(ctx: Ctx): Para {
  const { grantor, grantee } = ctx.a;
  const lending = grantedExtraRights(ctx).includes('pret')
    ? ", le prêt d'exemplaires prévu au présent contrat ne procurant aucun avantage économique"
    : '';
  return p(
    `Cette œuvre est destinée à la communication ${grantee.du} et non à la vente au public${lending} : son ` +
      'exploitation ne produit pas de recettes propres sur lesquelles asseoir une participation proportionnelle, ' +
      "dont la base de calcul ne peut ainsi être pratiquement déterminée, et les moyens d'en contrôler " +
      `l'application feraient défaut. La rémunération ${grantor.du} est en conséquence fixée forfaitairement, ` +
      `conformément à l'article L131-4, alinéa 2, 1° et 2°, ${CPI}.`,
  );
}

/**
 * Sale or rental of copies is granted (legal review A5): « non à la vente » would be false, and so
 * would « no means of control », since copies sold can be counted. The ground that still holds
 * is the accessory use of L131-4 al. 2, 4° (the work is a non-essential part of the documents
 * or products sold, whose receipts cannot isolate its share, 1°). Copies whose main object is
 * the work itself fall outside that ground: the recital says so and the price clause
 * (saleOfWorkItself) leaves them to an amendment with a proportional share (L131-4 al. 1).
 */
function accessoryRecital(ctx: Ctx): Para {
  const { grantor, grantee } = ctx.a;
  return p(
    `Cette œuvre est destinée à être intégrée aux documents, produits et contenus ${grantee.du}, dont elle ne ` +
      "constitue pas l'élément essentiel : lorsque des exemplaires en sont vendus ou loués, ils le sont avec ces " +
      "documents, produits ou contenus, par rapport auxquels son utilisation ne présente qu'un caractère accessoire, " +
      "et les recettes qui en proviennent ne permettent pas d'isoler la part imputable à l'œuvre. La rémunération " +
      `${grantor.du} est en conséquence fixée forfaitairement, conformément à l'article L131-4, alinéa 2, 1° et ` +
      `4°, ${CPI} ; la vente ou la location d'exemplaires dont l'œuvre est l'objet principal n'entre pas dans ce ` +
      "forfait et relève de l'article ",
    ref('a-remuneration'),
    '.',
  );
}

/**
 * A consumer's private use (LEGAL J9) earns no receipts at all: no basis for a share, nothing to
 * check (L131-4 al. 2, 1° and 2°).
 */
function privateUseRecital(ctx: Ctx): Para {
  const { grantor, grantee } = ctx.a;
  return p(
    `Cette œuvre est destinée à l'usage personnel et familial ${grantee.du}, hors de toute exploitation ` +
      'commerciale : son utilisation ne produit aucune recette sur laquelle asseoir une participation ' +
      "proportionnelle, dont la base de calcul ne peut ainsi être déterminée, et les moyens d'en contrôler " +
      `l'application feraient défaut. La rémunération ${grantor.du} est en conséquence fixée forfaitairement, ` +
      `conformément à l'article L131-4, alinéa 2, 1° et 2°, ${CPI}.`,
  );
}

/**
 * A company assigns (legal review A9, I): L131-4 governs « la cession par l'auteur », so it
 * protects the natural-person authors in their own contracts with the company, not this deed. The
 * recital says so instead of addressing the protection to the company, and points to the
 * chain-of-title warranty by which the company answers for the authors' rights.
 */
function companyRecital(ctx: Ctx): Para {
  const { grantor } = ctx.a;
  return p(
    `${grantor.Le} n'étant pas l'auteur de l'œuvre, les règles de rémunération des articles L131-4 et L131-5 ${CPI}, ` +
      "qui protègent l'auteur dans les cessions qu'il consent, régissent les rapports entre " +
      `${grantor.le} et les auteurs de l'œuvre, personnes physiques, et non le présent contrat ; ${grantor.le} ` +
      "garantit leur respect à l'article ",
    ref('a-warranties'),
    '. La rémunération prévue au présent contrat est en conséquence fixée forfaitairement par les Parties.',
  );
}

/** The lump-sum recital of a paid copyright part (legal review A5, A9, I; CPI L131-4). */
export function lumpSumRecital(ctx: Ctx): Para {
  if (ctx.company) return companyRecital(ctx);
  if (ctx.consumer) return privateUseRecital(ctx);
  return sellsCopies(ctx) ? accessoryRecital(ctx) : communicationRecital(ctx);
}

/**
 * The operative side of the accessory ground (legal review A5; L131-4 al. 1): selling or renting
 * copies of the work for itself needs a proportional share, agreed in writing before it starts.
 * Only for a natural-person author: a company's own deed is outside L131-4.
 */
export function saleOfWorkItself(ctx: Ctx): Para | null {
  if (ctx.company || !sellsCopies(ctx)) return null;
  const { grantor } = ctx.a;
  return p(
    "Ce forfait ne rémunère pas la vente ou la location d'exemplaires dont l'Œuvre est l'objet principal " +
      "(tirages, reproductions ou produits reproduisant l'Œuvre seule) : une telle exploitation ne peut commencer " +
      `qu'après la signature d'un avenant assurant ${grantor.au} une participation proportionnelle aux recettes ` +
      "qu'elle produit (article L131-4, alinéa 1er, du CPI).",
  );
}
