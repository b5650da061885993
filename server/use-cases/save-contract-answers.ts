import { CONTRACT_TIME_ZONE, isoDayOf } from '@core/rules/contract-date';
import { regenerate, type ConflictChoice } from '@core/document/regenerate';
import type { ContractElement } from '@core/schemas/document';
import type { Draft } from '@core/schemas/draft';
import { assertTextNotSigned, cancelOutdatedRequests } from './manage-signature-requests';
import type { SessionUser } from '../auth/session-user';
import type { Contract } from '../db/repositories/contracts';
import { AppError } from '../errors';
import { authorize } from '../policies';
import { contractBytes, enforceQuota } from '../storage-quota';
import {
  answersDocument,
  keptDocument,
  newContractDocument,
  resolveComments,
  withChanges,
} from './contract-document';
import type { UseCaseDeps } from './deps';

type Deps = Pick<UseCaseDeps, 'repositories' | 'mailer' | 'config' | 'clock'>;

export type AnswersInput = {
  draft: Draft;
  title?: string | undefined;
  isDraft?: boolean | undefined;
  fromStep6?: boolean | undefined;
  version?: number | undefined;
  /** How to settle edited passages the new answers would change (absent: ask, 409). */
  edits?: ConflictChoice | undefined;
};

/** Dates a contract on its first save (its one date, core/rules/contract-date.ts). */
const dated = (draft: Draft, at: Date): Draft =>
  typeof draft.date_contrat === 'string'
    ? draft
    : { ...draft, date_contrat: isoDayOf(at, CONTRACT_TIME_ZONE) };

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
function regeneratedElements(existing: Contract, draft: Draft, choice: ConflictChoice | undefined) {
  if (!existing.edited || !existing.document) return undefined;
  const base = answersDocument(existing.draft, existing.created_at).elements;
  const next = answersDocument(draft, existing.created_at).elements;
  const result = regenerate(base, existing.document.elements, next, choice ?? 'keep');
  if (result.conflicts.length > 0 && !choice) {
    throw new AppError('EDITS_WOULD_BE_LOST', {
      fields: result.conflicts.map((el) => ({ path: el.id, message: passageLabel(el) })),
    });
  }
  return {
    elements: result.elements,
    comments: resolveComments(existing.comments, result.elements),
  };
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
      draft: dated(input.draft, deps.clock()),
      isDraft: input.isDraft ?? true,
      fromStep6: input.fromStep6 ?? false,
    };
    const kept = newContractDocument(fields.draft, fields.isDraft, deps.clock().toISOString());
    await enforceQuota(deps, user.id, {}, { contracts: 1, bytes: contractBytes(fields) });
    return { created: true, saved: await contracts.create(user.id, { ...fields, ...kept }) };
  }
  const existing = await contracts.find(user.id, id);
  authorize(user, 'contract:update', existing);
  if (input.version === undefined) throw new AppError('VERSION_REQUIRED');
  const storedDate = existing.draft.date_contrat;
  const draft =
    typeof storedDate === 'string'
      ? { ...input.draft, date_contrat: storedDate }
      : dated(input.draft, new Date(existing.created_at));
  const document =
    regeneratedElements(existing, draft, input.edits) ??
    keptDocument(existing, { draft, isDraft: input.isDraft });
  assertTextNotSigned(existing, withChanges(existing, { draft, ...document }));
  // Omitted flags (and title) stay undefined: the repository keeps the stored values, so a
  // finalised contract never turns back into a draft by omission.
  const fields = {
    title: input.title || undefined,
    draft,
    isDraft: input.isDraft,
    fromStep6: input.fromStep6,
    ...document,
  };
  const stored = {
    title: fields.title ?? existing.title,
    draft,
    elements: fields.elements === undefined ? existing.document?.elements : fields.elements,
    comments: 'comments' in fields ? fields.comments : existing.comments,
  };
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
