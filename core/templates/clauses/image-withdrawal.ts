import type { Ctx } from '../context';
import type { Block, Para } from '../model';
import { article, p } from '../model';

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
 * withdrawal has a longer notice and compensation (pro rata refund, direct costs, capped), except
 * when the beneficiary broke the contract. A company passes on each depicted person's withdrawal.
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
      p(
        `Ce retrait anticipé oblige ${grantor.le} à rembourser la part de la rémunération des Images qui correspond ` +
          `à la période restant à courir jusqu'au terme de la Durée, et à indemniser ${grantee.le} des frais directs ` +
          "et justifiés qu'il a engagés avant de recevoir le retrait pour des supports devenus inutilisables " +
          "(impression, achat d'espace), le tout dans la limite de la rémunération perçue au titre des Images. Ni " +
          'préavis ni indemnité ne sont dus lorsque le retrait est motivé par une utilisation des Images contraire ' +
          'au présent contrat.',
      ),
    );
  }
  body.push(effects(ctx));
  return [article('i-withdrawal', "Retrait de l'autorisation", ...body)];
}
