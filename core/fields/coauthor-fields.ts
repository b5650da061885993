import type { Draft } from '../schemas/draft';
import { COAUTHOR_LIMITS } from './text-limits';
import { coauthorsAsked, principalShare, shareFormatError } from '../rules/coauthors';
import { always, isPaid } from './draft-conditions';
import { PERSON_BASE, place } from './person-fields';
import type { FieldCondition, FieldSpec } from './types';

/**
 * The co-authors of a work of collaboration (LEGAL J13): each identified like the author (the
 * same person fields, the birth date telling a minor), and, in a paid contract, each with a share
 * of the remuneration. Declared once under `coauteurs.*`, one field per co-author on screen.
 */
export const COAUTHORS_GROUP = 'Coauteurs';
export const coauthorGroup = (n: number) => `Coauteur ${n}`;
const each = { whose: (n: number) => `(coauteur ${n})`, group: coauthorGroup };

const asked: FieldCondition = (root) => coauthorsAsked(root as Draft);
const COAUTHOR_REQUIRED = ['gentille', 'nom', 'prenom', 'date_naissance'];

const identity: FieldSpec[] = place(PERSON_BASE, {
  prefix: 'coauteurs.*',
  limits: COAUTHOR_LIMITS,
  required: COAUTHOR_REQUIRED,
  item: 'parties',
  step: 3,
}).map((spec) => ({
  ...spec,
  each,
  showIf: asked,
  ...(COAUTHOR_REQUIRED.includes(spec.key.split('.').at(-1)!) ? { requiredIf: always } : {}),
}));

/** « L'auteur principal reçoit 60 % » once every share is typed. */
const shareHint = (root: unknown): string => {
  const rest = principalShare((root as Draft).coauteurs ?? []);
  return rest === null
    ? 'En pourcentage de la rémunération\u202f; l’auteur principal reçoit le reste.'
    : `En pourcentage de la rémunération\u202f; l’auteur principal reçoit le reste, soit ${rest}\u00a0%.`;
};

export const COAUTHOR_FIELD_SPECS: readonly FieldSpec[] = [
  ...identity,
  {
    key: 'coauteurs.*.part',
    label: 'Part de la rémunération (%)',
    kind: 'text',
    format: (value) => shareFormatError(value),
    inputMode: 'numeric',
    placeholder: 'Ex.\u00a0: 40',
    hintIn: shareHint,
    maxLength: 6,
    each,
    showIf: (root) => asked(root) && isPaid(root),
    requiredIf: always,
    item: 'price',
    step: 3,
  },
];
