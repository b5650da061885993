import { minorPayee } from './minors';
import type { Run } from '@core/schemas/document';
import type { PaymentTerms, TaxRegime } from '@core/answers/price';
import { BLANK, NBSP, amountInWords, formatAmountFr, parseAmount } from '@core/document/typography';
import type { Ctx, Term } from '../context';
import { deBefore } from '../context';
import type { Part } from '../model';
import { t } from '../model';
import { intraEuReverseCharge } from './reverse-charge';

/**
 * A price in words and figures, « mille cinq cents euros (1 500 €) » (C. civ. 1376 by analogy).
 * The schema only lets an empty text or a positive amount through (legal review A5b, D13; C. civ.
 * 1163, 1169), so the old « fixée comme suit : « … » » branch that printed free text is gone.
 * An empty price stays a blank, since a draft is previewed before it is complete; anything
 * else that is not a positive amount (a value that bypassed the schema) is a blank too, never
 * printed verbatim beside template terms that might contradict it.
 */
export function priceRuns(raw: string): Run[] {
  const amount = parseAmount(raw);
  if (amount !== null && amount > 0) {
    const words = amountInWords(amount);
    return [t(deBefore(words)), { text: `${words} (${formatAmountFr(amount)})`, bold: true }];
  }
  return [t('de '), { text: `${BLANK} euros (${BLANK}${NBSP}€)`, bold: true }];
}

/** Which part a price belongs to: the copyright part (« a ») or the image part (« i »). */
export type PricePart = 'a' | 'i';

const termsOf = (ctx: Ctx, part: PricePart): { grantor: Term; grantee: Term } =>
  part === 'a' ? ctx.a : ctx.img;

/**
 * The tax regime as answered (`tva_regime`, legal review A5b, H11, I): never the old « la taxe sur
 * la valeur ajoutée s'y ajoute lorsque le Cédant y est assujetti », which read as if French VAT
 * always applied. « HT » is the user's statement that the grantor is liable. « autoliquidation »
 * is the reverse charge for a grantor established outside France (CGI 259, 283-2): it only
 * applies when the supply is taxable in France and the grantee is a taxable person, hence the
 * condition. Lower-case start: the image part prefixes it with the wage proviso (B4).
 */
function taxClause(
  regime: Exclude<TaxRegime, 'autoliquidation_ue'>,
  grantor: Term,
  grantee: Term,
): string {
  switch (regime) {
    case 'HT':
      return (
        "ce montant s'entend hors taxes, la taxe sur la valeur ajoutée (TVA) au taux en vigueur s'y ajoutant, " +
        `${grantor.le} y étant assujetti.`
      );
    case 'TTC':
      return (
        "ce montant s'entend toutes taxes comprises : il inclut la taxe sur la valeur ajoutée dont " +
        `${grantor.le} est, le cas échéant, redevable.`
      );
    case 'franchise':
      return (
        'ce montant est dû sans taxe sur la valeur ajoutée (« TVA non applicable, article 293 B du Code général des impôts »), ' +
        `${grantor.le} bénéficiant de la franchise en base.`
      );
    case 'autoliquidation':
      return (
        `ce montant s'entend hors taxe sur la valeur ajoutée, ${grantor.le} étant établi hors de France : ` +
        `lorsque l'opération est imposable en France et que ${grantee.le} y est assujetti, c'est ce dernier ` +
        "qui est redevable de la taxe, selon le mécanisme de l'autoliquidation (article 283, 2, du Code général des impôts)."
      );
  }
}

const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The image part of a three-party contract is paid to a model who is not the author: the wizard's
 * one VAT answer and payment terms describe the author (a model living
 * in Nantes printed « établi hors de France » and the 182 B withholding, a private model « assujetti
 * », paid « à la livraison de l'Œuvre », which someone else controls). For that model: the neutral
 * regime (TTC, « le cas échéant »), no withholding, and no term tied to the work's delivery.
 */
const separateModel = (ctx: Ctx, part: PricePart): boolean =>
  part === 'i' && ctx.combined && ctx.model !== null;

function regimeOf(ctx: Ctx, part: PricePart): TaxRegime {
  return separateModel(ctx, part) ? 'TTC' : ctx.draft.tva_regime;
}

function termsFor(ctx: Ctx, part: PricePart): PaymentTerms {
  const terms = ctx.draft.modalites_paiement;
  return separateModel(ctx, part) && (terms === 'livraison' || terms === 'deux_versements')
    ? 'trente_jours'
    : terms;
}

/** The tax sentence of a part; the image part says it only holds when the price is not a wage (B4). */
export function taxSentence(ctx: Ctx, part: PricePart, notWage = false): string {
  const { grantor, grantee } = termsOf(ctx, part);
  const regime = regimeOf(ctx, part);
  const clause =
    regime === 'autoliquidation_ue'
      ? intraEuReverseCharge(ctx, grantor, grantee)
      : taxClause(regime, grantor, grantee);
  return notWage
    ? `Lorsque la rémunération n'est pas versée à titre de salaire, ${clause}`
    : capitalise(clause);
}

/**
 * Withholding at source on payments to a grantor without a permanent establishment in France
 * (CGI 182 B: copyright royalties, services used in France), at the statutory or treaty rate
 * (legal review H11, I). Only with the « autoliquidation » answer, the one that says the grantor is
 * established abroad; worded conditionally since the debtor must itself carry on a business.
 */
export function withholdingSentence(ctx: Ctx, part: PricePart): string | null {
  if (regimeOf(ctx, part) !== 'autoliquidation') return null;
  const { grantor, grantee } = termsOf(ctx, part);
  return (
    `Lorsque les conditions de l'article 182 B du Code général des impôts sont réunies, ${grantee.le} opère sur les sommes versées ` +
    `${grantor.au} la retenue à la source prévue par cet article, au taux légal ou, si ${grantor.le} justifie de ` +
    'sa résidence fiscale, au taux réduit prévu par la convention fiscale applicable, et la reverse au Trésor ; ' +
    `la somme versée ${grantor.au} est diminuée d'autant.`
  );
}

/**
 * When the price is due, from `modalites_paiement` (legal review A5b, D13): never « trente jours »
 * pre-printed when another term was chosen. An image-only contract has no work to deliver, so
 * « livraison » means handing over the Images (or signature if the beneficiary holds them).
 */
export function dueWhen(terms: PaymentTerms, imageOnly: boolean): string {
  const signature = 'à la signature du présent contrat';
  const delivery = imageOnly
    ? 'à la remise des Images au Bénéficiaire'
    : "à la livraison de l'Œuvre";
  switch (terms) {
    case 'signature':
      return signature;
    case 'livraison':
      return imageOnly ? `${delivery} ou, s'il les détient déjà, ${signature}` : delivery;
    case 'trente_jours':
      return 'dans un délai de trente jours à compter de la signature du présent contrat';
    case 'deux_versements':
      // Images the beneficiary already holds are never « remises »: the second half would never fall due.
      return imageOnly
        ? `pour moitié ${signature} et pour moitié ${delivery} ou, s'il les détient déjà, trente jours après la signature`
        : `pour moitié ${signature} et pour moitié ${delivery}`;
  }
}

/**
 * The payment sentence: due date as answered, and the account. A minor's pay goes to the legal
 * administrators (or is split with the Caisse des dépôts for a model under 16), never to an
 * account « désigné par le Modèle »: minors.ts owns that wording (`minorPayee`, legal review B3 v2;
 * C. civ. 382; C. trav. L7124-9), so the price clause and the minors article never disagree.
 */
export function paymentSentence(ctx: Ctx, part: PricePart): Part[] {
  const { grantor } = termsOf(ctx, part);
  const when = dueWhen(termsFor(ctx, part), part === 'i' && !ctx.hasAuteur);
  const payee = minorPayee(ctx, part === 'a' ? 'auteur' : 'image');
  const sentence: Part[] = payee
    ? [`La rémunération est payable ${when}, par virement `, ...payee, '.']
    : [
        `La rémunération est payable ${when}, par virement sur le compte désigné par écrit par ${grantor.le}.`,
      ];
  return part === 'a' && ctx.consumer && ctx.paid
    ? [...sentence, ` ${OFF_PREMISES_PAYMENT}`]
    : sentence;
}

/**
 * A consumer's contract signed away from the author's premises (at home, at an event): no payment
 * may be taken within seven days of its conclusion, whatever the due date (C. conso L221-10).
 */
const OFF_PREMISES_PAYMENT =
  "Lorsque le présent contrat est conclu hors établissement, aucun paiement n'est exigible avant " +
  "l'expiration d'un délai de sept jours à compter de sa conclusion (article L221-10 du Code de la consommation).";
