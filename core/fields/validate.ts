import type { LegalClient, PhysicalClient } from '../schemas/client';
import type { Draft } from '../schemas/draft';
import { validateClientForm } from '../rules/client-validation';
import { upgradeLegacyLegal, upgradeLegacyPhysical } from '../rules/legacy-fields';
import { applicableDraftFields } from './applicable';
import { draftFormatProblem } from './draft-format-problem';
import { formatProblem } from './format-problem';
import { parentRecord, textAt } from './paths';
import { CLIENT_FIELDS, clientFieldLabel } from './profile-fields';
import type { FieldSpec } from './types';

/**
 * The French format rules of the registry applied to a record the server is asked to store or
 * render: the server refuses what the browser refuses, naming the field.
 */
export type FieldIssue = { path: string[]; message: string };

function issuesOf(
  specs: readonly FieldSpec[],
  problemOf: (spec: FieldSpec) => string | null,
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  for (const spec of specs) {
    const message = problemOf(spec);
    if (message) issues.push({ path: spec.key.split('.'), message });
  }
  return issues;
}

/** The format rules of `specs` read from `root` (a client, a profile). */
const recordFormatIssues = (specs: readonly FieldSpec[], root: unknown, today: Date) =>
  issuesOf(specs, (spec) =>
    formatProblem(spec, textAt(root, spec.key), {
      record: parentRecord(root, spec.key),
      root,
      today,
    }),
  );

/**
 * Keys the draft schema already checks itself (prices, delivery date) or that draft-rules.ts
 * checks with the day (birth dates): not reported twice.
 */
const CHECKED_ELSEWHERE = /^(remuneration|remuneration_image|livraison_date)$|\.date_naissance$/;

/** Badly formed answers among the fields this draft uses (a hidden form's stale answer is not checked). */
export function draftFormatIssues(draft: Draft, today: Date): FieldIssue[] {
  const specs = applicableDraftFields(draft, today)
    .map(({ spec }) => spec)
    .filter((spec) => !CHECKED_ELSEWHERE.test(spec.key));
  return [
    ...issuesOf(specs, (spec) => draftFormatProblem(spec, draft, today)),
    ...assigneeFormatIssues(draft, today),
  ];
}

/**
 * The assignee inside a draft (`entreprise_info`, a copy of the profile the user picked), by its
 * type, with the rules POST /api/user-profile applies to that profile: a capital of « -5 € » or a
 * SIREN with letters sent with a draft reached the PDF while the profile refuses them. Paths are
 * the draft's (`entreprise_info.capital`). A stored draft is read without them
 * (core/schemas/stored-draft.ts): only a write or a render is refused.
 */
export function assigneeFormatIssues(
  draft: Pick<Draft, 'entreprise_info'> & Partial<Pick<Draft, 'side'>>,
  today: Date,
): FieldIssue[] {
  const info = draft.entreprise_info;
  // A creator's assignee is asked field by field at step 3: its registry specs check it.
  if (!info || draft.side === 'cedant') return [];
  return clientFormatIssues(info, today).map((issue) => ({
    path: ['entreprise_info', ...issue.path],
    message: issue.message,
  }));
}

type RecordType = keyof typeof CLIENT_FIELDS;

/** Which legacy key (docs/product.md §3) fills a current field left blank. */
const LEGACY_SOURCE: Record<string, string> = {
  adresse: 'siege',
  code_postal: 'siege',
  ville: 'siege',
  rcs_ville: 'rcs',
  representant_nom: 'representant',
  representant_prenom: 'representant',
};

/**
 * The record the contract will print: the legacy keys a client may still send (`siege`,
 * `representant`, `rcs`) folded into the current fields they stand for, so that they meet the
 * same format rules — « représentée par !!! ??? » was printed from a legacy `representant`.
 */
function foldLegacy(type: RecordType, record: unknown): unknown {
  if (!record || typeof record !== 'object') return record;
  // The fold reads blank and missing fields alike; the schema has typed whatever is there.
  return type === 'physical_person'
    ? upgradeLegacyPhysical(record as Parameters<typeof upgradeLegacyPhysical>[0])
    : upgradeLegacyLegal(record as Parameters<typeof upgradeLegacyLegal>[0]);
}

/** An issue on a field the record left blank is the legacy key's that filled it. */
function blameLegacy(record: unknown, issue: FieldIssue): FieldIssue {
  const field = issue.path[issue.path.length - 1] ?? '';
  const legacy = LEGACY_SOURCE[field];
  if (!legacy || textAt(record, field).trim() !== '') return issue;
  return { ...issue, path: [...issue.path.slice(0, -1), legacy] };
}

function recordIssues(type: RecordType, record: unknown, today: Date): FieldIssue[] {
  const specs = CLIENT_FIELDS[type] ?? [];
  const issues = recordFormatIssues(specs, foldLegacy(type, record), today).map((issue) =>
    blameLegacy(record, issue),
  );
  // One message per field sent: « !!! ??? » fails as a first name and as a last name.
  return issues.filter(
    (issue, index) => issues.findIndex((i) => i.path.join('.') === issue.path.join('.')) === index,
  );
}

/** The dashboard profile (both kinds: each is saved whole). */
export function profileFormatIssues(profile: unknown, today: Date): FieldIssue[] {
  const kinds: RecordType[] = ['physical_person', 'legal_entity'];
  return kinds.flatMap((kind) =>
    recordIssues(kind, parentRecord(profile, `${kind}.x`), today).map((issue) => ({
      path: [kind, ...issue.path],
      message: issue.message,
    })),
  );
}

/** One client of the address book, by its type. */
export function clientFormatIssues(client: { type: RecordType }, today: Date): FieldIssue[] {
  return recordIssues(client.type, client, today);
}

/** « Civilité : champ obligatoire. »: a required field of the client form left blank, named. */
export const requiredFieldMessage = (label: string) => `${label}\u00a0: champ obligatoire.`;

/**
 * docs/product.md §5 client form: the required fields of the client's type (blank after trimming
 * = missing), one issue per field, for the routes that create or replace one client — the browser
 * asks the same (core/rules/client-validation.ts). The legacy `civilite` stands for `gentille`
 * (docs/product.md §3 "Client"). Not applied to the clients already stored: legacy ones may lack
 * these fields and must stay readable and savable.
 */
/** A client as a form sends it, with or without its id. */
type ClientFields = Omit<PhysicalClient, 'id'> | Omit<LegalClient, 'id'>;

export function clientRequiredIssues(client: ClientFields): FieldIssue[] {
  if (!CLIENT_FIELDS[client.type]) return [];
  const check = validateClientForm(
    client.type === 'physical_person'
      ? { ...upgradeLegacyPhysical(client), type: client.type }
      : client,
  );
  if (check.ok) return [];
  return check.missing.map((field) => ({
    path: [field],
    message: requiredFieldMessage(clientFieldLabel(client.type, field)),
  }));
}
