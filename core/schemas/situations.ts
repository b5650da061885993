import { CONTRACT_NATURES, LICENCE_USES, WITHDRAWAL_CHOICES } from '../answers/situations';
import { z, optionalText, wholeNumber } from './zod-fr';
import { priceText } from './price';

export const situationFields = {
  /** J9: the assignee, a natural person, acts for personal use, outside any trade. */
  cessionnaire_consommateur: z
    .boolean({ error: 'cessionnaire_consommateur doit être vrai ou faux.' })
    .default(false),
  /** J9: the consumer mediator the author (a professional) has designated (C. conso L616-1). */
  mediateur_consommation: optionalText(300),
  retractation: z
    .enum(WITHDRAWAL_CHOICES, {
      error:
        'retractation doit valoir «\u202fdelai\u202f», «\u202foeuvre_personnalisee\u202f» ou «\u202flivraison_immediate\u202f».',
    })
    .default('delai'),
  /** J12 */
  nature_contrat: z
    .enum(CONTRACT_NATURES, {
      error: 'nature_contrat doit valoir «\u202fcession\u202f» ou «\u202flicence\u202f».',
    })
    .default('cession'),
  /** '' = not answered yet (readiness asks it of a licence). */
  licence_usage: z
    .enum([...LICENCE_USES, ''], {
      error: 'licence_usage doit valoir «\u202feditoriale\u202f» ou «\u202fcommerciale\u202f».',
    })
    .default(''),
  /** Most copies a licence allows in print; null = no cap. */
  licence_tirage_max: wholeNumber(1, 10_000_000, 'Le tirage maximal').nullable().default(null),
  /** The client for whose account the licensee uses the work, if any. */
  licence_client_final: optionalText(200),
  /** J22: the model, paid for it, gives this beneficiary alone the use of the image in a sector. */
  exclusivite_image: z
    .boolean({ error: 'exclusivite_image doit être vrai ou faux.' })
    .default(false),
  /** J22: the sector of activity the image exclusivity is limited to. */
  exclusivite_secteur: optionalText(200),
  /** J22: the exclusivity's own price line. */
  remuneration_exclusivite: priceText(),
};
