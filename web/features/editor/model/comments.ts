import { DEFAULT_COMMENT_USER, truncateSelectedText, type Comment } from '@core/schemas/comment';

/** An editor comment: the stored shape plus the UI's editing state (docs/product.md §3, §4). */
export type EditorComment = Omit<Comment, 'isEditing'> & { isEditing: boolean; isNew?: boolean };

export type NewCommentInput = {
  id: string;
  elementId: string;
  elementIndex: number;
  selectedText: string;
  user?: string | null;
  now: Date;
};

/** The stored comments as the editor opens them: none being edited. */
export const openedComments = (stored: readonly Comment[]): EditorComment[] =>
  stored.map((c) => ({ ...c, isEditing: false }));

/** docs/product.md §4: a comment is created empty and in editing mode. */
export function createComment(input: NewCommentInput): EditorComment {
  return {
    id: input.id,
    elementId: input.elementId,
    elementIndex: input.elementIndex,
    text: '',
    date: input.now.toISOString(),
    user: input.user?.trim() || DEFAULT_COMMENT_USER,
    selectedText: truncateSelectedText(input.selectedText),
    isEditing: true,
    isNew: true,
  };
}

/** Saving an empty text deletes the comment; otherwise the text and the date are updated. */
export function saveComment(
  list: readonly EditorComment[],
  id: string,
  text: string,
  now: Date,
): EditorComment[] {
  const trimmed = text.trim();
  if (!trimmed) return list.filter((c) => c.id !== id);
  return list.map((c) =>
    c.id === id
      ? { ...c, text: trimmed, date: now.toISOString(), isEditing: false, isNew: false }
      : c,
  );
}

/** Cancelling an empty new comment deletes it; cancelling an edit keeps the saved text. */
export function cancelComment(list: readonly EditorComment[], id: string): EditorComment[] {
  const comment = list.find((c) => c.id === id);
  if (!comment) return [...list];
  if (comment.isNew || !comment.text.trim()) return list.filter((c) => c.id !== id);
  return list.map((c) => (c.id === id ? { ...c, isEditing: false } : c));
}

export const editComment = (list: readonly EditorComment[], id: string): EditorComment[] =>
  list.map((c) => (c.id === id ? { ...c, isEditing: true } : c));

export const deleteComment = (list: readonly EditorComment[], id: string): EditorComment[] =>
  list.filter((c) => c.id !== id);

/**
 * Re-derives each comment's index from its element id in the current order (moves keep the
 * anchor). A comment whose element vanished (merged into its neighbour) goes to the element
 * now at its old index, so no comment is lost silently.
 */
export function reanchor(
  list: readonly EditorComment[],
  elementIds: readonly string[],
): EditorComment[] {
  if (elementIds.length === 0) return [...list];
  const index = new Map(elementIds.map((id, i) => [id, i]));
  return list.map((c) => {
    const at = index.get(c.elementId);
    if (at !== undefined) return at === c.elementIndex ? c : { ...c, elementIndex: at };
    const fallback = Math.min(c.elementIndex, elementIds.length - 1);
    return { ...c, elementIndex: fallback, elementId: elementIds[fallback] as string };
  });
}

export type CommentGroup = { key: string; label: string; comments: EditorComment[] };

/** Before the first article: the title, the parties and the preamble. */
export const HEAD_OF_CONTRACT = 'Début du contrat';

/**
 * Comments grouped by the article they sit in (« Article 6 – Rémunération »
 * reads better than the specification's 'Section N'), articles in document order, comments in
 * the order of their paragraphs. `articles` are the article headings with their element index.
 */
export function groupByArticle(
  list: readonly EditorComment[],
  articles: readonly { id: string; index: number; label: string }[],
): CommentGroup[] {
  const articleOf = (elementIndex: number) => articles.findLast((a) => a.index <= elementIndex);
  const groups = new Map<string, CommentGroup & { at: number }>();
  for (const c of [...list].sort((a, b) => a.elementIndex - b.elementIndex)) {
    const article = articleOf(c.elementIndex);
    const key = article?.id ?? 'head';
    const group = groups.get(key) ?? {
      key,
      at: article?.index ?? -1,
      label: article?.label.trim() || HEAD_OF_CONTRACT,
      comments: [],
    };
    group.comments.push(c);
    groups.set(key, group);
  }
  return [...groups.values()]
    .sort((a, b) => a.at - b.at)
    .map(({ key, label, comments }) => ({ key, label, comments }));
}

/** What the PUT stores: no UI state, and no empty comment still being written. */
export function commentsToSave(list: readonly EditorComment[]) {
  return list
    .filter((c) => c.text.trim() !== '')
    .map(({ id, elementId, elementIndex, text, date, user, selectedText }) => ({
      id,
      elementId,
      elementIndex,
      text,
      date,
      user,
      selectedText,
    }));
}
