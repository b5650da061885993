import type { Run } from '@core/schemas/document';
import type { RoyaltyBase } from '@core/answers/remuneration-answers';
import { parseRate } from '@core/answers/remuneration-answers';
import { priceOf } from '@core/answers/price';
import { BLANK, NBSP, numberInWords } from '@core/document/typography';
import { isAudiovisual } from '@core/rules/remuneration-mode';
import type { Ctx } from '../context';
import type { Block, Part } from '../model';
import { article, p, ref, t, v, when } from '../model';
import { minorPayee } from './minors';
import { NOTICE_DAYS, REMOVAL_DAYS, paymentTitle } from './payment';
import { priceRuns, taxSentence, withholdingSentence } from './price';

/**
 * The legal rule of L131-4 al. 1 chosen by the user (LEGAL J2): a percentage of the receipts, on
 * a stated base, with an optional minimum guarantee, statements the author can check, and the
 * payment linked to the transfer as for a price (legal review A5b, A6, H1).
 */

/** « huit pour cent (8 %) », « sept virgule cinq pour cent (7,5 %) »; a blank while not answered. */
export function rateRuns(raw: string): Run[] {
  const rate = parseRate(raw);
  if (rate === null || rate <= 0)
    return [{ text: `${BLANK} pour cent (${BLANK}${NBSP}%)`, bold: true }];
  const [whole, decimals = ''] = rate.toFixed(2).replace(/0+$/, '').replace(/\.$/, '').split('.');
  const words =
    numberInWords(Number(whole)) +
    (decimals
      ? ` virgule ${decimals.startsWith('0') ? 'zéro ' : ''}${numberInWords(Number(decimals))}`
      : '');
  const figures = decimals ? `${whole},${decimals}` : whole;
  return [{ text: `${words} pour cent (${figures}${NBSP}%)`, bold: true }];
}

/** What the percentage is taken on (`assiette`); a blank while not answered. */
function baseText(ctx: Ctx): string | null {
  const { grantee } = ctx.a;
  const bases: Record<RoyaltyBase, string> = {
    prix_public_ht:
      "du prix de vente au public hors taxes de chaque exemplaire de l'Œuvre, ou de chaque produit la reproduisant, " +
      `vendu ou loué par ${grantee.le} ou pour son compte`,
    recettes_ht:
      `des recettes hors taxes encaissées par ${grantee.le}, ou pour son compte, au titre de l'exploitation de ` +
      "l'Œuvre, y compris les sommes reçues des tiers qu'il autorise à l'exploiter",
  };
  const base = ctx.draft.assiette;
  return base === '' ? null : bases[base];
}

const hasMinimum = (ctx: Ctx): boolean => (priceOf(ctx.draft.minimum_garanti) ?? 0) > 0;

/**
 * When the proportional assignment takes effect: on payment of the minimum guarantee when there
 * is one, else at once (or on the delivery of a commissioned work): there is no price to wait for.
 */
export function proportionalEffectRuns(ctx: Ctx): Part[] | null {
  if (!hasMinimum(ctx)) return null;
  return ["au plus tôt au paiement du minimum garanti prévu à l'article ", ref('a-remuneration')];
}

function rateParagraph(ctx: Ctx): Block {
  const { grantor, grantee } = ctx.a;
  const base = baseText(ctx);
  const perMode = isAudiovisual(ctx.draft)
    ? " Ce pourcentage s'applique aux recettes de chaque mode d'exploitation de l'Œuvre, comptées séparément, " +
      "la rémunération étant due pour chacun d'eux (article L132-25 du CPI)."
    : '';
  const grant = ctx.licence ? 'licence' : 'cession';
  return p(
    `En contrepartie de la ${grant}, ${grantee.le} verse ${grantor.au} une rémunération proportionnelle égale à `,
    ...rateRuns(ctx.draft.taux_proportionnel),
    ' ',
    base === null ? v('') : t(base),
    `, pour toute la Durée de la ${grant} (article L131-4, alinéa 1er, du CPI).${perMode}`,
  );
}

function minimumParagraph(ctx: Ctx): Block | null {
  if (!hasMinimum(ctx)) return null;
  const { grantor, grantee } = ctx.a;
  return p(
    `${grantee.Le} verse ${grantor.au}, à la signature du présent contrat, un minimum garanti `,
    ...priceRuns(ctx.draft.minimum_garanti),
    `. Ce minimum reste acquis ${grantor.au} quel que soit le montant des recettes ; il constitue une avance sur ` +
      "les sommes dues au titre du pourcentage ci-dessus, qui ne sont versées qu'une fois ce montant dépassé.",
  );
}

/** The tax regime as answered (price.ts), said of each sum due rather than of one price. */
const taxOfSums = (ctx: Ctx): string =>
  taxSentence(ctx, 'a')
    .replace(/^Ce montant/, 'Chaque somme due au titre du présent article')
    .replace(' : il inclut', ' : elle inclut')
    .replace('est dû sans', 'est due sans');

/**
 * The statements (L131-5-1, legal review A6) carry what a share needs checking: per mode, the
 * copies or receipts, the base, the rate and the sum due; the sums are paid on each statement,
 * and the author may have the accounts checked once a year.
 */
function statements(ctx: Ctx): Block {
  const { grantor, grantee } = ctx.a;
  const payee = minorPayee(ctx, 'auteur');
  const account: Part[] = payee
    ? ['par virement ', ...payee]
    : [`par virement sur le compte désigné par écrit par ${grantor.le}`];
  return article(
    'a-reporting',
    'Relevés de comptes et paiement',
    p(
      `${grantee.Le} tient un compte des exploitations de l'Œuvre. Il adresse ${grantor.au}, au moins une fois par ` +
        "an et au plus tard le 31 mars de chaque année au titre de l'année civile écoulée, par courrier électronique ou " +
        "par lettre, un relevé indiquant, pour chaque mode d'exploitation de l'Œuvre, le nombre d'exemplaires vendus ou " +
        "loués et leur prix, ou les recettes encaissées, l'assiette retenue, le pourcentage appliqué et la somme due " +
        "(article L131-5-1 du CPI), même lorsqu'aucune somme n'est due.",
    ),
    p(
      'Les sommes dues sont payées dans les trente jours qui suivent l’envoi de chaque relevé' +
        (hasMinimum(ctx)
          ? ', déduction faite du minimum garanti tant que celui-ci n’est pas couvert, '
          : ', '),
      ...account,
      '.',
    ),
    p(
      `${grantor.Le} peut, une fois par an et à ses frais, faire vérifier par un expert-comptable de son choix les ` +
        `comptes ${grantee.du} relatifs à l'Œuvre, sur préavis écrit de quinze jours ; lorsque la vérification révèle ` +
        `une insuffisance de plus de cinq pour cent des sommes dues, ${grantee.le} en rembourse le coût, en plus du ` +
        'complément dû.',
    ),
  );
}

/**
 * Non-payment of the minimum guarantee or of a statement's sum: formal notice citing the clause,
 * then resolution (C. civ. 1224, 1225, 1229), and the take-down timetable (legal review H1).
 */
function paymentAndTransfer(ctx: Ctx): Block {
  const { grantor, grantee } = ctx.a;
  const resolved = ctx.combined
    ? 'la première partie du présent contrat est résolue'
    : 'le présent contrat est résolu';
  return article(
    'a-payment',
    paymentTitle(ctx, 'a'),
    ...when(
      hasMinimum(ctx) &&
        (ctx.licence
          ? p(
              "La licence ne prend effet qu'au paiement du minimum garanti prévu à l'article ",
              ref('a-remuneration'),
              ` : jusqu'à ce paiement, ${grantee.le} ne peut exploiter l'Œuvre.`,
            )
          : p(
              "La cession ne prend effet qu'au paiement du minimum garanti prévu à l'article ",
              ref('a-remuneration'),
              ` : jusqu'à ce paiement, ${grantor.le} demeure titulaire des droits définis à l'article `,
              ref('a-rights'),
              ` et ${grantee.le} ne peut exploiter l'Œuvre.`,
            )),
    ),
    p(
      `À défaut de paiement à son échéance d'une somme due au titre de l'article `,
      ref('a-remuneration'),
      ' ou de remise du relevé prévu à l’article ',
      ref('a-reporting'),
      `, ${grantor.le} peut mettre ${grantee.le} en demeure d'y procéder, par lettre recommandée avec demande d'avis ` +
        `de réception mentionnant expressément la présente clause. Si la mise en demeure reste sans effet pendant ` +
        `${NOTICE_DAYS} à compter de sa réception, ${resolved} de plein droit à l'expiration de ce délai, sans qu'il ` +
        "soit besoin d'une décision de justice (articles 1224, 1225 et 1229 du Code civil).",
    ),
    p(
      `${grantee.Le} cesse alors toute exploitation de l'Œuvre et la retire des supports dont il a la maîtrise dans un ` +
        `délai de ${REMOVAL_DAYS} ; il demande dans le même délai son retrait aux tiers auxquels il l'a communiquée. ` +
        'Les sommes déjà échues restent dues, sans préjudice des dommages et intérêts dus ' +
        `${grantor.au} (article 1217 du Code civil).`,
    ),
  );
}

/**
 * The copyright part's remuneration when it is a share of receipts: rate and base, minimum
 * guarantee, tax and withholding as answered, the social sentence of remuneration.ts; then the
 * payment article and the statements that replace the flat fee's yearly notice.
 */
export function proportionalRemuneration(ctx: Ctx, social: Block | null): Block[] {
  const withholding = withholdingSentence(ctx, 'a');
  return [
    article(
      'a-remuneration',
      'Rémunération proportionnelle',
      rateParagraph(ctx),
      ...when(minimumParagraph(ctx)),
      p(taxOfSums(ctx)),
      ...when(social, withholding !== null && p(withholding)),
    ),
    paymentAndTransfer(ctx),
    statements(ctx),
  ];
}
