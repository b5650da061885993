import type { Ctx } from '../context';
import type { Block, Part } from '../model';
import { article, p, v } from '../model';

/**
 * The society with its article, after « de » or « à » (« de la SACEM », « à l'ADAGP », « de la
 * Scam »): French grammar puts an article before these names. A society typed under « autre »
 * is quoted after « l'organisme » so its own gender does not matter (blank if none).
 */
const SOCIETY_NAMES: Record<
  'SACEM' | 'ADAGP' | 'SAIF' | 'SCAM' | 'SACD',
  { de: string; a: string }
> = {
  SACEM: { de: 'de la SACEM', a: 'à la SACEM' },
  ADAGP: { de: 'de l’ADAGP', a: 'à l’ADAGP' },
  SAIF: { de: 'de la SAIF', a: 'à la SAIF' },
  SCAM: { de: 'de la Scam', a: 'à la Scam' },
  SACD: { de: 'de la SACD', a: 'à la SACD' },
};

function societyName(ctx: Ctx, preposition: 'de' | 'a'): Part[] {
  const society = ctx.draft.gestion_collective;
  if (society === 'autre' || society === 'aucune')
    return [
      preposition === 'de' ? 'de l’organisme « ' : 'à l’organisme « ',
      v(ctx.draft.gestion_collective_autre),
      ' »',
    ];
  return [SOCIETY_NAMES[society][preposition]];
}

/** « Le Cédant déclare » or, for a company, the authors behind it (only natural persons are authors, A9). */
function whoIsMember(ctx: Ctx): string {
  return ctx.company
    ? `${ctx.a.grantor.Le} déclare que l'auteur ou les auteurs de l'Œuvre sont membres `
    : `${ctx.a.grantor.Le} déclare être membre `;
}

/**
 * No society: the grantor says so for the rights granted, and keeps the granted rights out of
 * any later contribution (a right already granted cannot be contributed again).
 */
function noSociety(ctx: Ctx): Block[] {
  const { grantor, grantee } = ctx.a;
  const grant = ctx.assigns ? 'cédés' : 'concédés';
  const law = 'organisme de gestion collective (articles L321-1 et suivants du CPI)';
  const declaration = ctx.company
    ? `${grantor.Le} déclare que ni lui ni les auteurs de l'Œuvre n'ont confié à un ${law} la gestion des droits ` +
      `${grant} au présent contrat.`
    : `${grantor.Le} déclare n'être membre d'aucun ${law} et n'avoir confié à aucun organisme de cette nature la ` +
      `gestion des droits ${grant} au présent contrat.`;
  return [
    p(declaration),
    p(
      `En cas d'adhésion ultérieure à un tel organisme, ${grantor.le} en informe ${grantee.le} par écrit et veille à ce ` +
        `que les droits ${grant} au présent contrat ne soient pas compris dans son apport.`,
    ),
  ];
}

/**
 * Member of a society: the rights already contributed to it are outside the grant (the author
 * no longer holds them, or holds them only within the society's rules); the user declares its
 * uses and pays the society's royalties on top of the contract price (legal review H4). A
 * consumer (LEGAL J9) is no « exploitant » with uses to declare: any royalty a society claims for
 * one of their uses is still on top of the price.
 */
function member(ctx: Ctx): Block[] {
  const { grantor, grantee } = ctx.a;
  const grant = ctx.assigns ? 'cession' : 'autorisation';
  const [authors, they, their] = ctx.company
    ? ['aux auteurs', 'ils ont', 'leurs']
    : ["à l'auteur", "l'auteur a", 'ses'];
  const price = ctx.paid
    ? "s'ajoutent à la rémunération prévue au présent contrat, qu'elles ne remplacent pas"
    : 'ne sont pas couvertes par la gratuité du présent contrat';
  return [
    p(
      whoIsMember(ctx),
      ...societyName(ctx, 'de'),
      `, organisme de gestion collective (articles L321-1 et suivants du CPI), auquel ${they} apporté ou confié ` +
        `la gestion de certains de ${their} droits.`,
    ),
    p(
      'Les droits dont la gestion a été ainsi apportée ou confiée ',
      ...societyName(ctx, 'a'),
      ` à la date du présent contrat sont exclus de la présente ${grant}, sauf dans la mesure où les statuts et ` +
        `règles générales de cet organisme permettent ${authors} d'en disposer ; les exploitations qui en relèvent ` +
        "sont soumises à l'autorisation et aux conditions de l'organisme.",
    ),
    p(
      "L'Œuvre est déclarée à l'organisme dans les conditions prévues par ses règles. " +
        (ctx.consumer
          ? `Les redevances que l'organisme demanderait pour une utilisation de l'Œuvre par ${grantee.le} ${price}. `
          : `${grantee.Le}, en sa qualité d'exploitant, déclare à l'organisme les exploitations relevant de sa gestion et lui ` +
            `verse directement les redevances correspondantes, qui ${price}. `) +
        `${grantor.Le} communique ${grantee.au}, à sa demande, l'étendue des droits gérés par l'organisme et les ` +
        'coordonnées de celui-ci.',
    ),
  ];
}

/** Collective management (legal review H4; CPI L321-1 s.): copyright part only. */
export function collectiveManagement(ctx: Ctx): Block[] {
  if (!ctx.hasAuteur) return [];
  const none = ctx.draft.gestion_collective === 'aucune';
  return [article('a-societies', 'Gestion collective', ...(none ? noSociety(ctx) : member(ctx)))];
}
