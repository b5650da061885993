import type { ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import {
  AlertDialogFrame,
  type AlertDialogBaseProps,
} from '../../components/ui/alert-dialog-frame';
import { useReturnFocus } from '../../components/ui/use-return-focus';

export type DangerDialogProps = AlertDialogBaseProps & {
  children: ReactNode;
  /** Where focus goes first (a field to type in); Radix's default is « Annuler ». */
  onOpenAutoFocus?: (event: Event) => void;
  /** Where focus goes on closing when no element opened the dialog (it opened from the URL). */
  fallbackFocus?: () => HTMLElement | null;
};

/**
 * The account's irreversible confirmations, in the frame ConfirmDialog uses (AlertDialogFrame)
 * (role=alertdialog, no close on an outside click, Escape cancels, focus back to the opener), but
 * the buttons are the caller's: a form that stays open while it is sent and says what went wrong.
 * `AlertDialog.Cancel` closes it.
 */
export function DangerDialog({
  children,
  onOpenAutoFocus,
  fallbackFocus,
  ...frame
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
    <AlertDialogFrame
      {...frame}
      onOpenAutoFocus={focus.onOpenAutoFocus}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <div className="mt-4 text-sm text-slate-700">{children}</div>
    </AlertDialogFrame>
  );
}

export const DialogCancel = AlertDialog.Cancel;
