import { parseStoredDraft } from '@core/schemas/stored-draft';
import { htmlToRuns } from '@core/document/html-to-runs';
import { commentSchema, DEFAULT_COMMENT_USER, truncateSelectedText, type Comment } from '@core/schemas/comment';
import { contractElementSchema, type ContractElement } from '@core/schemas/document';
import { exportedCommentSchema, htmlElementSchema } from '@core/schemas/contract-export';
import { emptyDraft, type Draft } from '@core/schemas/draft';
import { buildContract } from '@core/templates/build-contract';
import { sanitizeElementHtml } from '../../sanitize/sanitize-element-html';

/** An element stored in the spec's HTML form (an imported file): sanitised and parsed to runs. */
function fromHtmlElement(value: unknown, index: number): ContractElement | null {
  const parsed = htmlElementSchema.safeParse(value);
  if (!parsed.success) return null;
  const el = parsed.data;
  const id = el.id ?? `element-${index + 1}`;
  if (el.type === 'spacer') return { id, type: 'spacer', height: el.height ?? 0 };
  const { runs, align } = htmlToRuns(sanitizeElementHtml(el.text));
  const result = contractElementSchema.safeParse({ id, type: 'paragraph', style: el.style, runs, ...((el.align ?? align) ? { align: el.align ?? align } : {}) });
  return result.success ? result.data : null;
}

/** Gives later duplicates of an id a fresh suffix: comments need ids to be unique. */
function uniqueIds(elements: ContractElement[]): ContractElement[] {
  const seen = new Set<string>();
  return elements.map((el) => {
    let id = el.id;
    for (let n = 2; seen.has(id); n++) id = `${el.id.slice(0, 70)}-${n}`;
    seen.add(id);
    return id === el.id ? el : { ...el, id };
  });
}

/** The stored elements column read back as the model (runs), or null when never saved. */
export function readStoredElements(stored: unknown): ContractElement[] | null {
  if (!Array.isArray(stored)) return null;
  const elements = stored
    .map((value, index) => {
      const runsForm = contractElementSchema.safeParse(value);
      return runsForm.success ? runsForm.data : fromHtmlElement(value, index);
    })
    .filter((el): el is ContractElement => el !== null);
  return uniqueIds(elements);
}

export type ContractForElements = { form_data: unknown; elements: unknown; created_at: string };

/**
 * The contract's elements: the saved ones, else — first opening — those of the engine's
 * document built from the wizard data (DESIGN §1). `today` is the contract's creation date:
 * until the first save every read gives the same elements (same text, same ids), whatever the
 * day or the tab, so a comment anchored before saving still finds its element, and the
 * signature date is the day the contract was made, as in the wizard's own PDF of that day.
 */
export function contractElements(contract: ContractForElements): ContractElement[] {
  const saved = readStoredElements(contract.elements);
  if (saved) return saved;
  const draft = parseStoredDraft(contract.form_data);
  const created = new Date(contract.created_at);
  const today = Number.isNaN(created.getTime()) ? new Date() : created;
  return buildContract(draft.success ? (draft.data as Draft) : emptyDraft(), { today }).elements;
}

/**
 * Stored comments (ours, or an imported file's spec-shaped ones) with their anchor resolved:
 * `elementId` wins, `elementIndex` is derived from it; a comment whose element no longer
 * exists is anchored by its index when that index exists, otherwise left out.
 */
export function readStoredComments(stored: unknown, elements: readonly ContractElement[]): Comment[] {
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
    const date = Number.isNaN(Date.parse(c.date)) ? new Date(0).toISOString() : new Date(c.date).toISOString();
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
