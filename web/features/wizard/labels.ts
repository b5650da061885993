import type { ExtraRight, Support, Territory } from '@core/schemas/draft';

/** The six steps (SPEC §2), in order; the index + 1 is the step number. */
export const STEP_TITLES = [
  'Type de contrat',
  'Mode de cession et droits',
  "Informations sur l'auteur ou le modèle",
  'Description détaillée',
  'Supports et rémunération',
  'Finalisation',
] as const;
export const STEP_COUNT = STEP_TITLES.length;
export type StepNumber = 1 | 2 | 3 | 4 | 5 | 6;

/** French labels of the extra rights (SPEC §9); « suite » is reserved, never assigned. */
export const RIGHT_LABELS: Record<ExtraRight, string> = {
  distribution: 'Distribution',
  usage: 'Usage',
  adaptation: 'Adaptation',
  pret: 'Prêt',
  location: 'Location',
  suite: 'Droit de suite',
};

export const RIGHT_HINTS: Record<ExtraRight, string> = {
  distribution: 'Mettre l’œuvre à la disposition du public, y compris par des tiers.',
  usage: 'Utiliser l’œuvre dans le cadre des activités du cessionnaire.',
  adaptation: 'Modifier, traduire, recadrer ou intégrer l’œuvre dans une autre création.',
  pret: 'Prêter des exemplaires de l’œuvre.',
  location: 'Louer des exemplaires de l’œuvre.',
  suite:
    'L’auteur conserve toujours son droit de suite (art. L122-8 CPI) : il est inaliénable. Le contrat le rappelle, sans le céder.',
};

/** French labels of the supports (SPEC §9); the website and Discord are always included. */
export const SUPPORT_LABELS: Record<Support, string> = {
  reseaux_sociaux: 'Réseaux sociaux',
  applications_mobiles: 'Applications mobiles',
  plateformes_video: 'Plateformes vidéo',
  supports_imprimes: 'Supports imprimés',
  presentations_evenementielles: 'Présentations événementielles',
  publicites_en_ligne: 'Publicités en ligne',
  plateformes_tierces: 'Plateformes tierces',
  emails_newsletters: 'E-mails et newsletters',
};
export const INCLUDED_SUPPORTS = ['Site web', 'Discord'] as const;

export const TERRITORY_LABELS: Record<Territory, string> = {
  monde_entier: 'Monde entier',
  union_europeenne: 'Union européenne',
  france: 'France',
};
