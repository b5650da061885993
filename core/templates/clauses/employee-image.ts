import type { Ctx } from '../context';
import type { Block } from '../model';
import { article, p, ref } from '../model';
import { imageContextOf } from '@core/rules/image-context';
import { printsCopies } from './supports';

/**
 * An employee's image used by the employer (LEGAL J15). Consent within an employment relationship
 * is free only if refusing or withdrawing it costs nothing at work (RGPD art. 7(4) and recital 43;
 * EDPB guidelines 05/2020 on consent, §21-24), and an employer may restrict an employee's rights
 * only as the task justifies (C. trav. L1121-1), which publishing his face never does. The
 * authorisation follows the employment: it ends when the employee leaves, printed matter already
 * made being used up within a stated, short term.
 */
export const isEmployeeImage = (ctx: Ctx): boolean => imageContextOf(ctx.draft) === 'salarie';

/** How long printed copies made before the employee left may still be handed out. */
export const PRINTED_GRACE = 'six mois';

export function employeeImage(ctx: Ctx): Block[] {
  if (!isEmployeeImage(ctx)) return [];
  const { grantor, grantee } = ctx.img;
  return [
    article(
      'i-employee',
      'Image du salarié',
      p(
        `${grantor.Le} est salarié ${grantee.du}. Son autorisation est libre : elle n'est pas une condition de son ` +
          "emploi, et ni le refus de la donner, ni son étendue, ni son retrait, prévu à l'article ",
        ref('i-withdrawal'),
        ', ne peuvent avoir la moindre conséquence sur son contrat de travail, sa rémunération, son évolution ' +
          'professionnelle ou ses conditions de travail (article 7, paragraphe 4, du RGPD ; lignes directrices ' +
          '05/2020 du Comité européen de la protection des données sur le consentement ; article L1121-1 du Code du ' +
          'travail).',
      ),
      p(
        "L'autorisation prend fin de plein droit, avant le terme de la Durée, le jour où le contrat de travail " +
          `${grantor.du} prend fin, quelle qu'en soit la cause. ${grantee.Le} cesse alors toute nouvelle diffusion ` +
          'des Images et les retire des Supports dont il a la maîtrise, publications antérieures comprises, dans le ' +
          'mois qui suit' +
          (printsCopies(ctx)
            ? ` ; les exemplaires imprimés déjà réalisés à cette date peuvent encore être distribués pendant ${PRINTED_GRACE}, ` +
              "puis ne le sont plus, et aucun nouvel exemplaire n'est imprimé."
            : '.'),
      ),
      p(
        `${grantor.Le} peut, par un nouvel écrit, autoriser la poursuite de l'utilisation de certaines Images après ` +
          'son départ.',
      ),
    ),
  ];
}
