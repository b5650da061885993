import { useCallback, useRef, useState } from 'react';
import type { Editor } from '@tiptap/core';
import { isVersionProblem } from '@web/lib/api';
import { fetchElements, saveContent } from '../api';
import { docToElements } from '../model/convert';
import { commentsToSave, reanchor, type EditorComment } from '../model/comments';
import { MESSAGES } from '../messages';

type Options = {
  contractId: string;
  editor: Editor | null;
  title: string;
  comments: EditorComment[];
  setComments: (c: EditorComment[]) => void;
  initialVersion: number;
  revision: number;
  onSaved: (revision: number) => void;
  showStatus: (tone: 'success' | 'error', text: string, ms?: number) => void;
};

/**
 * Saving (docs/product.md §4 "Editor save"): the document's elements as the model (runs, with ids
 * so the order persists) and the comments, with the version read at load. A 409 opens the conflict
 * choice — reload the saved copy or keep this one — so nothing is overwritten silently.
 */
export function useEditorSave(o: Options) {
  const version = useRef(o.initialVersion);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState(false);
  const latest = useRef(o);
  latest.current = o;

  const save = useCallback(async (): Promise<boolean> => {
    const { editor, contractId, title, comments, setComments, revision, onSaved, showStatus } =
      latest.current;
    if (!editor) return false;
    const elements = docToElements(editor.getJSON());
    const anchored = reanchor(
      comments,
      elements.map((e) => e.id),
    );
    if (anchored.some((c, i) => c !== comments[i])) setComments(anchored);
    setSaving(true);
    try {
      const saved = await saveContent(contractId, {
        title: title.trim() || MESSAGES.defaultTitle(),
        elements,
        comments: commentsToSave(anchored),
        version: version.current,
      });
      version.current = saved.version;
      onSaved(revision);
      showStatus('success', MESSAGES.saved, 3000);
      return true;
    } catch (error) {
      if (isVersionProblem(error)) setConflict(true);
      else showStatus('error', MESSAGES.saveFailed);
      return false;
    } finally {
      setSaving(false);
    }
  }, []);

  /** "Garder ma version": this copy becomes the newest, knowingly. */
  const keepMine = useCallback(async () => {
    setConflict(false);
    try {
      version.current = (await fetchElements(latest.current.contractId)).version;
    } catch {
      latest.current.showStatus('error', MESSAGES.saveFailed);
      return;
    }
    await save();
  }, [save]);

  return { save, saving, conflict, setConflict, keepMine };
}
