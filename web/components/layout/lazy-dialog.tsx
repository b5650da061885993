import type { ReactNode } from 'react';
import { useLatched } from '@web/lib/use-latched';
import { LazyPiece } from './lazy-piece';

type LazyDialogProps = {
  /** What failed, in French, as the subject of « … n’a pas pu se charger. » */
  name: string;
  open: boolean;
  onClose: () => void;
  /**
   * The page may still open it by itself (the wizard's profile choice while the profile has not
   * answered): marked as pending meanwhile, so the welcome bubble waits for it.
   */
  mayOpen?: boolean;
  /** The dialog, a lazily loaded component (web/lib/lazy-named.ts). */
  children: ReactNode;
};

/**
 * Marks a dialog that is open but whose file is still on its way, or that a page may be about to
 * open (the wizard's profile choice while the profile loads): what opens by itself (the welcome
 * bubble) waits for it as for an open dialog, so the two never stack in the order their files
 * or answers happen to arrive.
 */
export const PENDING_DIALOG_SELECTOR = '[data-dialog-pending]';

/** The marker PENDING_DIALOG_SELECTOR finds: renders nothing visible. */
function DialogPending() {
  return <span hidden data-dialog-pending="" />;
}

/**
 * A dialog whose code is a file of its own, kept out of the page's first paint (docs/design.md
 * §7 « First load »): nothing is rendered until it is first opened; then it stays mounted, so its
 * closing runs as usual (the focus goes back to the opener) and reopening it costs nothing. If its
 * file cannot be fetched, a French message says so over the page (LazyPiece).
 */
export function LazyDialog({ name, open, onClose, mayOpen = false, children }: LazyDialogProps) {
  const wanted = useLatched(open);
  const aboutToOpen = mayOpen && !open ? <DialogPending /> : null;
  if (!wanted) return aboutToOpen;
  return (
    <>
      {aboutToOpen}
      <LazyPiece
        name={name}
        floating
        open={open}
        onClose={onClose}
        fallback={open ? <DialogPending /> : null}
      >
        {children}
      </LazyPiece>
    </>
  );
}
