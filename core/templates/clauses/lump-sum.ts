import type { Ctx } from '../context';
import type { Para, Part } from '../model';
import { p, ref, v } from '../model';
import type { FlatFeeGround } from '@core/answers/remuneration-answers';
import { isProportional, sellsCopies as draftSellsCopies } from '@core/rules/remuneration-mode';
import { grantedExtraRights } from './rights';

/**
 * Copies may be sold or rented: the distribution (« par vente ») or rental right is granted, or
 * the work goes on the packaging of products that are sold (core/rules/remuneration-mode.ts).
 */
export const sellsCopies = (ctx: Ctx): boolean => draftSellsCopies(ctx.draft);

const CPI = 'du Code de la propriété intellectuelle (ci-après « CPI »)';

/** The numbers of L131-4 al. 2 each ground the user stated rests on (LEGAL J2). */
const GROUND_CASES: Record<FlatFeeGround, string[]> = {
  sans_recettes: ['1°', '2°'],
  element_accessoire: ['1°', '4°'],
  controle_disproportionne: ['3°'],
};

/**
 * Nothing containing the work is sold or rented (the user's answer `sans_recettes`): no receipt
 * of its own, so the basis of a share cannot be determined nor checked (L131-4 al. 2, 1° and 2°).
 * Lending is made without any economic advantage (definition in rights.ts): the recital says so
 * when it is granted. The answer is refused when the contract lets copies be sold (rules).
 */
function noReceipts(ctx: Ctx): string {
  const lending = grantedExtraRights(ctx).includes('pret')
    ? ", le prêt d'exemplaires prévu au présent contrat ne procurant aucun avantage économique"
    : '';
  return (
    `Ni l'œuvre ni aucun produit qui la reproduit ne sont destinés à être vendus ou loués au public${lending} : ` +
    "l'exploitation de l'œuvre ne produit pas de recettes propres sur lesquelles asseoir une participation proportionnelle, " +
    "dont la base de calcul ne peut ainsi être pratiquement déterminée, et les moyens d'en contrôler " +
    "l'application feraient défaut."
  );
}

/**
 * The work is not the main element of what is sold (the user's answer `element_accessoire`): its
 * use is accessory to the documents or products sold, whose receipts cannot isolate its share
 * (L131-4 al. 2, 4° and 1°). Printed only on that answer: for a logo or a film sold for itself
 * it would be false (LEGAL J2).
 */
function accessory(ctx: Ctx): string {
  const { grantee } = ctx.a;
  return (
    `Cette œuvre est destinée à être intégrée aux documents, produits et contenus ${grantee.du}, dont elle ne ` +
    "constitue pas l'élément essentiel : lorsque des exemplaires en sont vendus ou loués, ils le sont avec ces " +
    "documents, produits ou contenus, par rapport auxquels son utilisation ne présente qu'un caractère accessoire, " +
    "et les recettes qui en proviennent ne permettent pas d'isoler la part imputable à l'œuvre."
  );
}

/** Counting would cost more than it brings (the user's answer; L131-4 al. 2, 3°). */
const disproportionateControl = (): string =>
  "Les frais des opérations de calcul et de contrôle d'une participation proportionnelle seraient hors de " +
  'proportion avec les résultats à atteindre.';

const GROUND_TEXT: Record<FlatFeeGround, (ctx: Ctx) => string> = {
  sans_recettes: noReceipts,
  element_accessoire: accessory,
  controle_disproportionne: disproportionateControl,
};

/** « 1° et 2° », « 1°, 3° et 4° ». */
function casesText(grounds: readonly FlatFeeGround[]): string {
  const cases = [...new Set(grounds.flatMap((g) => GROUND_CASES[g]))].sort();
  return cases.length > 1 ? `${cases.slice(0, -1).join(', ')} et ${cases.at(-1)}` : cases[0]!;
}

/** Selling copies of the work for itself stays outside a flat fee resting on its accessory use. */
const accessoryWithSales = (ctx: Ctx): boolean =>
  ctx.draft.forfait_motifs.includes('element_accessoire') && sellsCopies(ctx);

/**
 * The flat fee of a natural-person author, justified by the grounds the user stated as facts
 * (`forfait_motifs`, LEGAL J2; legal review A5): one sentence per ground, in the wizard's order,
 * then the cases of L131-4 al. 2 they make. Unanswered (a preview), the ground is a blank.
 */
function groundsRecital(ctx: Ctx): Para {
  const { grantor } = ctx.a;
  const grounds = ctx.draft.forfait_motifs;
  if (grounds.length === 0)
    return p(
      `La rémunération ${grantor.du} est fixée forfaitairement, dans le cas suivant de l'article L131-4, alinéa 2, ` +
        `${CPI} : `,
      v(''),
      '.',
    );
  const facts = grounds.map((g) => GROUND_TEXT[g](ctx)).join(' ');
  const closing: Part[] = accessoryWithSales(ctx)
    ? [
        " ; la vente ou la location d'exemplaires dont l'œuvre est l'objet principal n'entre pas dans ce " +
          "forfait et relève de l'article ",
        ref('a-remuneration'),
        '.',
      ]
    : ['.'];
  return p(
    `${facts} La rémunération ${grantor.du} est en conséquence fixée forfaitairement, conformément à l'article ` +
      `L131-4, alinéa 2, ${casesText(grounds)}, ${CPI}`,
    ...closing,
  );
}

/** The legal rule chosen (LEGAL J2; L131-4 al. 1): the recital names it and defines « CPI ». */
function proportionalRecital(ctx: Ctx): Para {
  return p(
    `La rémunération ${ctx.a.grantor.du} consiste en une participation proportionnelle aux recettes provenant de ` +
      `l'exploitation de l'œuvre, conformément à l'article L131-4, alinéa 1er, ${CPI}.`,
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
    isProportional(ctx.draft)
      ? '. La rémunération prévue au présent contrat, une participation proportionnelle aux recettes, est en conséquence fixée par les Parties.'
      : '. La rémunération prévue au présent contrat est en conséquence fixée forfaitairement par les Parties.',
  );
}

/** The remuneration recital of a paid copyright part (LEGAL J2; legal review A5, A9, I; CPI L131-4). */
export function lumpSumRecital(ctx: Ctx): Para {
  if (ctx.company) return companyRecital(ctx);
  if (isProportional(ctx.draft)) return proportionalRecital(ctx);
  if (ctx.consumer) return privateUseRecital(ctx);
  return groundsRecital(ctx);
}

/**
 * The operative side of the accessory ground (legal review A5; L131-4 al. 1): selling or renting
 * copies of the work for itself needs a proportional share, agreed in writing before it starts.
 * Only for a natural-person author whose flat fee rests on the accessory use.
 */
export function saleOfWorkItself(ctx: Ctx): Para | null {
  if (ctx.company || !accessoryWithSales(ctx)) return null;
  const { grantor } = ctx.a;
  return p(
    "Ce forfait ne rémunère pas la vente ou la location d'exemplaires dont l'Œuvre est l'objet principal " +
      "(tirages, reproductions ou produits reproduisant l'Œuvre seule) : une telle exploitation ne peut commencer " +
      `qu'après la signature d'un avenant assurant ${grantor.au} une participation proportionnelle aux recettes ` +
      "qu'elle produit (article L131-4, alinéa 1er, du CPI).",
  );
}
