import type { Ctx } from '../context';
import type { Block } from '../model';
import { article, p, ref } from '../model';
import type { PricePart } from './price';

/** Days the grantee has to pay after a formal notice left without effect (C. civ. 1225). */
export const NOTICE_DAYS = 'quinze jours';
/** Days to stop every use and remove the work or images once the contract is terminated. */
export const REMOVAL_DAYS = 'huit jours';

/**
 * What is resolved: the whole deed, or only its own part in a combined contract (legal review C).
 */
function resolvedWhat(ctx: Ctx, part: PricePart): string {
  if (!ctx.combined) return 'le présent contrat est résolu';
  return part === 'a'
    ? 'la première partie du présent contrat est résolue'
    : 'la deuxième partie du présent contrat est résolue';
}

/** A licence takes effect on payment; only an assignment transfers rights (LEGAL J12). */
export const paymentTitle = (ctx: Ctx, part: PricePart): string =>
  part === 'i'
    ? "Paiement et prise d'effet de l'autorisation"
    : ctx.licence
      ? "Paiement et prise d'effet de la licence"
      : 'Paiement et transfert des droits';

/**
 * Payment and transfer linked (legal review A5b, H1): the cession or the authorisation only takes
 * effect on full payment of its price; a clause résolutoire after a formal notice that expressly
 * cites it and stays without effect (C. civ. 1224, 1225: the notice must mention the clause; 1229:
 * effect and restitutions); then a timetable to stop every use and take the work or images down.
 */
export function paymentAndTransfer(ctx: Ctx, part: PricePart): Block {
  const image = part === 'i';
  const { grantor, grantee } = image ? ctx.img : ctx.a;
  const price = image ? 'i-remuneration' : 'a-remuneration';
  const effect = image
    ? [
        "L'autorisation ne prend effet qu'au paiement intégral de la rémunération prévue à l'article ",
        ref(price),
        ` : jusqu'à ce paiement, ${grantee.le} ne peut utiliser les Images.`,
      ]
    : ctx.licence
      ? // A licence transfers nothing (LEGAL J12): only its effect waits for the payment.
        [
          "La licence ne prend effet qu'au paiement intégral de la rémunération prévue à l'article ",
          ref(price),
          ` : jusqu'à ce paiement, ${grantee.le} ne peut exploiter l'Œuvre.`,
        ]
      : [
          "La cession ne prend effet qu'au paiement intégral de la rémunération prévue à l'article ",
          ref(price),
          ` : jusqu'à ce paiement, ${grantor.le} demeure titulaire des droits définis à l'article `,
          ref('a-rights'),
          ` et ${grantee.le} ne peut exploiter l'Œuvre.`,
        ];
  return article(
    `${part}-payment`,
    paymentTitle(ctx, part),
    p(
      ...effect,
      ` ${grantee.Le} qui souhaite ${image ? 'utiliser les Images' : "exploiter l'Œuvre"} plus tôt peut payer ` +
        'la rémunération par anticipation.',
    ),
    p(
      `À défaut de paiement intégral à l'échéance, ${grantor.le} peut mettre ${grantee.le} en demeure de payer, ` +
        "par lettre recommandée avec demande d'avis de réception mentionnant expressément la présente clause. " +
        `Si la somme due n'est pas payée dans un délai de ${NOTICE_DAYS} à compter de la réception de cette mise ` +
        `en demeure, ${resolvedWhat(ctx, part)} de plein droit à l'expiration de ce délai, sans qu'il soit besoin ` +
        "d'une décision de justice (articles 1224, 1225 et 1229 du Code civil).",
    ),
    p(
      `${grantee.Le} cesse alors toute ${image ? 'utilisation des Images' : "exploitation de l'Œuvre"} et ` +
        `${image ? 'les' : 'la'} retire des supports dont il a la maîtrise dans un délai de ${REMOVAL_DAYS} ; il ` +
        `demande dans le même délai ${image ? 'leur' : 'son'} retrait aux tiers auxquels il ` +
        `${image ? 'les a communiquées' : "l'a communiquée"}. ` +
        'Les restitutions suivent les articles 1229 et 1352 et suivants du Code civil, sans préjudice des ' +
        `dommages et intérêts dus ${grantor.au} (article 1217 du Code civil).`,
    ),
  );
}
