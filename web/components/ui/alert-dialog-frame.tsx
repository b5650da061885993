import type { ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';

/** What every confirmation is given by its caller (ConfirmDialog, the account's DangerDialog). */
export type AlertDialogBaseProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Visible heading, the dialog's accessible name. */
  title: ReactNode;
  /** The question asked, the dialog's accessible description. */
  description: ReactNode;
};

export type AlertDialogFrameProps = AlertDialogBaseProps & {
  /** What follows the description: explanation, a form, the buttons. */
  children: ReactNode;
  onOpenAutoFocus: (event: Event) => void;
  onCloseAutoFocus: (event: Event) => void;
};

/**
 * The frame every confirmation shares, on Radix AlertDialog (role=alertdialog, no close on an
 * outside click, Escape cancels): overlay, centred panel that scrolls on a short screen, title and
 * description. ConfirmDialog adds its two buttons; the account's DangerDialog a form.
 */
export function AlertDialogFrame({
  open,
  onOpenChange,
  title,
  description,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
}: AlertDialogFrameProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50 backdrop-blur-[1px]" />
        <AlertDialog.Content
          onOpenAutoFocus={onOpenAutoFocus}
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus:outline-none"
        >
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">
            {title}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-700">
            {description}
          </AlertDialog.Description>
          {children}
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
