import type { Ctx } from '../context';
import type { Para } from '../model';
import { p, v } from '../model';
import { addressText, signatoryName } from './identity';

/**
 * Pieces shared by both GDPR notices (legal review B6, H12): who the controller is, the article
 * 13 reference (with the regulation defined once, « RGPD »), and the CNIL complaint.
 */

/** The controller's name and contact, from the assignee's profile (blanks when missing). */
export function controller(ctx: Ctx): { name: string; contact: string } {
  const info = ctx.draft.entreprise_info;
  if (!info) return { name: v('').text, contact: v('').text };
  // A natural person with their civility, as the parties clause names them.
  const name = info.type === 'legal_entity' ? v(info.nom).text : signatoryName('person', info);
  const contact = info.email.trim() ? v(info.email).text : addressText(info);
  return { name, contact };
}

const REGULATION =
  'du règlement (UE) 2016/679 du 27 avril 2016 relatif à la protection des données (ci-après « RGPD »)';

/** The notice is the information owed under RGPD art. 13; defines « RGPD » at its first use. */
export const INFORMED = `dont les personnes concernées sont informées conformément à l'article 13 ${REGULATION}`;

/**
 * A company's images show persons who are not parties: their data reach the beneficiary through
 * the company, so art. 14 applies and the notice must reach them within a month (14.3.a).
 */
export const informedThroughCompany = (company: string): string =>
  `dont les personnes concernées sont informées conformément aux articles 13 et 14 ${REGULATION} ; les personnes ` +
  `représentées n'étant pas parties au présent contrat, ${company} leur transmet la présente information dans le ` +
  'mois de sa signature (article 14, paragraphe 3, du RGPD)';

/**
 * Objection (RGPD art. 21) only answers processing on a legitimate interest (6.1.f): here, keeping
 * identification data after the contract for proof. Consent is withdrawn and a contract performed;
 * neither is « opposed »(LEGAL B6 asks objection
 * where it applies). Both notices end their rights with it.
 */
export const PROOF_OBJECTION =
  "la conservation des données d'identification après la fin du contrat, à des fins de preuve, repose sur " +
  "l'intérêt légitime des Parties (article 6, paragraphe 1, f, du RGPD) et ouvre un droit d'opposition " +
  '(article 21 du RGPD)';

/** The right to lodge a complaint with the supervisory authority (RGPD art. 13.2.d, 77). */
export const cnil = (): Para =>
  p(
    "Une réclamation peut être introduite auprès de la Commission nationale de l'informatique et des libertés " +
      '(CNIL), 3 place de Fontenoy, 75007 Paris, www.cnil.fr.',
  );
