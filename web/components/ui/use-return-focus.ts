import { useCallback, useRef } from 'react';

/**
 * Focus back to whatever opened a dialog. Radix returns focus to its own Trigger only; dialogs
 * opened through state (« Réinitialiser » on the dashboard, the header's « Connexion ») left it
 * on <body> after Escape, and a keyboard user started again from the top of the page. The
 * opener is the element focused when the dialog mounts; give both handlers to the Content.
 */
export function useReturnFocus(onOpenAutoFocus?: (event: Event) => void) {
  const opener = useRef<HTMLElement | null>(null);
  const onOpen = useCallback(
    (event: Event) => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      onOpenAutoFocus?.(event);
    },
    [onOpenAutoFocus],
  );
  const onClose = useCallback((event: Event) => {
    const target = opener.current;
    opener.current = null;
    if (!target?.isConnected) return;
    event.preventDefault();
    target.focus();
  }, []);
  return { onOpenAutoFocus: onOpen, onCloseAutoFocus: onClose };
}
