import { useEffect, useState } from 'react';

/**
 * The editor's fullscreen: a fixed overlay over the site (not the Fullscreen API, which would
 * hide the browser's own controls). Escape leaves it unless a dialog or menu takes the key,
 * and the page behind stops scrolling so there is one scrollbar.
 */
export function useFullscreen() {
  const [fullscreen, setFullscreen] = useState(false);
  useEffect(() => {
    if (!fullscreen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      // Dialogs and menus close first; in the selection toolbar Escape returns to the text.
      if (document.querySelector('[role="dialog"], [role="alertdialog"], [role="menu"]')) return;
      if (e.target instanceof Element && e.target.closest('[role="toolbar"]')) return;
      setFullscreen(false);
    };
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    // Capture: ProseMirror binds Escape (select the parent node) and would swallow it.
    window.addEventListener('keydown', onKey, true);
    return () => {
      root.style.overflow = previous;
      window.removeEventListener('keydown', onKey, true);
    };
  }, [fullscreen]);
  return { fullscreen, toggleFullscreen: () => setFullscreen((f) => !f) };
}
