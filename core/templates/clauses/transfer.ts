import type { Ctx, Term } from '../context';
import type { Block } from '../model';
import type { Para } from '../model';
import { p, sub } from '../model';

/** What the sub-clauses need to know about the part (copyright or image). */
export type TransferSpec = {
  prefix: 'a' | 'i';
  grantor: Term;
  grantee: Term;
  /** « l'Œuvre » or « les Images ». */
  subject: string;
  /** « la cession » or « l'autorisation ». */
  grant: string;
};

/** « de l'Œuvre », « des Images ». */
const ofSubject = (subject: string): string =>
  subject === 'les Images' ? 'des Images' : `de ${subject}`;

/**
 * Sub-licensing and transfer by the grantee (legal review H6 v2), from the `sous_licence` answer.
 * Always: providers acting on the grantee's behalf (hosts, printers, broadcasters) may carry out
 * the material operations, within the same limits — they exploit nothing for themselves. With
 * `sous_licence`: group companies (C. com. L233-3) and the agencies it mandates for its own
 * communication, in writing, within the same limits, the grantee answering for them — never
 * undefined « partenaires », which would let anyone exploit (B2: only the named beneficiary may). Never without the grantor: handing the
 * contract itself to someone else (C. civ. 1216), since the grant was made to this grantee.
 */
/**
 * Whom a grantee's group is: C. com. L233-3 defines control between companies; a natural person
 * is controlled by no company, only controls some.
 */
const groupOf = (ctx: Ctx): string =>
  ctx.draft.entreprise_info?.type === 'physical_person'
    ? "les sociétés qu'il contrôle"
    : "les sociétés qui le contrôlent, qu'il contrôle ou qui sont placées sous le même contrôle que lui " +
      '(article L233-3 du Code de commerce)';

/**
 * A consumer (LEGAL J9) acts outside any trade: no group, agency, partner, advertising network or
 * business to pass the rights on with. Only the copyright part can have one (rules/situations.ts).
 */
const privateBuyer = (ctx: Ctx, s: TransferSpec): boolean => ctx.consumer && s.prefix === 'a';

export function transferSub(ctx: Ctx, s: TransferSpec): Block {
  const { grantor, grantee, subject } = s;
  const consumer = privateBuyer(ctx, s);
  const providers = p(
    `${grantee.Le} peut confier à des prestataires agissant pour son compte et sur ses instructions ` +
      (consumer
        ? '(hébergeurs, imprimeurs, services de tirage) les opérations matérielles de '
        : '(hébergeurs, imprimeurs, routeurs, régies publicitaires, diffuseurs) les opérations matérielles de ') +
      `reproduction et de diffusion ${ofSubject(subject)}, dans les seules limites du présent contrat ; ces prestataires ` +
      `n'acquièrent aucun droit d'exploiter ${subject} pour leur propre compte.`,
  );
  const limits =
    `dans les mêmes limites de Supports, de Destination, de ` +
    'Territoire et de Durée ; ces autorisations ne peuvent excéder les droits que ' +
    `${grantee.le} tient du présent contrat et prennent fin au plus tard avec lui. ${grantee.Le} demeure ` +
    `responsable envers ${grantor.le} du respect du présent contrat par ces tiers comme de son propre fait.`;
  const others = ctx.draft.sous_licence
    ? p(
        consumer
          ? `${grantee.Le} peut en outre autoriser par écrit des tiers à utiliser ${subject}, ${limits}`
          : `${grantee.Le} peut en outre autoriser par écrit ${groupOf(ctx)} et les agences qu'il mandate ` +
              `pour sa propre communication à exploiter ${subject}, ${limits}`,
      )
    : p(
        `En dehors de ces prestataires et des services de tiers mentionnés ci-dessus, ${grantee.le} ne peut ` +
          `autoriser aucun tiers${consumer ? '' : ', y compris une société de son groupe, son agence ou son partenaire,'} à exploiter ${subject}, ` +
          `sans l'accord préalable et écrit ${grantor.du}.`,
      );
  const contract = transmission(ctx, s);
  return sub(
    `${s.prefix}-sublicence`,
    'Prestataires, sous-licences et transmission',
    providers,
    others,
    contract,
  );
}

/**
 * Who may take over the grant (LEGAL J6). A paid copyright assignment is property the assignee
 * may pass on with the business that exploits it or within its group, as a buyer of the business
 * would need; the author's consent is kept for any other transfer. A free grant and the image part
 * stay personal to the grantee (C. civ. 9; the donation risk of LEGAL A7): any transfer of the
 * contract needs the grantor (C. civ. 1216).
 */
function transmission(ctx: Ctx, s: TransferSpec): Para {
  const { grantor, grantee, subject } = s;
  // A consumer buys for a private use and has no business to sell: the rights stay with them.
  if (privateBuyer(ctx, s) && ctx.assigns)
    return p(
      `${grantee.Le}, qui acquiert les droits pour son usage personnel, ne peut les transmettre à un tiers, ` +
        `ensemble ou avec le présent contrat, sans l'accord préalable et écrit ${grantor.du} (article 1216 du ` +
        'Code civil).',
    );
  if (s.prefix === 'a' && ctx.assigns)
    return p(
      `${grantee.Le} peut transmettre les droits cédés, ensemble ou avec le présent contrat, à l'acquéreur du fonds ` +
        "de commerce ou de la branche d'activité dans lesquels " +
        `${subject} est exploitée, ainsi qu'${groupOf(ctx).replace(/^les /u, 'aux ')}, à charge pour le bénéficiaire de respecter le ` +
        `présent contrat, notamment la rémunération et la mention du nom de l'auteur ; il en informe ${grantor.le} ` +
        `par écrit dans le mois qui suit. Toute autre transmission requiert l'accord préalable et écrit ${grantor.du} ` +
        '(article 1216 du Code civil).',
    );
  return p(
    `${grantee.Le} ne peut transmettre à un tiers sa qualité de partie au présent contrat sans l'accord ` +
      `préalable et écrit ${grantor.du} (article 1216 du Code civil).`,
  );
}

/**
 * One archived copy after the end of the grant, for proof and the defence of claims only
 * (legal review H7 v2; for the images, personal data: RGPD art. 17.3.e), never exploited.
 */
export function archiveSub(s: TransferSpec): Block {
  const images = s.prefix === 'i';
  return sub(
    `${s.prefix}-archive`,
    'Archivage',
    p(
      `À la fin de ${s.grant}, pour quelque cause que ce soit, ${s.grantee.le} peut conserver un seul ` +
        `exemplaire archivé ${ofSubject(s.subject)} et des publications qui ${images ? 'les ont reproduites' : "l'ont reproduite"}, ` +
        "à seule fin de prouver les conditions de leur exploitation et de constater, d'exercer ou de défendre " +
        "ses droits en justice, pendant le délai de prescription des actions qui s'y rapportent. Cet exemplaire, " +
        "dont l'accès est restreint aux personnes qui en ont besoin pour cette fin, ne fait l'objet d'aucune " +
        'exploitation ni communication au public, hors sa production en justice.' +
        (images
          ? " Cette conservation, qui fait exception à l'effacement des Images, est limitée à ce qu'exige cette " +
            'finalité (article 17, paragraphe 3, e, du RGPD).'
          : ''),
    ),
  );
}
