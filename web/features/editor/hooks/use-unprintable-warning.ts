import { useCallback, useEffect, useState } from 'react';
import type { Editor } from '@tiptap/core';
import { findUnprintable, unprintableDocumentMessage } from '@core/document/unprintable-document';
import { docToElements } from '../model/convert';

/** Typing pauses this long before the document is read again (one reading per burst). */
export const UNPRINTABLE_PAUSE_MS = 400;

/**
 * The warning shown while the edited contract holds a character the PDF cannot print
 * (docs/product.md « Caractères imprimables »): named with its article as soon as typing pauses,
 * rather than only when the PDF is refused. Word prints such characters, so it is a warning, not
 * a block; dismissed, it stays hidden until what it would say changes.
 */
export function useUnprintableWarning(editor: Editor, revision: number) {
  const [message, setMessage] = useState<string | null>(null);
  const [dismissed, setDismissed] = useState<string | null>(null);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      if (editor.isDestroyed) return;
      const found = findUnprintable(docToElements(editor.getJSON()));
      setMessage(found && unprintableDocumentMessage(found, ' avant de télécharger le PDF.'));
    }, UNPRINTABLE_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [editor, revision]);
  const dismiss = useCallback(() => setDismissed(message), [message]);
  return { warning: message === dismissed ? null : message, dismiss };
}
