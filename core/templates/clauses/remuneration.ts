import type { Ctx } from '../context';
import type { Block, Para, Part } from '../model';
import { article, p, ref, when } from '../model';
import { payrollParagraphs } from './image-payroll';
import { imageExclusivityPrice } from './image-exclusivity';
import { consumerUse } from './consumer';
import { childImageWithoutModelling, under16Model } from './minor-model';
import { minorFor } from './minor-party';
import { saleOfWorkItself } from './lump-sum';
import { paymentAndTransfer } from './payment';
import { exchangeCounterpart, isExchange } from './image-exchange';
import { paymentSentence, priceRuns, taxSentence, withholdingSentence } from './price';
import { isProportional } from '@core/rules/remuneration-mode';
import { proportionalRemuneration } from './proportional-remuneration';
import { pricePerSupport } from './audiovisual';
import { freeMotive, privateUseOnly } from './supports';

/**
 * Free copyright grant (legal review A7 v2): gratuité, motive, the information given, and a
 * counterpart that is not the credit line. The name credit is owed by law (L121-1), so calling
 * it the counterpart (« En contrepartie, … en mentionnant son nom ») misdescribed the deal; a
 * link towards the author's page is a real, optional counterpart.
 */
function gratuite(ctx: Ctx): Block {
  const { grantor, grantee } = ctx.a;
  return article(
    'a-remuneration',
    'Gratuité',
    p(
      `La présente autorisation est consentie à titre gratuit. ${grantor.Le} déclare la consentir librement et en ` +
        `connaissance de cause, ${freeMotive(ctx, grantee)}, et reconnaît ` +
        "avoir été informé qu'il pouvait subordonner l'exploitation de l'Œuvre au versement d'une rémunération.",
    ),
    // A private use shows the work to no public: no link to give visibility to.
    ...when(
      !privateUseOnly(ctx) &&
        p(
          `Pour assurer la visibilité de ce travail, ${grantee.le} accompagne chaque exploitation de l'Œuvre, lorsque ` +
            `le support le permet, d'un lien vers la page ou le site que ${grantor.le} lui indique par écrit.`,
        ),
    ),
    p(
      "Le respect du droit au nom de l'auteur, dans les conditions de l'article ",
      ref('a-moral'),
      ", est une obligation légale (article L121-1 du CPI) : il n'est pas la contrepartie de la présente autorisation.",
    ),
    p(
      'La gratuité, le caractère non exclusif de la présente autorisation et sa durée limitée en sont des ' +
        'conditions essentielles.',
    ),
  );
}

/**
 * The artist-author social scheme (legal review H11; CSS L382-1, L382-4): the diffuseur declares
 * the pay, pays its own contribution and withholds the author's where due. A natural person only: a
 * company's price is not an author's income. A consumer (LEGAL J9) neither diffuses nor exploits
 * the work commercially, so owes no contribution and withholds nothing: the author declares the
 * pay himself.
 */
function socialContributions(ctx: Ctx): Para | null {
  if (ctx.company) return null;
  const { grantor, grantee } = ctx.a;
  if (ctx.consumer)
    return p(
      `${grantee.Le}, qui acquiert les droits pour son usage personnel, n'a pas la qualité de diffuseur au sens ` +
        "de l'article L382-4 du Code de la sécurité sociale : il n'acquitte aucune contribution et ne précompte " +
        `aucune cotisation. Lorsque ${grantor.le} relève du régime social des artistes-auteurs, il déclare ` +
        'lui-même la rémunération perçue.',
    );
  return p(
    `Lorsque ${grantor.le} relève du régime social des artistes-auteurs (article L382-1 du Code de la sécurité ` +
      // A private person who commissions a work is no diffuseur.
      `sociale), ${grantee.le}, s'il a la qualité de diffuseur, déclare la rémunération, acquitte la contribution mise à sa ` +
      `charge et précompte, le cas échéant, les cotisations et contributions dues par ${grantor.le} (articles L382-4 ` +
      'et suivants du Code de la sécurité sociale).',
  );
}

/**
 * The yearly statement (L131-5-1, legal review A6). A natural person gets it directly, with the
 * revision cases of L131-5. A company is not the author (legal review I): the statement lets it
 * inform its own authors, and the assignee informs them directly when the company cannot
 * (L131-5-1: information held by a sub-assignee).
 */
function reporting(ctx: Ctx): Block {
  const { grantor, grantee } = ctx.a;
  const statement =
    "au moins une fois par an et au plus tard le 31 mars de chaque année au titre de l'année civile écoulée, par " +
    "courrier électronique ou par lettre, un état indiquant, pour chaque mode d'exploitation de l'Œuvre, les " +
    "exploitations réalisées et les revenus qui en ont été tirés ; la rémunération étant forfaitaire, l'état précise, " +
    "le cas échéant, qu'aucun revenu distinct n'a été perçu";
  if (ctx.company)
    return article(
      'a-reporting',
      'Information annuelle et information des auteurs',
      p(
        `Afin de permettre ${grantor.au} de fournir aux auteurs de l'Œuvre l'information que leur garantit ` +
          `l'article L131-5-1 du CPI, ${grantee.le} lui adresse, ${statement}. Lorsque ` +
          `${grantor.le} ne détient pas cette information, ${grantee.le} la fournit directement à l'auteur qui la lui ` +
          'demande, comme le prévoit le même article.',
      ),
    );
  return article(
    'a-reporting',
    `Information annuelle ${grantor.du}`,
    p(
      `Conformément à l'article L131-5-1 du CPI, ${grantee.le} adresse ${grantor.au}, ${statement}.`,
    ),
    p(
      "Les Parties rappellent que les conditions de prix peuvent être révisées dans les cas prévus par l'article " +
        'L131-5 du CPI.',
    ),
  );
}

/**
 * Copyright price (paid): a lump sum in words and figures, justified by the recital (A5) or, for
 * a company, fixed by the parties (I); tax regime, payment terms, social and tax withholdings as
 * answered (A5b, H11); payment and transfer linked (H1); yearly statement (A6). Free: A7.
 */
export function auteurRemuneration(ctx: Ctx): Block[] {
  if (!ctx.paid) return [gratuite(ctx)];
  if (isProportional(ctx.draft)) return proportionalRemuneration(ctx, socialContributions(ctx));
  const { grantor, grantee } = ctx.a;
  const justification = ctx.company
    ? ', dont le caractère forfaitaire est expliqué au préambule.'
    : ', dont le caractère forfaitaire est justifié par les circonstances exposées au préambule (article L131-4 du CPI).';
  const withholding = withholdingSentence(ctx, 'a');
  return [
    article(
      'a-remuneration',
      'Rémunération',
      p(
        `En contrepartie de la ${ctx.licence ? 'licence' : 'cession'}, ${grantee.le} verse ${grantor.au} une rémunération forfaitaire `,
        ...priceRuns(ctx.draft.remuneration),
        justification,
      ),
      ...when(saleOfWorkItself(ctx)),
      p(taxSentence(ctx, 'a')),
      p(...paymentSentence(ctx, 'a')),
      ...pricePerSupport(ctx),
      ...when(socialContributions(ctx), withholding !== null && p(withholding)),
    ),
    paymentAndTransfer(ctx, 'a'),
    ctx.consumer ? consumerUse(ctx) : reporting(ctx),
  ];
}

/** The image part's free grant: no financial counterpart (legal review A7, B2). */
function imageGratuite(ctx: Ctx): Block {
  const { grantor, grantee } = ctx.img;
  const motive = ctx.imgCompany
    ? `${grantor.Le} consent la présente autorisation à titre gratuit, sans contrepartie financière.`
    : privateUseOnly(ctx)
      ? `${grantor.Le} consent la présente autorisation à titre gratuit, librement, pour le seul usage privé ` +
        `${grantee.du} et de ses proches, sans contrepartie financière.`
      : `${grantor.Le} consent la présente autorisation à titre gratuit, librement, afin de participer à la ` +
        `communication ${grantee.du}, sans contrepartie financière.`;
  return article('i-remuneration', 'Gratuité', p(motive));
}

/**
 * The image price's tax: a child under sixteen engaged as a model is paid a wage by their
 * employer, never anything else (C. trav. L7124-1): no « lorsque la rémunération n'est pas versée
 * à titre de salaire » for them, nor VAT. A child whose images
 * serve no modelling activity is not paid a wage (image-payroll.ts): the tax clause as answered.
 */
function imageTaxSentence(ctx: Ctx): string {
  const child = minorFor(ctx, 'image');
  if (child && under16Model(ctx, child)) {
    const { grantor, grantee } = ctx.img;
    return (
      `${grantor.Le} ayant moins de seize ans, la rémunération prévue au présent article lui est due à titre de ` +
      `salaire, versé par son employeur, ${grantee.le} ou l'agence de mannequins agréée qui l'engage (article ` +
      "L7124-1 du Code du travail) ; elle n'est pas soumise à la taxe sur la valeur ajoutée."
    );
  }
  return taxSentence(ctx, 'i', !ctx.imgCompany && !childImageWithoutModelling(ctx));
}

/**
 * Image price: a separate line in a combined contract (legal review C), the payroll rules (B4 v2),
 * the tax regime unless paid as a wage, payment terms, withholding; payment and authorisation
 * linked (H1). Free: gratuité, or the exchange of services of a TFP (LEGAL J14).
 */
export function imageRemuneration(ctx: Ctx): Block[] {
  if (!ctx.paid) return [isExchange(ctx) ? exchangeCounterpart(ctx) : imageGratuite(ctx)];
  const { grantor, grantee } = ctx.img;
  const raw = ctx.combined ? ctx.draft.remuneration_image : ctx.draft.remuneration;
  const lead: Part[] = [
    `En contrepartie de l'autorisation d'exploiter les Images, ${grantee.le} verse ${grantor.au} une rémunération forfaitaire `,
    ...priceRuns(raw),
  ];
  const withholding = withholdingSentence(ctx, 'i');
  return [
    article(
      'i-remuneration',
      'Rémunération',
      ctx.combined
        ? p(
            ...lead,
            `, distincte du prix de la ${ctx.licence ? 'licence' : 'cession'} des droits d'auteur prévu à l'article `,
            ref('a-remuneration'),
            '.',
          )
        : p(...lead, '.'),
      ...imageExclusivityPrice(ctx),
      ...payrollParagraphs(ctx),
      p(imageTaxSentence(ctx)),
      p(...paymentSentence(ctx, 'i')),
      ...when(withholding !== null && p(withholding)),
    ),
    paymentAndTransfer(ctx, 'i'),
  ];
}
