import { MINING_CHOICES, WORK_NATURES } from '../answers/work-answers';
import { z, optionalText } from './zod-fr';

export const workAnswersFields = {
  fouille_ia: z
    .enum(MINING_CHOICES, {
      error: 'fouille_ia doit valoir «\u202freservee\u202f» ou «\u202fautorisee\u202f».',
    })
    .default('reservee'),
  /** Title or subject of the work (C. civ. 1163: a determined object). */
  titre_oeuvre: optionalText(200),
  /** '' = not answered: nothing is printed for it, never a guessed kind. */
  nature_oeuvre: z
    .enum([...WORK_NATURES, ''], { error: 'Nature de l’œuvre inconnue.' })
    .default(''),
  /** Format, dimensions or duration, as the user words it. */
  format_oeuvre: optionalText(200),
  /** Date of creation or reference (file name, order number) of an existing work. */
  reference_oeuvre: optionalText(200),
  /**
   * A commissioned work still to be created (CPI L131-1 forbids the global assignment of future
   * works, not one specific commissioned work): delivered on `livraison_date`, the grant then
   * taking effect.
   */
  oeuvre_a_creer: z.boolean({ error: 'oeuvre_a_creer doit être vrai ou faux.' }).default(false),
  /**
   * `supports` lists every support, the website and Discord included. A draft stored before they
   * became ordinary supports lacks this mark: stored-draft.ts then adds them back, as they were
   * always printed for it.
   */
  supports_explicites: z
    .literal(true, { error: 'supports_explicites doit valoir vrai.' })
    .default(true),
};
