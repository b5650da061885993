import type { Ctx } from '../context';
import type { Block, Para } from '../model';
import { article, p } from '../model';
import { minorParties } from './minor-party';

/** How long the beneficiary has to stop after a withdrawal reaches it. */
const NOTICE = { free: 'trente jours', paid: 'trois mois' } as const;

/** What happens to what was already published or printed (same rule whatever the grant). */
function effects(ctx: Ctx): Para {
  const { grantee } = ctx.img;
  return p(
    `À la prise d'effet du retrait, ${grantee.le} cesse toute nouvelle diffusion des Images et les retire des ` +
      'Supports dont il a la maîtrise, publications antérieures comprises. Le retrait ne remet pas en cause les ' +
      "utilisations faites avant sa prise d'effet : les exemplaires imprimés déjà distribués n'ont pas à être " +
      "rappelés, mais ceux qui ne l'ont pas encore été ne peuvent plus l'être ensuite.",
  );
}

/**
 * The image withdrawal clause inside the image part (legal review H8 v2, B5; C. civ. 9, 1210-1211):
 * a free consent can be withdrawn for the future at any time, after a reasonable notice, at no
 * cost (consistent with RGPD art. 7.3 in gdpr.ts); a paid one binds for its term, so an early
 * withdrawal has a longer notice (none when the beneficiary broke the contract) but costs the
 * person nothing: what was paid stays paid. A company passes on each depicted person's
 * withdrawal, and its price is reduced pro rata (a company is no employee).
 */
export function imageWithdrawal(ctx: Ctx): Block[] {
  const { grantor, grantee } = ctx.img;
  const notice = ctx.paid ? NOTICE.paid : NOTICE.free;
  const body: Para[] = [];
  if (ctx.imgCompany) {
    body.push(
      p(
        "Chaque personne représentée peut retirer le consentement qu'elle a donné au sujet de son image. " +
          `${grantor.Le} en informe ${grantee.le} par écrit et sans délai ; le retrait prend effet à l'égard ` +
          `${grantee.du} ${notice} après la réception de cette information.` +
          (ctx.paid
            ? ' La rémunération des Images est alors réduite à proportion des Images concernées et de la ' +
              "période restant à courir jusqu'au terme de la Durée."
            : ''),
      ),
    );
  } else if (!ctx.paid) {
    body.push(
      p(
        `L'autorisation étant consentie à titre gratuit, ${grantor.le} peut la retirer à tout moment, pour ` +
          `l'avenir, par un écrit adressé ${grantee.au} (lettre recommandée avec demande d'avis de réception ou ` +
          `courrier électronique). Le retrait prend effet ${notice} après sa réception et n'ouvre droit à aucune ` +
          `indemnité au profit ${grantee.du}.`,
      ),
    );
  } else {
    body.push(
      p(
        `L'autorisation étant consentie contre rémunération pour la Durée, ${grantor.le} ne peut la retirer avant ` +
          `son terme que pour l'avenir, par un écrit adressé ${grantee.au} (lettre recommandée avec demande d'avis ` +
          `de réception ou courrier électronique), moyennant un préavis de ${notice} à compter de sa réception.`,
      ),
      // No refund, no indemnity asked of the person: the image fee may be a wage (C. trav. L7123-3,
      // image-payroll.ts), and an employer may not take it back as a sanction (L1331-2); a
      // minor's is partly the pécule kept by the Caisse des dépôts (session-14 jurist's read).
      // The three months' notice is what the beneficiary's payment buys.
      p(
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
            "fondée sur son droit à l'effacement renforcé (article 17, paragraphe 1, f, du RGPD) : il y est donné " +
            'suite dans le mois de sa réception.',
        ),
      );
  }
  body.push(effects(ctx));
  return [article('i-withdrawal', "Retrait de l'autorisation", ...body)];
}
