import { isModellingUse } from '@core/rules/child-modelling';
import { formatDateFr } from '@core/document/typography';
import type { Ctx } from '../context';
import type { Para } from '../model';
import { isBlank, p, v } from '../model';
import type { MinorParty } from './minor-party';
import { holdersPayee, imagePartOf, minorParties, representatives } from './minor-party';

/** A line to fill in by hand: longer than the « ____ » of a missing answer. */
export const HAND_LINE = '________________________________________';

/** The model is under sixteen. */
export const under16Image = (m: MinorParty): boolean => m.image && m.age < 16;

/**
 * The model is under sixteen and the images serve a modelling activity: the Labour Code's rules on
 * child models apply (C. trav. L7124-1). Without one, the child's image use is framed instead.
 */
export const under16Model = (ctx: Ctx, m: MinorParty): boolean =>
  under16Image(m) && isModellingUse(ctx.draft);

/** The images show a child under sixteen and serve no modelling activity (step 3's « Non »). */
export const childImageWithoutModelling = (ctx: Ctx): boolean =>
  !isModellingUse(ctx.draft) && minorParties(ctx).some(under16Image);

/**
 * A model under sixteen whose images, the parties say, serve no modelling activity (a school
 * trip, an event): L7124-1 does not apply, so the contract says why and forbids the use that would
 * bring it in — presenting a product, service or advertising message — rather than impose a
 * prefect's authorisation nobody needs.
 */
export function childImageNoModellingParas(ctx: Ctx): Para[] {
  const model = ctx.img.grantor;
  return [
    p(
      `${model.Le} ayant moins de seize ans, les Parties déclarent que les Images ne relèvent pas d'une activité ` +
        "de mannequin au sens de l'article L7123-2 du Code du travail : l'enfant n'y pose pas comme mannequin, et " +
        'elles ne servent pas à présenter au public un produit, un service ou un message publicitaire. ' +
        `${ctx.img.grantee.Le} s'interdit toute utilisation des Images à cette fin : elle exigerait l'autorisation ` +
        "individuelle préalable de l'autorité administrative ou l'engagement de l'enfant par une agence de mannequins " +
        "agréée (articles L7124-1 et L7124-4 du Code du travail), ainsi qu'une nouvelle autorisation écrite.",
    ),
  ];
}

/**
 * The copyright part of a combined contract stands or falls with its image part: the Work shows
 * the child, and the image part forbids any use of the portrait while it is not in force. Its price
 * fell due thirty days after signing while the authorisation might never come (C. civ.
 * 1186, 1304-6).
 */
const FIRST_PART_BOUND =
  "En tant que l'Œuvre représente le Modèle, la première partie est conclue sous la même condition " +
  "suspensive : les sommes qu'elle prévoit ne sont exigibles qu'à sa réalisation, et la caducité de la deuxième " +
  'partie emporte celle de la première, avec la restitution de toute somme déjà versée (article 1186 du Code civil).';

/**
 * A model under sixteen (legal review B3 v2, H2). Presenting a product, service or advertising
 * message through one's image, or posing, is a modelling activity (C. trav. L7123-2), for which
 * a child under 16 may not be engaged or produced « à quelque titre que ce soit » — free uses
 * included — without the prefect's individual authorisation or a licensed and approved agency
 * (L7124-1, L7124-4). So that authorisation is a condition precedent of the image part, with its
 * reference; the child's written opinion from thirteen (L7124-2); the pay is split between the
 * holders of parental authority and the pécule kept by the Caisse des dépôts (L7124-9 s.).
 */
export function childModelParas(ctx: Ctx, m: MinorParty): Para[] {
  const model = ctx.img.grantor;
  const grantee = ctx.img.grantee;
  const part = imagePartOf(ctx);
  const { reference, date } = ctx.draft.autorisation_prefectorale;
  // Without its reference the contract can be previewed, never generated nor sent for signature
  // (core/rules/child-authorisation.ts): the preview shows the condition it would stand under.
  const given = !isBlank(reference);
  return [
    p(
      `${model.Le} ayant moins de seize ans, la présentation au public, par la reproduction de son image, d'un produit, ` +
        "d'un service ou d'un message publicitaire, de même que la pose comme modèle, constituent une activité de " +
        "mannequin au sens de l'article L7123-2 du Code du travail. Un enfant de cet âge ne peut y être engagé ou " +
        "produit, à quelque titre que ce soit, y compris gratuitement, sans l'autorisation individuelle préalable de " +
        "l'autorité administrative (le préfet) ou son engagement par une agence de mannequins titulaire de la licence " +
        "et de l'agrément lui permettant d'engager des enfants (articles L7124-1 et L7124-4 du Code du travail).",
    ),
    given
      ? p(
          `En conséquence, ${part.le} est ${part.concluded} au vu de cette autorisation ou de cet engagement, ` +
            "obtenu avant tout engagement de l'enfant, dont la référence et la date figurent ci-dessous. " +
            `S'il venait à être retiré ou à prendre fin avant le terme de la Durée, ${grantee.le} cesserait ` +
            "toute exploitation des Images relevant de cette activité, sans indemnité de part ni d'autre." +
            (ctx.paid ? ` ${earlyEndRefund(ctx)}` : ''),
        )
      : p(
          `En conséquence, ${part.le} est ${part.concluded} sous la condition suspensive de la délivrance de cette ` +
            'autorisation ou de cet engagement, qui doit précéder toute prise de vues et, pour les Images déjà ' +
            'réalisées, toute exploitation. ' +
            `${grantee.Le} n'exploite aucune Image avant la réalisation de cette condition ; à défaut de réalisation ` +
            `dans un délai de trois mois à compter de la signature, ${part.le} est ` +
            `${part.it === 'la' ? 'caduque' : 'caduc'}, sans indemnité de part ni d'autre.` +
            // A Work that does not depict the child is not bound by the image part's condition.
            (ctx.combined && ctx.draft.oeuvre_represente_modele !== 'non'
              ? ` ${FIRST_PART_BOUND}`
              : ''),
        ),
    given
      ? p(
          "Référence de l'autorisation préfectorale ou de l'agrément de l'agence de mannequins : ",
          v(reference),
          ', délivré le ',
          isBlank(date) ? v('') : { text: formatDateFr(date) },
          '.',
        )
      : p(
          "Référence de l'autorisation préfectorale ou de l'agrément de l'agence de mannequins : ",
          { text: HAND_LINE },
          '.',
        ),
    // L7124-2: the child's opinion is given to the authority that decides (the prefect, after
    // the commission's review), not by signing a contract it cannot bind.
    ...(m.age >= 13
      ? [
          p(
            `${model.Le} étant âgé de treize ans au moins, son avis favorable écrit est requis (article L7124-2 du Code ` +
              "du travail) : il est donné par écrit à l'autorité qui délivre l'autorisation, et ne résulte pas de la " +
              'signature du présent contrat.',
          ),
        ]
      : []),
    employmentContractPara(ctx),
    ...(ctx.paid ? [payPara(ctx, m)] : []),
  ];
}

/**
 * The posing itself is work: a child model is employed under a written employment contract with
 * its employer, paid at least the minimum of the models' collective agreement (C. trav. L7123-3,
 * L7123-4; convention collective nationale des mannequins, IDCC 2397). This deed only authorises the
 * use of the Images and must not pass for that contract.
 */
function employmentContractPara(ctx: Ctx): Para {
  return p(
    "La pose de l'enfant comme mannequin fait l'objet d'un contrat de travail écrit, distinct du présent " +
      `contrat, conclu par son employeur, ${ctx.img.grantee.le} ou l'agence de mannequins agréée qui l'engage, ` +
      'avec ses représentants légaux ; ce contrat de travail lui assure au moins la rémunération minimale prévue ' +
      'par la convention collective nationale des mannequins (IDCC 2397). Le présent contrat, qui autorise ' +
      "l'exploitation des Images, n'en tient pas lieu.",
  );
}

/**
 * The paid image authorisation ends early with the prefect's authorisation: the price paid for
 * the period that will not run is refunded pro rata, what paid a shoot already done stays the
 * child's (C. civ. 1229: restitution for a contract whose performance is spread over time).
 */
function earlyEndRefund(ctx: Ctx): string {
  return (
    'La rémunération des Images est alors réduite à proportion de la période restant à courir ' +
    `jusqu'au terme de la Durée, et la part des sommes déjà versées qui correspond à cette période est ` +
    `restituée ${ctx.img.grantee.au} ; les sommes qui rémunèrent des prises de vues déjà réalisées restent ` +
    "acquises à l'enfant."
  );
}

/** L7124-9 s.: the share left to the holders of parental authority, the rest (pécule) to the Caisse des dépôts. */
function payPara(ctx: Ctx, m: MinorParty): Para {
  const model = ctx.img.grantor;
  return p(
    `Les sommes dues ${model.au} au titre ${imagePartOf(ctx).du} ne sont versées ni ${model.au} ni sur un compte ` +
      "désigné par lui : la part de sa rémunération que l'autorisation, ou la décision d'agrément de l'agence, laisse " +
      `à la disposition de ${representatives(m)} est versée ${holdersPayee(m)} ; le surplus, qui constitue son ` +
      `pécule, est versé par l'employeur de l'enfant, ${ctx.img.grantee.le} ou l'agence de mannequins agréée qui ` +
      `l'engage, à la Caisse des dépôts et consignations, qui le gère jusqu'à sa ` +
      'majorité ou son émancipation (articles L7124-9 et suivants du Code du travail). Cette répartition prévaut sur ' +
      'toute autre stipulation du présent contrat relative au paiement.' +
      // The split is the authorisation's own (L7124-9): nothing is due before it exists, and a
      // conditional debt is not payable before its condition (C. civ. 1304-6).
      (isBlank(ctx.draft.autorisation_prefectorale.reference)
        ? " Ces sommes ne sont exigibles qu'à la réalisation de la condition suspensive stipulée ci-dessus : les " +
          'délais de paiement prévus au présent contrat courent, pour elles, de cette date.'
        : ''),
  );
}
