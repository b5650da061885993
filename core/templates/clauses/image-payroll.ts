import type { Ctx } from '../context';
import type { Para } from '../model';
import { p } from '../model';
import { childImageWithoutModelling } from './minor-model';

/**
 * The statute, stated neutrally (legal review B4 v2): the definition of modelling includes
 * presenting a product, service or advertising message through the reproduction of one's image (C.
 * trav. L7123-2), the presumption of an employment contract (L7123-3), which holds whatever the
 * mode and amount of pay and the name given to the contract (L7123-4).
 */
const PRESUMPTION = p(
  "Les Parties sont informées qu'exerce une activité de mannequin, même à titre occasionnel, la personne chargée " +
    'de présenter au public, directement ou indirectement par reproduction de son image sur tout support visuel ou ' +
    'audiovisuel, un produit, un service ou un message publicitaire, ou de poser comme modèle (article L7123-2 du ' +
    "Code du travail). Le contrat par lequel une personne s'assure, moyennant rémunération, le concours d'un " +
    'mannequin est présumé être un contrat de travail (article L7123-3 du Code du travail), quels que soient le mode ' +
    'et le montant de la rémunération ainsi que la qualification donnée au contrat par les parties (article L7123-4 ' +
    'du Code du travail).',
);

/**
 * The model is paid in person (B4 v2). The old text said the flat fee « n'est pas fonction d'un
 * salaire » (L7123-6): false, since L7123-6 only frees from wage status a payment that is a
 * function of the proceeds of exploiting the recording, which a flat fee never is. So: where the
 * beneficiary organised the shoot or uses the images in advertising, the price is paid as a wage
 * (written contrat de travail de mannequin, DPAE, payslip); the L7123-6 route is a proportional
 * royalty agreed by amendment, and the flat fee is said not to be one.
 */
function modelPaid(ctx: Ctx): Para[] {
  const { grantor, grantee } = ctx.img;
  if (childImageWithoutModelling(ctx)) return [childPaidWithoutModelling(ctx)];
  return [
    PRESUMPTION,
    p(
      `En conséquence, lorsque ${grantee.le} a organisé ou commandé les prises de vues, ou utilise les Images pour ` +
        'présenter un produit, un service ou un message publicitaire, la rémunération prévue au présent article est ' +
        `versée à titre de salaire, en exécution d'un contrat de travail de mannequin conclu par écrit : ${grantee.le}, ` +
        `ou l'agence de mannequins titulaire de la licence qui emploie ${grantor.le}, effectue la déclaration préalable ` +
        "à l'embauche, remet un bulletin de paie et acquitte les cotisations sociales dues ; le montant prévu ci-dessus " +
        'constitue alors le salaire brut.',
    ),
    p(
      "N'est pas un salaire la rémunération due à l'occasion de l'exploitation de l'enregistrement de la présentation, " +
        "lorsque la présence physique du mannequin n'est plus requise et que cette rémunération, sans être fonction " +
        "du salaire reçu pour les prises de vues, est fonction du produit de la vente ou de l'exploitation de cet " +
        'enregistrement (article L7123-6 du Code du travail). La rémunération forfaitaire prévue au présent article ' +
        'ne répond pas à cette condition ; les Parties qui entendent relever de ce régime conviennent, par avenant, ' +
        "d'une redevance proportionnelle au produit de l'exploitation des Images. Toute nouvelle séance de pose " +
        `demandée par ${grantee.le} fait l'objet d'un contrat de travail distinct.`,
    ),
  ];
}

/**
 * A child under sixteen whose images, the parties say, serve no modelling activity (step 3's
 * « Non »): posing as a model at a shoot the beneficiary organised would be one (C. trav. L7123-2),
 * forbidden to that child without the prefect's authorisation (L7124-1). So the pay can only be
 * for images already taken, not a wage, and no shoot may be asked for; the general clause (« lorsque
 * le Bénéficiaire a organisé… versée à titre de salaire », « toute nouvelle séance de pose »)
 * planned the very engagement the contract forbids.
 */
function childPaidWithoutModelling(ctx: Ctx): Para {
  const { grantor, grantee } = ctx.img;
  return p(
    `Les Parties déclarent que les prises de vues n'ont été ni organisées ni commandées par ${grantee.le} et ` +
      `que ${grantor.le} n'y a pas posé comme mannequin : la rémunération prévue au présent article rémunère la ` +
      "seule autorisation d'utiliser des Images déjà réalisées ; elle n'est pas un salaire. Aucune séance de pose " +
      `ne peut être demandée ${grantor.au} au titre du présent contrat : elle constituerait une activité de ` +
      "mannequin, qui exige l'autorisation préalable de l'autorité administrative (articles L7123-2 et L7124-1 du " +
      'Code du travail).',
  );
}

/**
 * A company passing on the consents it holds is not itself a model: it answers for having
 * engaged the persons shown in compliance with the same rules (legal review B4 v2, C).
 */
function companyPaid(ctx: Ctx): Para[] {
  const { grantor, grantee } = ctx.img;
  return [
    PRESUMPTION,
    p(
      `${grantor.Le} déclare que les personnes représentées qui relèvent de ces dispositions ont été engagées et ` +
        "rémunérées dans ce cadre (contrat de travail de mannequin, déclaration préalable à l'embauche, bulletin de " +
        `paie) et garantit ${grantee.le} contre toute réclamation à ce titre. La rémunération prévue au présent ` +
        `article est due ${grantor.au} au titre de l'autorisation d'utiliser les Images.`,
    ),
  ];
}

/** B4 v2: the payroll paragraphs of a paid image part (C. trav. L7123-2 to L7123-4, L7123-6). */
export function payrollParagraphs(ctx: Ctx): Para[] {
  return ctx.imgCompany ? companyPaid(ctx) : modelPaid(ctx);
}
