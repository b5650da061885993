import type { Ctx } from '../context';
import type { Block } from '../model';
import { article, li, p } from '../model';
import { INFORMED, PROOF_OBJECTION, cnil, controller } from './gdpr-common';
import { consumerDataNotice } from './consumer';

/**
 * How long payment records are kept: ten years for a company (C. com. L123-22, traders only); a
 * natural-person grantee may be no trader, so the law's own durations, unnamed.
 */
const accountingRecords = (ctx: Ctx): string =>
  ctx.draft.entreprise_info?.type === 'physical_person'
    ? 'les pièces comptables et justificatives des paiements sont conservées pendant les durées légales'
    : 'les pièces comptables sont conservées dix ans (article L123-22 du Code de commerce)';

/**
 * GDPR notice of a copyright-only contract (legal review H12; RGPD art. 13): it processes the
 * author's identity data (name, address, and for a natural person birth date and place,
 * nationality), on the contract basis (6.1.b), kept for the contract's duration plus the
 * limitation period; accounting records of a paid contract rest on a legal obligation (6.1.c).
 */
export function contractDataNotice(ctx: Ctx): Block[] {
  if (ctx.consumer) return consumerDataNotice(ctx);
  const { grantor, grantee } = ctx.a;
  const c = controller(ctx);
  const holders = ctx.company
    ? 'les personnes physiques dont les données figurent au présent contrat disposent'
    : `${grantor.le} dispose`;
  return [
    article(
      'gdpr',
      'Données personnelles',
      p(
        "Les données d'identification et les coordonnées figurant au présent contrat sont des données à caractère " +
          `personnel. Leur traitement est placé sous la responsabilité ${grantee.du}, `,
        { text: c.name },
        `, dans les conditions suivantes, ${INFORMED} :`,
      ),
      li(
        "finalités : la conclusion, l'exécution et la gestion du présent contrat" +
          (ctx.paid
            ? ", le paiement de la rémunération et l'information annuelle de l'auteur"
            : '') +
          ", la mention du nom de l'auteur avec l'Œuvre et la preuve des droits consentis ;",
      ),
      li(
        "base légale : l'exécution du présent contrat (article 6, paragraphe 1, b, du RGPD)" +
          (ctx.paid
            ? " et, pour la conservation des pièces comptables, le respect d'une obligation légale (article 6, paragraphe 1, c, du RGPD) ;"
            : ' ;'),
      ),
      li(
        `destinataires : les personnes habilitées ${grantee.du} et ses prestataires techniques` +
          (ctx.paid
            ? ', ainsi que les administrations et organismes auxquels la loi impose de les communiquer'
            : '') +
          " ; le nom sous lequel l'auteur est mentionné est porté à la connaissance du public avec l'Œuvre ;",
      ),
      li(
        'durée de conservation : la durée du présent contrat, puis cinq ans à compter de sa fin, durée de la ' +
          'prescription de droit commun (article 2224 du Code civil), pour la preuve des droits des Parties' +
          (ctx.paid ? ` ; ${accountingRecords(ctx)} ;` : ' ;'),
      ),
      li(
        `droits : ${holders} d'un droit d'accès, de rectification, d'effacement et de limitation du traitement, ainsi ` +
          `que d'un droit à la portabilité des données (articles 15 à 18 et 20 du RGPD) ; ${PROOF_OBJECTION}. Ces ` +
          `droits s'exercent auprès ${grantee.du} à l'adresse suivante : `,
        { text: c.contact },
        '.',
      ),
      cnil(),
    ),
  ];
}
