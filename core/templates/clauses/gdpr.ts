import type { Ctx } from '../context';
import type { Block } from '../model';
import { article, li, p, ref, when } from '../model';
import { INFORMED, PROOF_OBJECTION, cnil, controller, informedThroughCompany } from './gdpr-common';
import { contractDataNotice } from './gdpr-contract';
import { under16Model } from './minor-model';
import { minorParties } from './minor-party';

/**
 * A paid contract's payment data (RGPD 13.1.c and e, 13.2.a): the contract itself requires the
 * payroll of a model paid as a wage, a child's pécule and the prefect's authorisation, the
 * author's yearly statement, tax returns — purposes, a legal-obligation basis, recipients and a
 * retention the image notice left out.
 */
function paymentData(ctx: Ctx): string {
  const wage = !ctx.imgCompany;
  const child = minorParties(ctx).some((m) => under16Model(ctx, m));
  return (
    'paiement : les données nécessaires au paiement des rémunérations' +
    (ctx.hasAuteur ? ", à l'information annuelle de l'auteur" : '') +
    " et aux formalités sociales et fiscales qui s'y attachent" +
    (wage
      ? " (notamment, pour une rémunération versée à titre de salaire, la déclaration préalable à l'embauche et le bulletin de paie)"
      : '') +
    " sont traitées pour le respect d'obligations légales (article 6, paragraphe 1, c, du RGPD) ; elles sont " +
    'communiquées aux administrations et organismes sociaux et fiscaux auxquels la loi impose de les transmettre' +
    (child
      ? ", ainsi que, pour un enfant de moins de seize ans, à l'autorité administrative et à la Caisse des dépôts et consignations"
      : '') +
    ', et conservées pendant les durées légales ;'
  );
}

/**
 * GDPR notice, in every contract (legal review H12): the copyright-only contract's is in
 * gdpr-contract.ts; with images (legal review B6, C): controller, purposes, legal basis (consent
 * for a free authorisation, withdrawable at any time, art. 7.3; contract for a paid one),
 * recipients, retention, rights, complaint to the CNIL.
 */
export function gdpr(ctx: Ctx): Block[] {
  if (!ctx.hasImage) return contractDataNotice(ctx);
  const { grantee } = ctx.img;
  const person = ctx.imgCompany ? 'les personnes représentées' : ctx.img.grantor.le;
  const c = controller(ctx);
  // The persons a company's images show are not parties: the contract (6.1.b) cannot be their
  // basis, only the consent the company collected from each of them (6.1.a).
  const basis = ctx.imgCompany
    ? [
        'base légale : pour les Images, le consentement des personnes représentées, recueilli par écrit par ' +
          `${ctx.img.grantor.le} (article 6, paragraphe 1, a, du RGPD), que chacune peut retirer à tout moment, sans que le ` +
          'retrait remette en cause la licéité des utilisations antérieures (article 7, paragraphe 3, du RGPD) ; le ' +
          "retrait met fin pour l'avenir à l'utilisation des Images qui la représentent, dans les conditions " +
          // One timetable for a withdrawal: the withdrawal article's (legal review B6:
          // « fin de la Durée » added its own delay to the notice).
          "prévues à l'article ",
        ref('i-withdrawal'),
        " ; pour les données d'identification des Parties, l'exécution du présent contrat (article 6, paragraphe 1, b, du RGPD) ;",
      ]
    : ctx.paid
      ? ["base légale : l'exécution du présent contrat (article 6, paragraphe 1, b, du RGPD) ;"]
      : [
          "base légale : le consentement de la personne représentée (article 6, paragraphe 1, a, du RGPD), qu'elle peut " +
            'retirer à tout moment, sans que le retrait remette en cause la licéité des utilisations antérieures ' +
            "(article 7, paragraphe 3, du RGPD) ; le retrait met fin à l'autorisation pour l'avenir, dans les conditions " +
            "prévues à l'article ",
          ref('i-withdrawal'),
          // The model's consent covers the images only: identification data, the author's
          // included when there are three parties, rest on the contract (legal review H12).
          " ; pour les données d'identification des Parties, l'exécution du présent contrat (article 6, paragraphe 1, b, du RGPD) ;",
        ];
  // Three parties: every Party's identification data, and the model's images, open the rights.
  const holders = ctx.model
    ? `chaque Partie, pour les données qui la concernent, et notamment ${ctx.img.grantor.le} pour les Images, dispose`
    : `${person} ${ctx.imgCompany ? 'disposent' : 'dispose'}`;
  return [
    article(
      'gdpr',
      'Données personnelles',
      p(
        "Les Images permettant d'identifier une personne, ainsi que les données d'identification figurant au " +
          `présent contrat, sont des données à caractère personnel. Leur traitement est placé sous la responsabilité ${grantee.du}, `,
        { text: c.name },
        `, dans les conditions suivantes, ${ctx.imgCompany ? informedThroughCompany(ctx.img.grantor.le) : INFORMED} :`,
      ),
      li(
        'finalités : la gestion du présent contrat' +
          (ctx.hasAuteur ? ", la mention du nom de l'auteur avec l'Œuvre" : '') +
          " et l'utilisation des Images pour la Destination et sur les Supports définis à l'article ",
        ref('i-scope'),
        ' ;',
      ),
      li(...basis),
      ...when(ctx.paid && li(paymentData(ctx))),
      li(
        `destinataires : les personnes habilitées ${grantee.du}, ses prestataires techniques et, par la publication, ` +
          "le public des Supports, ainsi que les exploitants des services de tiers mentionnés à l'article ",
        ref('i-platforms'),
        ", dont certains peuvent être établis hors de l'Union européenne ;",
      ),
      li(
        "durée de conservation : les Images sont conservées pendant la Durée définie à l'article ",
        ref('i-duration'),
        ', puis supprimées dans les trente jours qui suivent sa fin, sous réserve du seul exemplaire archivé prévu à ' +
          "l'article ",
        ref('i-archive'),
        " ; les données d'identification sont conservées cinq ans après la fin du contrat, pour la preuve des droits " +
          'des Parties ;',
      ),
      li(
        `droits : ${holders} d'un droit d'accès, de rectification, d'effacement et de limitation, ainsi que ` +
          `d'un droit à la portabilité des données (articles 15 à 18 et 20 du RGPD) ; ${PROOF_OBJECTION}. Ces ` +
          `droits s'exercent auprès ${grantee.du} à l'adresse suivante : `,
        { text: c.contact },
        '.',
      ),
      cnil(),
    ),
  ];
}
