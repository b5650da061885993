import { commentSchema, DEFAULT_COMMENT_USER, type Comment } from '@core/schemas/comment';
import type { ContractElement } from '@core/schemas/document';
import type { CommentInput, EditorSave } from '@core/schemas/editor';
import { assertTextNotSigned, cancelOutdatedRequests } from './manage-signature-requests';
import type { SessionUser } from '../auth/session-user';
import { AppError, type FieldError } from '../errors';
import { authorize } from '../policies';
import { contractBytes, enforceQuota } from '../storage-quota';
import { contractElements, resolveComments, withChanges } from './contract-document';
import type { UseCaseDeps } from './deps';

type Deps = Pick<UseCaseDeps, 'repositories' | 'mailer' | 'config' | 'clock'>;

const invalid = (fields: FieldError[]) => new AppError('VALIDATION_FAILED', { fields });

function assertUniqueIds(elements: readonly ContractElement[]): void {
  const seen = new Set<string>();
  elements.forEach((el, i) => {
    if (seen.has(el.id))
      throw invalid([
        { path: `elements.${i}.id`, message: 'Deux éléments portent le même identifiant.' },
      ]);
    seen.add(el.id);
  });
}

function anchorComment(
  c: CommentInput,
  elements: readonly ContractElement[],
  index: Map<string, number>,
  i: number,
): Comment {
  const position = c.elementId !== undefined ? index.get(c.elementId) : c.elementIndex;
  const element = position === undefined ? undefined : elements[position];
  if (position === undefined || !element) {
    throw invalid([
      { path: `comments.${i}`, message: 'Ce commentaire ne désigne aucun élément du contrat.' },
    ]);
  }
  return commentSchema.parse({
    id: c.id,
    elementId: element.id,
    elementIndex: position,
    text: c.text,
    date: c.date,
    user: c.user?.trim() || DEFAULT_COMMENT_USER,
    selectedText: c.selectedText,
  });
}

/**
 * What one editor save stores: the elements (already the model: runs, validated by the wire
 * schema) and the comments, with `elementIndex` derived from `elementId` in the new order.
 */
export function editorChanges(
  body: Pick<EditorSave, 'elements' | 'comments'>,
  current: ContractElement[],
  storedComments: Comment[],
) {
  const elements = body.elements ?? current;
  assertUniqueIds(elements);
  const index = new Map(elements.map((el, i) => [el.id, i]));
  const comments = body.comments
    ? body.comments.map((c, i) => anchorComment(c, elements, index, i))
    : storedComments.flatMap((c) => {
        const at = index.get(c.elementId);
        return at === undefined ? [] : [{ ...c, elementIndex: at }];
      });
  return { elements, comments };
}

/**
 * The editor's save (PUT /api/contracts/:id with elements or comments): loads the caller's
 * contract, and writes the elements and comments with the version check (428 without one,
 * 409 when another tab saved first). From then on the stored elements are the contract.
 */
export async function saveEditorContent(
  deps: Deps,
  user: SessionUser,
  id: string,
  body: Omit<EditorSave, 'version'> & { version: number },
) {
  const { contracts } = deps.repositories;
  const contract = await contracts.find(user.id, id);
  authorize(user, 'contract:update', contract);
  const current = contractElements(contract);
  const { elements, comments } = editorChanges(
    body,
    current,
    resolveComments(contract.comments, current),
  );
  // A save of comments alone leaves an unedited contract's text to its answers (or kept text).
  const changes =
    body.elements === undefined && !contract.edited
      ? { title: body.title, comments }
      : { title: body.title, elements, edited: true, comments };
  assertTextNotSigned(contract, withChanges(contract, changes));
  const saved = {
    title: body.title ?? contract.title,
    draft: contract.draft,
    elements,
    comments,
  };
  await enforceQuota(
    deps,
    user.id,
    { contractId: contract.id },
    { contracts: 1, bytes: contractBytes(saved) },
  );
  const result = await contracts.update(user.id, contract.id, changes, body.version);
  await cancelOutdatedRequests(deps, user.id, contract.id);
  return result;
}
