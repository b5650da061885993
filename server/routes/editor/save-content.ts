import { htmlToRuns } from '@core/document/html-to-runs';
import { commentSchema, DEFAULT_COMMENT_USER, type Comment } from '@core/schemas/comment';
import {
  contractElementSchema,
  type Alignment,
  type ContractElement,
  type EditorElement,
  type ElementStyle,
} from '@core/schemas/document';
import { AppError, type FieldError } from '../../errors';
import { sanitizeElementHtml } from '../../sanitize/sanitize-element-html';
import type { CommentInput, EditorSaveBody } from './save-body';

const invalid = (fields: FieldError[]) => new AppError('VALIDATION_FAILED', { fields });

/**
 * The browser's HTML is never trusted (DESIGN §1, §3): sanitised with the allowlist, then
 * parsed back into runs; what is stored is the model, so no markup can come back out of it.
 */
function paragraphFromHtml(base: { id: string; style: ElementStyle; align?: Alignment }, html: string, path: string): ContractElement {
  const parsed = htmlToRuns(sanitizeElementHtml(html));
  const align = base.align ?? parsed.align;
  const result = contractElementSchema.safeParse({ id: base.id, type: 'paragraph', style: base.style, runs: parsed.runs, ...(align ? { align } : {}) });
  if (!result.success) throw invalid([{ path, message: 'Ce paragraphe est trop long.' }]);
  return result.data;
}

function fromEditorElements(list: EditorElement[]): ContractElement[] {
  const seen = new Set<string>();
  return list.map((el, i) => {
    if (seen.has(el.id)) throw invalid([{ path: `elements.${i}.id`, message: 'Deux éléments portent le même identifiant.' }]);
    seen.add(el.id);
    if (el.type === 'spacer') return { id: el.id, type: 'spacer', height: el.height };
    return paragraphFromHtml(el, el.text, `elements.${i}.text`);
  });
}

/** The spec's `updatedElements`: index → HTML, applied on top of the given elements. */
function applyUpdates(elements: ContractElement[], updates: Record<string, string>): ContractElement[] {
  const next = [...elements];
  for (const [key, html] of Object.entries(updates)) {
    const index = Number(key);
    const current = next[index];
    if (!current || current.type !== 'paragraph') {
      throw invalid([{ path: `updatedElements.${key}`, message: "Cet élément n'existe pas ou n'est pas un paragraphe." }]);
    }
    // Without an explicit align, the HTML's own wrapper decides (SPEC §4: a div with text-align).
    next[index] = paragraphFromHtml({ id: current.id, style: current.style }, html, `updatedElements.${key}`);
  }
  return next;
}

function anchorComment(c: CommentInput, elements: readonly ContractElement[], index: Map<string, number>, i: number): Comment {
  const position = c.elementId !== undefined ? index.get(c.elementId) : c.elementIndex;
  const element = position === undefined ? undefined : elements[position];
  if (position === undefined || !element) {
    throw invalid([{ path: `comments.${i}`, message: "Ce commentaire ne désigne aucun élément du contrat." }]);
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
 * What one editor save stores: the elements as runs (the new order when `elements` is sent)
 * and the comments with `elementIndex` derived from `elementId` in that order.
 */
export function editorChanges(body: EditorSaveBody, current: ContractElement[], storedComments: Comment[]) {
  let elements = body.elements ? fromEditorElements(body.elements) : current;
  if (body.updatedElements) elements = applyUpdates(elements, body.updatedElements);
  const index = new Map(elements.map((el, i) => [el.id, i]));
  const comments = body.comments
    ? body.comments.map((c, i) => anchorComment(c, elements, index, i))
    : storedComments.flatMap((c) => {
        const at = index.get(c.elementId);
        return at === undefined ? [] : [{ ...c, elementIndex: at }];
      });
  return { elements, comments };
}
