import { useCallback, useRef } from 'react';

/**
 * Focus back to whatever opened a dialog. Radix returns focus to its own Trigger only; dialogs
 * opened through state (« Réinitialiser » on the dashboard, the header's « Connexion ») left it
 * on <body> after Escape, and a keyboard user started again from the top of the page. The
 * opener is the element focused when the dialog mounts; give both handlers to the Content.
 * Without one, focus goes to the page (pageFallback).
 */
/**
 * Where focus goes when the opener is gone (the row deleted, the rename dialog that opened
 * « Contrat validé » closed) or was never known: the page's own focusable heading — the wizard's
 * step, a page's title — else the main region; never <body>, where a keyboard user would start
 * again from the top of the page.
 */
function pageFallback(): HTMLElement | null {
  return (
    document.querySelector<HTMLElement>('main h2[tabindex="-1"]') ??
    document.querySelector<HTMLElement>('main h1[tabindex="-1"]') ??
    document.querySelector<HTMLElement>('main[tabindex="-1"]')
  );
}

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
    const back = opener.current?.isConnected ? opener.current : null;
    opener.current = null;
    const target = back ?? pageFallback();
    if (!target) return;
    event.preventDefault();
    // The fallback does not move the page: the reader stays where the dialog left them.
    target.focus(back ? undefined : { preventScroll: true });
  }, []);
  return { onOpenAutoFocus: onOpen, onCloseAutoFocus: onClose };
}
