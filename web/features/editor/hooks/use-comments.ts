import { useCallback, useState } from 'react';
import type { Editor } from '@tiptap/core';
import {
  cancelComment,
  createComment,
  deleteComment,
  editComment,
  saveComment,
  type EditorComment,
} from '../model/comments';

const newId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `c-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * The comment lifecycle of docs/product.md §4 wired to the editor's selection; `onChange` marks
 * unsaved.
 */
export function useComments(
  initial: EditorComment[],
  user: string | null | undefined,
  onChange: () => void,
) {
  const [comments, setComments] = useState(initial);
  const update = useCallback(
    (fn: (list: EditorComment[]) => EditorComment[]) => {
      setComments(fn);
      onChange();
    },
    [onChange],
  );
  const addFromSelection = useCallback(
    (editor: Editor) => {
      const { from, to, $from } = editor.state.selection;
      const index = $from.index(0);
      const node = editor.state.doc.child(index);
      const id = node.attrs.id as string | null;
      if (!id) return false;
      const selectedText = editor.state.doc.textBetween(from, to, ' ');
      update((list) => [
        ...list,
        createComment({
          id: newId(),
          elementId: id,
          elementIndex: index,
          selectedText,
          user,
          now: new Date(),
        }),
      ]);
      return true;
    },
    [update, user],
  );
  return {
    comments,
    setComments,
    addFromSelection,
    save: (id: string, text: string) => update((l) => saveComment(l, id, text, new Date())),
    cancel: (id: string) => update((l) => cancelComment(l, id)),
    edit: (id: string) => setComments((l) => editComment(l, id)),
    remove: (id: string) => update((l) => deleteComment(l, id)),
  };
}
