import type { Run } from '../../schemas/document';
import { BLANK, NBSP, amountInWords, formatAmountFr, parseAmount } from '../../document/typography';
import type { Ctx } from '../context';
import { deBefore } from '../context';
import type { Block, Part } from '../model';
import { article, p, ref, t, v, when } from '../model';

/**
 * A price in words and figures, « mille cinq cents euros (1 500 €) » (C. civ. 1376 by analogy);
 * text that is not an amount (« à définir ») is quoted as given, a missing one is a blank. A
 * price of zero is a blank too: « zéro euro » would contradict the onerous title and hide a free
 * grant without its safeguards (LEGAL.md A7, D7).
 */
export function priceRuns(raw: string): Run[] {
  const amount = parseAmount(raw);
  if (amount !== null && amount > 0) {
    const words = amountInWords(amount);
    return [t(deBefore(words)), { text: `${words} (${formatAmountFr(amount)})`, bold: true }];
  }
  if (amount === 0 || raw.trim() === '')
    return [t('de '), { text: `${BLANK} euros (${BLANK}${NBSP}€)`, bold: true }];
  return [t('fixée comme suit : « '), v(raw, true), t(' »')];
}

const PAYMENT =
  'Elle est payable dans un délai de trente jours à compter de la signature du présent contrat, par virement ' +
  'sur le compte désigné par écrit par ';

/**
 * Copyright price (paid): lump sum justified by the recital (A5), payment, taxes; yearly
 * statement with procedure and date (L131-5-1, A6). Free: gratuité, motive, counterpart (A7).
 */
export function auteurRemuneration(ctx: Ctx): Block[] {
  const { grantor, grantee } = ctx.a;
  if (!ctx.paid) {
    return [
      article(
        'a-remuneration',
        'Gratuité',
        p(
          `La présente autorisation est consentie à titre gratuit. ${grantor.Le} déclare la consentir librement et en ` +
            `connaissance de cause, afin de faire connaître son travail auprès du public ${grantee.du}, et reconnaît ` +
            "avoir été informé qu'il pouvait subordonner l'exploitation de l'Œuvre au versement d'une rémunération.",
        ),
        p(
          `En contrepartie, ${grantee.le} assure la visibilité ${grantor.du} en mentionnant son nom à chaque exploitation ` +
            "de l'Œuvre, dans les conditions de l'article ",
          ref('a-moral'),
          `, accompagné, lorsque le support le permet, d'un lien vers la page ou le site qu'il lui indique.`,
        ),
        p(
          'La gratuité, le caractère non exclusif de la présente autorisation et sa durée limitée en sont des ' +
            'conditions essentielles.',
        ),
      ),
    ];
  }
  return [
    article(
      'a-remuneration',
      'Rémunération',
      p(
        `En contrepartie de la cession, ${grantee.le} verse ${grantor.au} une rémunération forfaitaire `,
        ...priceRuns(ctx.draft.remuneration),
        ', dont le caractère forfaitaire est justifié par les circonstances exposées au préambule (article L131-4 du CPI).',
      ),
      p(`${PAYMENT}${grantor.le}.`),
      p(
        `Ce montant s'entend hors taxes ; la taxe sur la valeur ajoutée s'y ajoute lorsque ${grantor.le} y est ` +
          `assujetti. ${grantee.Le} accomplit, le cas échéant, les déclarations et acquitte les contributions sociales ` +
          "mises à la charge des diffuseurs d'œuvres.",
      ),
    ),
    article(
      'a-reporting',
      `Information annuelle ${grantor.du}`,
      p(
        `Conformément à l'article L131-5-1 du CPI, ${grantee.le} adresse ${grantor.au}, au moins une fois par an et au ` +
          "plus tard le 31 mars de chaque année au titre de l'année civile écoulée, par courrier électronique ou par " +
          "lettre, un état indiquant, pour chaque mode d'exploitation de l'Œuvre, les exploitations réalisées et les " +
          "revenus qui en ont été tirés ; la rémunération étant forfaitaire, l'état précise, le cas échéant, " +
          "qu'aucun revenu distinct n'a été perçu.",
      ),
      p(
        "Les Parties rappellent que les conditions de prix peuvent être révisées dans les cas prévus par l'article " +
          'L131-5 du CPI.',
      ),
    ),
  ];
}

/** B4: paid posing is presumed employment (C. trav. L7123-2, L7123-3); only exploitation is paid here (L7123-6). */
function payrollWarning(ctx: Ctx): Block {
  const { grantee } = ctx.img;
  return p(
    "Les Parties sont informées que toute somme versée en contrepartie de la présence d'une personne lors de prises " +
      'de vues (pose) est présumée rémunérer un contrat de travail de mannequin, quels que soient son montant et la ' +
      'qualification retenue (articles L7123-2 et L7123-3 du Code du travail). Le prix prévu au présent article ' +
      "rémunère exclusivement l'exploitation des Images déjà réalisées, la présence physique " +
      `${ctx.imgCompany ? 'des personnes représentées' : 'du Modèle'} n'étant plus requise` +
      " ; il n'est pas fonction d'un salaire (article L7123-6 du Code du travail). Toute nouvelle séance de pose " +
      `demandée par ${grantee.le} donnerait lieu à un contrat de travail distinct, déclaré et rémunéré comme tel.`,
  );
}

/** Image price (separate line in a combined contract, LEGAL.md C) or gratuité; payroll warning (B4). */
export function imageRemuneration(ctx: Ctx): Block[] {
  const { grantor, grantee } = ctx.img;
  if (!ctx.paid) {
    const motive = ctx.imgCompany
      ? `${grantor.Le} consent la présente autorisation à titre gratuit, sans contrepartie financière.`
      : `${grantor.Le} consent la présente autorisation à titre gratuit, librement, afin de participer à la ` +
        `communication ${grantee.du}, sans contrepartie financière.`;
    return [article('i-remuneration', 'Gratuité', p(motive))];
  }
  const raw = ctx.combined ? ctx.draft.remuneration_image : ctx.draft.remuneration;
  const lead: Part[] = [
    `En contrepartie de l'autorisation d'exploiter les Images, ${grantee.le} verse ${grantor.au} une rémunération forfaitaire `,
    ...priceRuns(raw),
  ];
  return [
    article(
      'i-remuneration',
      'Rémunération',
      ctx.combined
        ? p(
            ...lead,
            ", distincte du prix de la cession des droits d'auteur prévu à l'article ",
            ref('a-remuneration'),
            '.',
          )
        : p(...lead, '.'),
      p(`${PAYMENT}${grantor.le}.`),
      ...when(payrollWarning(ctx)),
    ),
  ];
}
