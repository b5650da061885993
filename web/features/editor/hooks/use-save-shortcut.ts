import { useEffect } from 'react';

/** Ctrl+S / ⌘+S saves the contract anywhere on the editor page, instead of the browser's "save page". */
export function useSaveShortcut(save: () => unknown) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 's') {
        e.preventDefault();
        void save();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [save]);
}
