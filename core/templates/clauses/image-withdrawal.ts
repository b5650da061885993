import type { Ctx } from '../context';
import type { Block, Para } from '../model';
import { article, p } from '../model';
import { minorParties } from './minor-party';
import { under16Model } from './minor-model';
import { printsCopies } from './supports';
import { isExchange } from './image-exchange';

/**
 * A withdrawn consent (the basis of a free grant and of a company's images, RGPD 6.1.a) leaves no
 * basis for a new use: it stops new diffusion at once and the removal is done within the month
 * the GDPR gives to answer (art. 7.3, 12.3, 17.1.b: « prend effet trente
 * jours après » delayed it by contract). A paid grant rests on the contract (6.1.b): it binds for
 * its term, and an early withdrawal takes effect after a notice.
 */
const CONSENT_REMOVAL = 'dans le mois de cette réception';
const PAID_NOTICE = 'trois mois';

/** The end of the « uses made before » sentence: printed copies only where copies are printed. */
const printedCopies = (ctx: Ctx): string =>
  printsCopies(ctx)
    ? " : les exemplaires imprimés déjà distribués n'ont pas à être rappelés, mais ceux qui ne l'ont pas " +
      "encore été ne peuvent plus l'être ensuite."
    : '.';

/** What a withdrawn consent does, from its receipt by the beneficiary. */
function consentEffects(ctx: Ctx, received: string, whose: string): Para {
  const { grantee } = ctx.img;
  return p(
    `Dès la réception ${received}, ${grantee.le} cesse toute nouvelle diffusion des Images${whose} ; il les retire ` +
      `des Supports dont il a la maîtrise, publications antérieures comprises, au plus tard ${CONSENT_REMOVAL} ` +
      '(articles 7, paragraphe 3, et 12, paragraphe 3, du RGPD). Le retrait ne remet pas en cause les utilisations ' +
      `faites avant sa réception${printedCopies(ctx)}`,
  );
}

/** The model is a child under sixteen in a modelling activity (C. trav. L7124-1). */
const childModelWithdrawn = (ctx: Ctx): boolean =>
  minorParties(ctx).some((m) => m.image && under16Model(ctx, m));

/** What an early withdrawal of a paid grant does once its notice has run. */
function paidEffects(ctx: Ctx): Para {
  const { grantee } = ctx.img;
  return p(
    `À la prise d'effet du retrait, ${grantee.le} cesse toute nouvelle diffusion des Images et les retire des ` +
      'Supports dont il a la maîtrise, publications antérieures comprises. Le retrait ne remet pas en cause les ' +
      `utilisations faites avant sa prise d'effet${printedCopies(ctx)}`,
  );
}

/**
 * The image withdrawal clause inside the image part (legal review H8 v2, B5; C. civ. 9, 1210-1211):
 * a free consent can be withdrawn for the future at any time, at no cost, stopping new diffusion at
 * once (RGPD art. 7.3, the basis gdpr.ts states); a paid one binds for its term, so an early
 * withdrawal has a longer notice (none when the beneficiary broke the contract) but costs the
 * person nothing: what was paid stays paid. A company passes on each depicted person's
 * withdrawal, and its price is reduced pro rata (a company is no employee).
 */
export function imageWithdrawal(ctx: Ctx): Block[] {
  const { grantor, grantee } = ctx.img;
  const body: Para[] = [];
  if (ctx.imgCompany) {
    body.push(
      p(
        "Chaque personne représentée peut retirer à tout moment le consentement qu'elle a donné au sujet de son " +
          `image. ${grantor.Le} en informe ${grantee.le} par écrit et sans délai.` +
          (ctx.paid
            ? ' La rémunération des Images est alors réduite à proportion des Images concernées et de la ' +
              "période restant à courir jusqu'au terme de la Durée."
            : ''),
      ),
      consentEffects(ctx, 'de cette information', ' qui représentent la personne concernée'),
    );
  } else if (!ctx.paid) {
    body.push(
      p(
        (isExchange(ctx)
          ? `L'autorisation reposant sur le seul consentement ${grantor.du}, sans contrepartie financière, celui-ci`
          : `L'autorisation étant consentie à titre gratuit, ${grantor.le}`) +
          ` peut la retirer à tout moment, pour ` +
          `l'avenir, par un écrit adressé ${grantee.au} (lettre recommandée avec demande d'avis de réception ou ` +
          `courrier électronique). Le retrait n'ouvre droit à aucune indemnité au profit ${grantee.du}.`,
      ),
      consentEffects(ctx, 'du retrait', ''),
    );
  } else {
    body.push(
      p(
        `L'autorisation étant consentie contre rémunération pour la Durée, ${grantor.le} ne peut la retirer avant ` +
          `son terme que pour l'avenir, par un écrit adressé ${grantee.au} (lettre recommandée avec demande d'avis ` +
          `de réception ou courrier électronique), moyennant un préavis de ${PAID_NOTICE} à compter de sa réception.`,
      ),
      // No refund, no indemnity asked of an adult: the image fee may be a wage (C. trav. L7123-3,
      // image-payroll.ts), and an employer may not take it back as a sanction (L1331-2). A child
      // model's posing is paid under its own employment contract (minor-model.ts), so the image
      // price here pays the use only, and the part for the period that will not run is refunded
      // pro rata (C. civ. 1229). The three months' notice is what the beneficiary's payment buys.
      childModelWithdrawn(ctx)
        ? p(
            `La rémunération des Images est réduite à proportion de la période restant à courir, à la prise d'effet ` +
              "du retrait, jusqu'au terme de la Durée : la part des sommes déjà versées qui correspond à cette " +
              `période est restituée ${grantee.au}, sans aucune retenue ni indemnité à la charge de l'enfant ; les ` +
              'sommes qui rémunèrent des prises de vues déjà réalisées restent acquises. Aucun préavis ' +
              "n'est dû lorsque le retrait est motivé par une utilisation des Images contraire au présent contrat.",
          )
        : p(
            `Les sommes déjà versées au titre des Images restent acquises ${grantor.au} : le retrait ne donne lieu ` +
              "à aucun remboursement, aucune retenue ni aucune indemnité à sa charge. Seules cessent d'être dues, pour la " +
              "période qui suit la prise d'effet du retrait, les sommes qui n'étaient pas encore exigibles. Aucun préavis " +
              "n'est dû lorsque le retrait est motivé par une utilisation des Images contraire au présent contrat.",
          ),
    );
    // The minor's reinforced erasure right (minors.ts) is answered within a month: the paid
    // notice must not stand in its way.
    if (minorParties(ctx).some((m) => m.image))
      body.push(
        p(
          `${grantor.Le} étant mineur, ce préavis ne s'applique pas à une demande d'effacement des Images ` +
            "fondée sur son droit à l'effacement (article 17 du RGPD) : il y est donné " +
            'suite dans le mois de sa réception.',
        ),
      );
    body.push(paidEffects(ctx));
  }
  return [article('i-withdrawal', "Retrait de l'autorisation", ...body)];
}
