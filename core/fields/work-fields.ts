import type { Draft } from '../schemas/draft';
import {
  MINING_CHOICES,
  MINING_CHOICE_LABELS,
  WORK_NATURES,
  WORK_NATURE_LABELS,
} from '../answers/work-answers';
import { hasWork } from './draft-conditions';
import { placeholderRule } from './free-text-rules';
import type { FieldSpec } from './types';

/**
 * The answers that identify the work and say whether it exists yet (C. civ. 1163, CPI L131-1;
 * docs/legal-review.md section J). Asked with the work's description (step 4), for a contract
 * that has a copyright part only.
 */
const WORK_GROUP = 'L’œuvre';

export const WORK_FIELD_SPECS: FieldSpec[] = [
  {
    key: 'titre_oeuvre',
    label: 'Titre ou sujet de l’œuvre',
    kind: 'text',
    format: placeholderRule,
    placeholder: 'Ex.\u00a0: Forêt d’automne',
    hint: 'Le titre de l’œuvre, ou à défaut ce qu’elle représente.',
    step: 4,
    group: WORK_GROUP,
    showIf: hasWork,
  },
  {
    key: 'nature_oeuvre',
    label: 'Nature de l’œuvre',
    kind: 'select',
    options: WORK_NATURES.map((value) => ({ value, label: WORK_NATURE_LABELS[value] })),
    hint: 'Elle décide de ce que l’adaptation permet (recadrage d’une photo, sous-titrage d’un film, déclinaisons d’un logo).',
    step: 4,
    group: WORK_GROUP,
    showIf: hasWork,
  },
  {
    key: 'format_oeuvre',
    label: 'Format, dimensions ou durée',
    kind: 'text',
    format: placeholderRule,
    placeholder: 'Ex.\u00a0: fichier vectoriel SVG\u202f; vidéo de 2\u00a0minutes',
    step: 4,
    group: WORK_GROUP,
    showIf: hasWork,
  },
  {
    key: 'oeuvre_a_creer',
    label: 'L’œuvre reste à créer (commande)',
    kind: 'checkbox',
    hint: 'Cochez si l’œuvre n’existe pas encore\u00a0: le contrat prend effet à sa livraison, à la date de livraison indiquée.',
    step: 4,
    group: WORK_GROUP,
    showIf: hasWork,
  },
  {
    key: 'reference_oeuvre',
    label: 'Date de création ou référence',
    kind: 'text',
    format: placeholderRule,
    placeholder: 'Ex.\u00a0: créée en mars 2026, fichier foret-automne.tif',
    step: 4,
    group: WORK_GROUP,
    showIf: (root) => hasWork(root) && !(root as Partial<Draft>).oeuvre_a_creer,
  },
  {
    key: 'fouille_ia',
    label: 'Fouille de textes et de données (intelligence artificielle)',
    kind: 'radio',
    options: MINING_CHOICES.map((value) => ({ value, label: MINING_CHOICE_LABELS[value] })),
    hint: 'Par défaut, l’auteur s’y oppose (article L122-5-3 du CPI) et le cessionnaire le signale aux robots là où il publie l’œuvre.',
    step: 2,
    group: 'Droits cédés',
    showIf: hasWork,
  },
];
