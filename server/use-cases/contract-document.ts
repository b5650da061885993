import { contractDay } from '@core/rules/contract-date';
import { uniqueIds } from '@core/document/unique-ids';
import {
  commentSchema,
  DEFAULT_COMMENT_USER,
  truncateSelectedText,
  type Comment,
} from '@core/schemas/comment';
import { exportedCommentSchema } from '@core/schemas/contract-export';
import {
  contractElementSchema,
  type ContractDocument,
  type ContractElement,
} from '@core/schemas/document';
import { emptyDraft, type Draft } from '@core/schemas/draft';
import { parseStoredDraft } from '@core/schemas/stored-draft';
import { buildContract } from '@core/templates/build-contract';
import type { DocxComment } from '../render/docx/docx-comment';

/**
 * A stored contract's document (docs/document-model.md): once the contract has been edited,
 * its stored elements ARE the contract — every PDF, Word file, print view and export comes from
 * them; before that, the document is built from the answers at the contract's one date.
 */
export type ContractRecord = {
  title: string;
  form_data: unknown;
  elements: unknown;
  created_at: string;
};

/** The stored answers as a draft (an unreadable one reads as the empty draft). */
export function storedDraft(formData: unknown): Draft {
  const parsed = parseStoredDraft(formData);
  return parsed.success ? parsed.data : emptyDraft();
}

/**
 * The day the contract is dated: its `date_contrat`, else (a contract stored before dates were
 * stored) the day it was created — never the day of the request, so every read agrees.
 */
export function contractDayOf(formData: unknown, createdAt: string): Date {
  const created = new Date(createdAt);
  return contractDay(storedDraft(formData), Number.isNaN(created.getTime()) ? new Date() : created);
}

/** The document the answers give, at the contract's date. */
export const answersDocument = (formData: unknown, createdAt: string): ContractDocument =>
  buildContract(storedDraft(formData), { today: contractDayOf(formData, createdAt) });

/** The stored (edited) elements, or null when the contract was never edited. */
export function readStoredElements(stored: unknown): ContractElement[] | null {
  if (!Array.isArray(stored)) return null;
  const elements = stored.flatMap((value) => {
    const parsed = contractElementSchema.safeParse(value);
    return parsed.success ? [parsed.data] : [];
  });
  return uniqueIds(elements);
}

export const isEdited = (contract: Pick<ContractRecord, 'elements'>) =>
  readStoredElements(contract.elements) !== null;

/** The contract's elements: the edited ones, else the answers' document. */
export const contractElements = (contract: ContractRecord): ContractElement[] =>
  readStoredElements(contract.elements) ??
  answersDocument(contract.form_data, contract.created_at).elements;

/** The contract as the one document every renderer takes; the title is the contract's own. */
export const contractDocument = (contract: ContractRecord): ContractDocument => ({
  title: contract.title.slice(0, 300),
  lang: 'fr',
  elements: contractElements(contract),
});

/**
 * Stored comments (ours, or an imported file's spec-shaped ones) with their anchor resolved:
 * `elementId` wins, `elementIndex` is derived from it; a comment whose element no longer
 * exists is anchored by its index when that index exists, otherwise left out.
 */
export function readStoredComments(
  stored: unknown,
  elements: readonly ContractElement[],
): Comment[] {
  if (!Array.isArray(stored)) return [];
  const indexOf = new Map(elements.map((el, i) => [el.id, i]));
  const comments: Comment[] = [];
  for (const value of stored) {
    const parsed = exportedCommentSchema.safeParse(value);
    if (!parsed.success) continue;
    const c = parsed.data;
    const byId = c.elementId !== undefined ? indexOf.get(c.elementId) : undefined;
    const index = byId ?? (c.elementIndex < elements.length ? c.elementIndex : undefined);
    const element = index === undefined ? undefined : elements[index];
    if (index === undefined || !element) continue;
    const date = Number.isNaN(Date.parse(c.date))
      ? new Date(0).toISOString()
      : new Date(c.date).toISOString();
    const comment = commentSchema.safeParse({
      id: c.id,
      elementId: element.id,
      elementIndex: index,
      text: c.text,
      date,
      user: c.user || DEFAULT_COMMENT_USER,
      selectedText: truncateSelectedText(c.selectedText),
    });
    if (comment.success) comments.push(comment.data);
  }
  return comments;
}

/**
 * The comments of a stored contract for « Dossier pour votre juriste » (the Word file with the
 * editor's comments as Word comments): only those whose paragraph is in the document.
 */
export function dossierComments(
  stored: unknown,
  elements: readonly ContractElement[],
): DocxComment[] {
  return readStoredComments(stored, elements).map((c) => ({
    elementId: c.elementId,
    author: c.user,
    date: c.date,
    text: c.text,
  }));
}
