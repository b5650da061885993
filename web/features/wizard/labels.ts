import type { ExtraRight, Support, Territory } from '@core/answers/draft';
import { SUPPORT_NAMES_FR } from '@core/rules/destination-supports';
import { TERRITORY_LABELS as TERRITORY_LABELS_FR } from '@core/fields/draft-fields';

/** The six steps (docs/product.md §2), in order; the index + 1 is the step number. */
export const STEP_TITLES = [
  'Type de contrat',
  'Mode de cession et droits',
  'Informations sur l’auteur ou le modèle',
  'Description détaillée',
  'Supports et rémunération',
  'Finalisation',
] as const;
export const STEP_COUNT = STEP_TITLES.length;
export type StepNumber = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * French labels of the extra rights (docs/product.md §9); « suite » is reserved, never assigned.
 */
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

/** French labels of the supports (docs/product.md §9): one list, in core, shared with the destination warning. */
export const SUPPORT_LABELS: Record<Support, string> = SUPPORT_NAMES_FR;

/** The territory choices: one list, in the registry (core/fields/draft-fields.ts). */
export const TERRITORY_LABELS: Record<Territory, string> = TERRITORY_LABELS_FR;

/**
 * Why an image-only contract offers no exclusivity (legal review D17; C. civ. 9): shorter than the
 * schema's IMAGE_EXCLUSIVITY_MESSAGE, which is an error for a draft that still asks for it.
 */
/**
 * Image only: the extra rights (distribution, adaptation, lending…) are an author's rights over a
 * work; an image authorisation prints none of them, so they are not offered (a
 * photographer ticked « Adaptation » while the contract forbade retouching).
 */
export const IMAGE_ONLY_RIGHTS_NOTE =
  'Une autorisation de droit à l’image permet de reproduire et de diffuser les Images sur les supports et pour la destination choisis à l’étape 5. Les droits supplémentaires (adaptation, distribution, prêt…) sont des droits d’auteur\u00a0: ils ne s’offrent qu’avec une cession de droits d’auteur (type «\u202fAuteur\u202f»).';
export const IMAGE_ONLY_EXCLUSIVITY_NOTE =
  'Pas d’exclusivité des droits d’auteur pour une autorisation de droit à l’image (type «\u202fAuteur\u202f» absent). La personne représentée reste libre de disposer de son image (article 9 du Code civil)\u00a0: seule une autorisation payée peut être exclusive, dans un secteur d’activité nommé (étape 5, «\u202fExclusivité de l’image\u202f»).';
/** Shown on step 1 when unticking « Auteur » cleared the exclusivity (core/rules/cession.ts setContractTypes). */
export const EXCLUSIVITY_CLEARED_NOTE =
  'L’exclusivité a été retirée\u00a0: sans le type «\u202fAuteur\u202f», le contrat est une autorisation de droit à l’image, exclusive seulement si elle est payée et limitée à un secteur d’activité (étape 5\u202f; article 9 du Code civil).';
