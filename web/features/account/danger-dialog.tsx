import type { ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import { useReturnFocus } from '../../components/ui/use-return-focus';

export type DangerDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  children: ReactNode;
  /** Where focus goes first (a field to type in); Radix's default is « Annuler ». */
  onOpenAutoFocus?: (event: Event) => void;
  /** Where focus goes on closing when no element opened the dialog (it opened from the URL). */
  fallbackFocus?: () => HTMLElement | null;
};

/**
 * The frame of the account's irreversible confirmations, on Radix AlertDialog like ConfirmDialog
 * (role=alertdialog, no close on an outside click, Escape cancels, focus back to the opener), but
 * the buttons are the caller's: a form that stays open while it is sent and says what went wrong.
 * `AlertDialog.Cancel` closes it.
 */
export function DangerDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  onOpenAutoFocus,
  fallbackFocus,
}: DangerDialogProps) {
  const focus = useReturnFocus(onOpenAutoFocus);
  const onCloseAutoFocus = (event: Event) => {
    focus.onCloseAutoFocus(event);
    const target = event.defaultPrevented ? null : fallbackFocus?.();
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50 backdrop-blur-[1px]" />
        <AlertDialog.Content
          onOpenAutoFocus={focus.onOpenAutoFocus}
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus:outline-none"
        >
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">
            {title}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-700">
            {description}
          </AlertDialog.Description>
          <div className="mt-4 text-sm text-slate-700">{children}</div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

export const DialogCancel = AlertDialog.Cancel;
