import { z, optionalText } from './zod-fr';

/**
 * Answers about the work and its exploitation that make every factual sentence of a contract come
 * from the user (LEGAL J1–J7; docs/legal-review.md section J).
 */

/** Ticked for a new draft: the spec includes the website and Discord by default (LEGAL J1). */
export const DEFAULT_SUPPORTS = ['site_internet', 'serveur_discord'] as const;

/** The kind of work (LEGAL J3, J5, J10, J11): it decides what adapting it means, among others. */
export const WORK_NATURES = [
  'photographie',
  'illustration',
  'logo',
  'audiovisuelle',
  'texte',
  'autre',
] as const;
export type WorkNature = (typeof WORK_NATURES)[number];
export const WORK_NATURE_LABELS: Record<WorkNature, string> = {
  photographie: 'Photographie',
  illustration: 'Illustration, dessin ou graphisme',
  logo: 'Logo ou identité visuelle',
  audiovisuelle: 'Œuvre audiovisuelle (film, vidéo)',
  texte: 'Texte',
  autre: 'Autre œuvre',
};
/** The kind as the contract names it, after « nature : ». */
export const WORK_NATURE_TEXT: Record<WorkNature, string> = {
  photographie: 'photographie',
  illustration: 'illustration ou œuvre graphique',
  logo: 'logo ou élément d’identité visuelle',
  audiovisuelle: 'œuvre audiovisuelle',
  texte: 'texte',
  autre: 'œuvre',
};

/** Text and data mining of the work (CPI L122-5-3): reserved unless the author allows training. */
export const MINING_CHOICES = ['reservee', 'autorisee'] as const;
export const MINING_CHOICE_LABELS: Record<(typeof MINING_CHOICES)[number], string> = {
  reservee: 'Réservée : l’œuvre ne sert pas à entraîner des intelligences artificielles',
  autorisee: 'Autorisée pour les seuls systèmes du cessionnaire, pour la destination du contrat',
};

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
