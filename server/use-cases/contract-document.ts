import { isDeepStrictEqual } from 'node:util';
import { contractDay } from '@core/rules/contract-date';
import {
  commentSchema,
  DEFAULT_COMMENT_USER,
  truncateSelectedText,
  type Comment,
} from '@core/schemas/comment';
import type { ContractDocument, ContractElement } from '@core/schemas/document';
import type { Draft } from '@core/schemas/draft';
import { buildContract } from '@core/templates/build-contract';
import { TEMPLATE_VERSION } from '@core/templates/template-version';
import type { Contract, ContractChanges, StoredComment } from '../db/repositories/contracts';
import type { DocxComment } from '../render/docx/docx-comment';
import type { PdfRenderer, PdfRenderOptions, PdfRenderResult } from '../render/pdf/pdf-renderer';

/**
 * A contract's document (docs/contract-model.md): its stored document when it has one — the
 * owner's edits, or the text kept when it was finalised — else the one its answers build at the
 * contract's one date. Every PDF, Word file, print view and export comes from it.
 */

/** What a contract's document is made from (a stored contract, or one about to be stored). */
export type ContractSource = Pick<Contract, 'title' | 'draft' | 'document' | 'created_at'>;

/**
 * The day the contract is dated: its `date_contrat`, else (a contract stored before dates were
 * stored) the day it was created — never the day of the request, so every read agrees.
 */
export function contractDayOf(draft: Draft, createdAt: string): Date {
  const created = new Date(createdAt);
  return contractDay(draft, Number.isNaN(created.getTime()) ? new Date() : created);
}

/** The document the answers give, at the contract's date, with today's templates. */
export const answersDocument = (draft: Draft, createdAt: string): ContractDocument =>
  buildContract(draft, { today: contractDayOf(draft, createdAt) });

/** The contract's elements: the stored ones, else the answers' document. */
export const contractElements = (contract: ContractSource): ContractElement[] =>
  contract.document?.elements ?? answersDocument(contract.draft, contract.created_at).elements;

/** The title a contract's files carry: its own, as long as a document title may be. */
const contractTitle = (contract: Pick<ContractSource, 'title'>): string =>
  contract.title.slice(0, 300);

/** The contract as the one document every renderer takes; the title is the contract's own. */
export const contractDocument = (contract: ContractSource): ContractDocument => ({
  title: contractTitle(contract),
  lang: 'fr',
  elements: contractElements(contract),
});

/**
 * The contract's PDF: its stored document, else its answers at its date and under its title,
 * which the render process builds where it lays them out (pdf-renderer.ts `renderAnswers`) —
 * the same document `contractDocument` gives, without building it on the event loop.
 */
export function renderContractPdf(
  renderer: Pick<PdfRenderer, 'render' | 'renderAnswers'>,
  contract: ContractSource,
  options: PdfRenderOptions,
): Promise<PdfRenderResult> {
  if (contract.document) return renderer.render(contractDocument(contract), options);
  const { draft, created_at } = contract;
  const answers = {
    draft,
    today: contractDayOf(draft, created_at),
    title: contractTitle(contract),
  };
  return renderer.renderAnswers(answers, options);
}

/** The contract as a save would leave it (its document's sources only). */
export const withChanges = (
  contract: ContractSource,
  changes: ContractChanges,
): ContractSource => ({
  title: changes.title ?? contract.title,
  created_at: contract.created_at,
  draft: changes.draft ?? contract.draft,
  document:
    changes.elements === undefined
      ? contract.document
      : changes.elements && { title: contract.title, lang: 'fr', elements: changes.elements },
});

/**
 * The stored document a save leaves, for a contract the owner never edited: a finalised contract
 * keeps the text it had (built now when it had none, or when its answers change), so a later
 * template change never rewrites it; a draft follows its answers and today's templates. An
 * edited contract's document is the editor's and the answers' business (save-contract-answers).
 */
/** A new contract's stored document: the text kept when it starts finalised, none for a draft. */
export const newContractDocument = (
  draft: Draft,
  isDraft: boolean,
  createdAt: string,
): Pick<ContractChanges, 'elements' | 'edited'> =>
  isDraft ? {} : { elements: answersDocument(draft, createdAt).elements, edited: false };

export function keptDocument(
  current: Pick<Contract, 'draft' | 'document' | 'edited' | 'is_draft' | 'created_at'>,
  next: { draft?: Draft | undefined; isDraft?: boolean | undefined },
): Pick<ContractChanges, 'elements' | 'edited' | 'templateVersion'> {
  if (current.edited) return {};
  const draft = next.draft ?? current.draft;
  const isDraft = next.isDraft ?? current.is_draft;
  if (isDraft) return { elements: null, edited: false, templateVersion: TEMPLATE_VERSION };
  if (current.document && isDeepStrictEqual(draft, current.draft)) return {};
  return {
    elements: answersDocument(draft, current.created_at).elements,
    edited: false,
    templateVersion: TEMPLATE_VERSION,
  };
}

/**
 * Stored comments (ours, or an imported file's spec-shaped ones) with their anchor resolved:
 * `elementId` wins, `elementIndex` is derived from it; a comment whose element no longer
 * exists is anchored by its index when that index exists, otherwise left out.
 */
export function resolveComments(
  stored: readonly StoredComment[],
  elements: readonly ContractElement[],
): Comment[] {
  const indexOf = new Map(elements.map((el, i) => [el.id, i]));
  const comments: Comment[] = [];
  for (const c of stored) {
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
  stored: readonly StoredComment[],
  elements: readonly ContractElement[],
): DocxComment[] {
  return resolveComments(stored, elements).map((c) => ({
    elementId: c.elementId,
    author: c.user,
    date: c.date,
    text: c.text,
  }));
}
