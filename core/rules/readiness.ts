import { contractDay } from './contract-date';
import { assigneeLineLabel, NO_CLIENT_ASSIGNEE_MESSAGE, partiesLabel } from './sides';
import type { Draft } from '../schemas/draft';
import { applicableDraftFields } from '../fields/applicable';
import { DRAFT_FIELDS } from '../fields/draft-fields';
import { draftFormatProblem } from '../fields/draft-format-problem';
import { getAt } from '../fields/paths';
import { clientFieldLabel } from '../fields/profile-fields';
import { assigneeFormatIssues, requiredFieldMessage } from '../fields/validate';
import {
  READINESS_ITEMS,
  READINESS_ITEM_LABELS,
  type FieldSpec,
  type ReadinessItem,
  type StepNumber,
} from '../fields/types';

/** docs/product.md §5: shown while the download and editor buttons of step 6 are disabled. */
export const READINESS_MESSAGE =
  'Veuillez compléter toutes les informations obligatoires avant de générer votre contrat.';
/** docs/product.md §5: step 4 reached without any contract type. */
export const STEP4_NO_CONTRACT_TYPE_MESSAGE =
  'Veuillez retourner à l’étape 1 et sélectionner au moins un type de contrat.';
export const MISSING_MESSAGE = 'Information obligatoire manquante.';
export const NO_ASSIGNEE_MESSAGE =
  'Aucun cessionnaire\u00a0: configurez votre profil (vous-même ou votre entreprise) pour qu’il figure au contrat.';

/**
 * A checklist line's title, naming the parties from the user's side (core/rules/sides.ts);
 * `hasRepresentatives`: a minor's parents are among the answers the line checks.
 */
export function readinessItemLabel(
  item: ReadinessItem,
  draft: Pick<Draft, 'side' | 'type_contrat' | 'modele_distinct'>,
  hasRepresentatives = false,
): string {
  if (item === 'parties') return partiesLabel(draft, hasRepresentatives);
  if (item === 'assignee') return assigneeLineLabel(draft);
  return READINESS_ITEM_LABELS[item];
}

/** Step 4 (descriptions) can only show once at least one contract type is chosen. */
export function canShowStep4(draft: Pick<Draft, 'type_contrat'>): boolean {
  return draft.type_contrat.length > 0;
}

/** One answer the contract cannot be generated without, or one that is badly formed. */
export type MissingField = {
  key: string;
  label: string;
  item: ReadinessItem;
  /** The wizard step that asks it; absent for the assignee (the profile, outside the wizard). */
  step?: StepNumber;
  group?: string;
  problem: 'missing' | 'invalid';
  message: string;
};

/** A checklist line: ticked only when every field it checks is present and valid. */
export type ReadinessLine = {
  item: ReadinessItem;
  label: string;
  ok: boolean;
  missing: MissingField[];
};

export type Readiness = {
  ready: boolean;
  /** Every missing or invalid field, in the wizard's order. */
  missing: MissingField[];
  /** The lines that apply to this draft (no price line for a free grant, no description line without a type). */
  lines: ReadinessLine[];
};

function isBlank(spec: FieldSpec, draft: Draft): boolean {
  const value = getAt(draft, spec.key);
  if (spec.key === 'entreprise_info') {
    const info = value as { nom?: string } | undefined;
    return !info || (info.nom ?? '').trim() === '';
  }
  if (Array.isArray(value)) return value.length === 0;
  return typeof value !== 'string' || value.trim() === '';
}

function problemOf(
  spec: FieldSpec,
  required: boolean,
  draft: Draft,
  today: Date,
): MissingField | null {
  const base = {
    key: spec.key,
    label: spec.labelIn?.(draft) ?? spec.label,
    item: spec.item ?? 'other',
    ...(spec.step ? { step: spec.step } : {}),
    ...(spec.group ? { group: spec.group } : {}),
  };
  if (required && isBlank(spec, draft))
    return {
      ...base,
      problem: 'missing',
      message:
        spec.key === 'entreprise_info'
          ? NO_ASSIGNEE_MESSAGE
          : spec.key === 'entreprise_info.type'
            ? NO_CLIENT_ASSIGNEE_MESSAGE
            : MISSING_MESSAGE,
    };
  const error =
    spec.key === 'entreprise_info'
      ? assigneeProblem(draft, today)
      : draftFormatProblem(spec, draft, today);
  return error ? { ...base, problem: 'invalid', message: error } : null;
}

/**
 * What identifies the assignee beyond its name (legal review D14: no blank party): a person's
 * first name (« ____ Bernard » was printed), a company's legal form (« ACME, ____ au capital »).
 * The profile asks only the name, so step 6 sends the user to complete it.
 */
const ASSIGNEE_IDENTITY = {
  physical_person: ['prenom'],
  legal_entity: ['forme_juridique'],
} as const;

function assigneeBlanks(info: NonNullable<Draft['entreprise_info']>): string[] {
  const record = info as unknown as Record<string, unknown>;
  return (ASSIGNEE_IDENTITY[info.type] ?? []).filter(
    (key) => typeof record[key] !== 'string' || (record[key] as string).trim() === '',
  );
}

/**
 * The French labels of what a saved profile still lacks to be a contract's assignee (« Prénom »):
 * the dashboard saves a profile with a name only (docs/product.md §5), and the profile choice
 * said « Votre profil est configuré » while step 6 then refused it.
 */
export function assigneeMissingLabels(
  type: NonNullable<Draft['entreprise_info']>['type'],
  record: object,
): string[] {
  const info = { ...record, type } as NonNullable<Draft['entreprise_info']>;
  return assigneeBlanks(info).map((key) => clientFieldLabel(type, key));
}

/**
 * The assignee's badly formed fields (the profile's own rules, which the server applies to a draft
 * it stores or renders), as one line of the checklist — « Capital social : Indiquez… » — whose
 * action is to fix or pick the profile; null when it is fine.
 */
function assigneeProblem(draft: Draft, today: Date): string | null {
  const info = draft.entreprise_info;
  if (!info) return null;
  const messages = [
    ...assigneeBlanks(info).map((key) => requiredFieldMessage(clientFieldLabel(info.type, key))),
    ...assigneeFormatIssues(draft, today).map(
      ({ path, message }) =>
        `${clientFieldLabel(info.type, path.slice(1).join('.'))}\u00a0: ${message}`,
    ),
  ];
  return messages.length > 0 ? messages.join(' ') : null;
}

/**
 * Every missing or invalid answer of the draft (the list the checklist, step 6 and the server use),
 * among the fields of `registry` (the wizard's, core/fields/draft-fields.ts).
 */
export function missingFields(
  draft: Draft,
  today: Date = new Date(),
  registry: readonly FieldSpec[] = DRAFT_FIELDS,
): MissingField[] {
  // In the wizard's order; the assignee (the profile, outside the wizard) comes last.
  const day = contractDay(draft, today);
  return applicableDraftFields(draft, day, registry)
    .map(({ spec, required }) => problemOf(spec, required, draft, day))
    .filter((field): field is MissingField => field !== null)
    .sort((a, b) => (a.step ?? 7) - (b.step ?? 7));
}

/** Which lines the checklist shows: a line is only shown (and ticked) when it checks something. */
function lineApplies(item: ReadinessItem, draft: Draft, missing: MissingField[]): boolean {
  if (item === 'descriptions') return draft.type_contrat.length > 0;
  if (item === 'price') return draft.type_cession === 'Onéreuse' && draft.type_contrat.length > 0;
  if (item === 'other') return missing.some((field) => field.item === 'other');
  return true;
}

/**
 * docs/product.md §5 final-step readiness, as the list of what is missing and the checklist lines.
 */
export function checkReadiness(
  draft: Draft,
  today: Date = new Date(),
  registry: readonly FieldSpec[] = DRAFT_FIELDS,
): Readiness {
  const missing = missingFields(draft, today, registry);
  const representatives = applicableDraftFields(draft, today, registry).some(({ spec }) =>
    /\.parent[12]\./.test(spec.key),
  );
  const lines = READINESS_ITEMS.filter((item) => lineApplies(item, draft, missing)).map((item) => {
    const own = missing.filter((field) => field.item === item);
    const label = readinessItemLabel(item, draft, representatives);
    return { item, label, ok: own.length === 0, missing: own };
  });
  return { ready: missing.length === 0, missing, lines };
}

/**
 * « Nom de l’auteur (étape 3) ; Prix (étape 5) : … »: the French list the server's 400 names, to
 * end a sentence — each message loses its own full stop (no « AAAA-MM-JJ.. » or « . ; »).
 */
export function describeMissing(missing: readonly MissingField[]): string {
  return missing
    .map((field) => {
      // A field outside the steps is the assignee, whose label says where it is (« (votre profil) »).
      const named = field.step ? `${field.label} (étape ${field.step})` : field.label;
      return field.problem === 'invalid'
        ? `${named}\u00a0: ${field.message.replace(/\.$/, '')}`
        : named;
    })
    .join('\u202f; ');
}

/**
 * What keeps « Suivant » from leaving a step: its answers that are badly formed (a birth date in
 * the future, a malformed SIRET or e-mail, a value over its limit). Its blank required answers
 * (`stepGaps`) stop « Suivant » too, but the user may go on without them (docs/product.md §4): a
 * model's birth date or a price may not be known yet, and step 6's checklist leads back to each.
 */
export function stepBlockers(
  draft: Draft,
  step: StepNumber,
  today: Date = new Date(),
  registry: readonly FieldSpec[] = DRAFT_FIELDS,
): MissingField[] {
  return stepFields(draft, step, 'invalid', today, registry);
}

/** The step's required answers left blank, in the wizard's order. */
export function stepGaps(
  draft: Draft,
  step: StepNumber,
  today: Date = new Date(),
  registry: readonly FieldSpec[] = DRAFT_FIELDS,
): MissingField[] {
  return stepFields(draft, step, 'missing', today, registry);
}

const stepFields = (
  draft: Draft,
  step: StepNumber,
  problem: MissingField['problem'],
  today: Date,
  registry: readonly FieldSpec[],
): MissingField[] =>
  missingFields(draft, today, registry).filter(
    (field) => field.step === step && field.problem === problem,
  );
