import { useState, type ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import { AlertDialogFrame, type AlertDialogBaseProps } from '@web/components/ui/alert-dialog-frame';
import { Alert } from '@web/components/ui/alert';
import { useReturnFocus } from '@web/components/ui/use-return-focus';
import { errorText } from './form-feedback';

export type DangerDialogProps = AlertDialogBaseProps & {
  /** What went wrong with the last attempt, shown above the dialog's content. */
  problem?: string | null;
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
  problem,
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
      <div className="mt-4 text-sm text-slate-700">
        {problem && (
          <Alert tone="error" className="mb-4">
            {problem}
          </Alert>
        )}
        {children}
      </div>
    </AlertDialogFrame>
  );
}

export const DialogCancel = AlertDialog.Cancel;

/**
 * One irreversible request from a danger dialog: the button spins while it is sent, and what went
 * wrong (in French, from the API) stays in the dialog so the person can retry or cancel.
 */
export function useDangerRequest() {
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const send = async (request: () => Promise<void>) => {
    setProblem(null);
    setSending(true);
    try {
      await request();
    } catch (cause) {
      setProblem(errorText(cause));
    } finally {
      setSending(false);
    }
  };
  return { problem, setProblem, sending, send };
}
