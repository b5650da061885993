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
