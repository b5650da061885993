import { CONTRACT_TIME_ZONE, isoDayOf } from '@core/rules/contract-date';
import { regenerate, type ConflictChoice } from '@core/document/regenerate';
import type { ContractElement } from '@core/schemas/document';
import { assertTextNotSigned, cancelOutdatedRequests } from './manage-signature-requests';
import type { SessionUser } from '../auth/session-user';
import type { StoredContract } from '../db/repositories/contracts';
import { AppError } from '../errors';
import { authorize } from '../policies';
import { contractBytes, enforceQuota } from '../storage-quota';
import { answersDocument, readStoredComments, readStoredElements } from './contract-document';
import type { UseCaseDeps } from './deps';

type Deps = Pick<UseCaseDeps, 'repositories' | 'mailer' | 'config'>;

export type AnswersInput = {
  formData: Record<string, unknown>;
  title?: string | undefined;
  isDraft?: boolean | undefined;
  fromStep6?: boolean | undefined;
  version?: number | undefined;
  /** How to settle edited passages the new answers would change (absent: ask, 409). */
  edits?: ConflictChoice | undefined;
};

/** Dates a contract on its first save (its one date, core/rules/contract-date.ts). */
const dated = (formData: Record<string, unknown>, at: Date) =>
  typeof formData.date_contrat === 'string'
    ? formData
    : { ...formData, date_contrat: isoDayOf(at, CONTRACT_TIME_ZONE) };

/** A passage's name in the conflict message: its text, cut to a readable length. */
function passageLabel(el: ContractElement): string {
  const text =
    el.type === 'paragraph'
      ? el.runs
          .map((r) => r.text)
          .join('')
          .trim()
      : '';
  const chars = Array.from(text);
  return chars.length > 120
    ? `${chars.slice(0, 120).join('').trimEnd()}…`
    : text || '(paragraphe vide)';
}

/**
 * New answers for an edited contract: the untouched passages are regenerated, the user's edits
 * kept; an edited passage the new answers would change is a conflict the user settles. Without
 * their choice the save answers 409 EDITS_WOULD_BE_LOST, naming each passage (`fields`).
 */
function regeneratedElements(
  existing: StoredContract,
  formData: Record<string, unknown>,
  choice: ConflictChoice | undefined,
) {
  const edited = readStoredElements(existing.elements);
  if (!edited) return undefined; // never edited: the answers alone are the contract
  const base = answersDocument(existing.form_data, existing.created_at).elements;
  const next = answersDocument(formData, existing.created_at).elements;
  const result = regenerate(base, edited, next, choice ?? 'keep');
  if (result.conflicts.length > 0 && !choice) {
    throw new AppError('EDITS_WOULD_BE_LOST', {
      fields: result.conflicts.map((el) => ({ path: el.id, message: passageLabel(el) })),
    });
  }
  const comments = readStoredComments(existing.comments, result.elements);
  return { elements: result.elements, comments };
}

/**
 * POST /api/contracts: creates a contract (dated today, Paris time, unless the draft carries its
 * date) or saves new answers into one of the caller's, with the version check. The contract's
 * date never changes once stored; an edited contract's document is regenerated, never dropped.
 */
export async function saveContractAnswers(
  deps: Deps,
  user: SessionUser,
  id: string | undefined,
  input: AnswersInput,
  defaultTitle: () => string,
) {
  const { contracts } = deps.repositories;
  if (id === undefined) {
    const fields = {
      title: input.title || defaultTitle(),
      formData: dated(input.formData, new Date()),
      isDraft: input.isDraft ?? true,
      fromStep6: input.fromStep6 ?? false,
    };
    await enforceQuota(deps, user.id, {}, { contracts: 1, bytes: contractBytes(fields) });
    return { created: true, saved: await contracts.create(user.id, fields) };
  }
  const existing = await contracts.find(user.id, id);
  authorize(user, 'contract:update', existing);
  if (input.version === undefined) throw new AppError('VERSION_REQUIRED');
  const storedDate = (existing.form_data as { date_contrat?: unknown } | null)?.date_contrat;
  const formData =
    typeof storedDate === 'string'
      ? { ...input.formData, date_contrat: storedDate }
      : dated(input.formData, new Date(existing.created_at));
  const document = regeneratedElements(existing, formData, input.edits);
  await assertTextNotSigned(deps, user.id, existing, {
    form_data: formData,
    elements: document ? document.elements : existing.elements,
  });
  // Omitted flags (and title) stay undefined: the repository keeps the stored values, so a
  // finalised contract never turns back into a draft by omission.
  const fields = {
    title: input.title || undefined,
    formData,
    isDraft: input.isDraft,
    fromStep6: input.fromStep6,
    ...document,
  };
  const stored = { ...existing, ...fields, title: fields.title ?? existing.title };
  await enforceQuota(
    deps,
    user.id,
    { contractId: existing.id },
    { contracts: 1, bytes: contractBytes(stored) },
  );
  const saved = await contracts.update(user.id, existing.id, fields, input.version);
  await cancelOutdatedRequests(deps, user.id, existing.id);
  return { created: false, saved };
}
