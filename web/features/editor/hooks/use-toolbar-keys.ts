import { useCallback, useEffect, type KeyboardEvent, type RefObject } from 'react';
import type { Editor } from '@tiptap/core';

const buttons = (toolbar: HTMLElement | null) =>
  Array.from(toolbar?.querySelectorAll<HTMLButtonElement>('button') ?? []);

/** The button to focus after `key` from button `index` of `count` (WAI-ARIA toolbar), or null. */
export function nextToolIndex(key: string, index: number, count: number): number | null {
  if (count === 0) return null;
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * Keyboard use of the selection toolbar (WAI-ARIA toolbar pattern): Alt+F10 in the document
 * moves to its first button, arrows/Home/End move between buttons, Escape returns to the
 * document with the selection intact. The buttons' own focus() keeps the selection too.
 */
export function useToolbarKeys(editor: Editor, toolbar: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const dom = editor.view.dom;
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (!(e.altKey && e.key === 'F10')) return;
      const first = buttons(toolbar.current)[0];
      if (!first || !first.checkVisibility({ visibilityProperty: true })) return;
      e.preventDefault();
      first.focus();
    };
    dom.addEventListener('keydown', onKey);
    return () => dom.removeEventListener('keydown', onKey);
  }, [editor, toolbar]);

  return useCallback(
    (e: KeyboardEvent<HTMLDivElement>) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        e.stopPropagation();
        editor.commands.focus();
        return;
      }
      const list = buttons(toolbar.current);
      const next = nextToolIndex(
        e.key,
        list.indexOf(document.activeElement as HTMLButtonElement),
        list.length,
      );
      if (next === null) return;
      e.preventDefault();
      list[next]?.focus();
    },
    [editor, toolbar],
  );
}
