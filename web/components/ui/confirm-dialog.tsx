import type { ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import { AlertDialogFrame, type AlertDialogBaseProps } from './alert-dialog-frame';
import { buttonClasses } from './button';
import { DialogFooter } from './dialog';
import { useReturnFocus } from './use-return-focus';

export type ConfirmDialogProps = AlertDialogBaseProps & {
  /** Extra explanation under the question. */
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Red confirm button for destructive actions (delete). */
  destructive?: boolean;
  onConfirm: () => void;
};

/**
 * A confirmation on Radix AlertDialog (role=alertdialog, focus on « Annuler » first, Escape
 * cancels, focus returns to its opener: use-return-focus.ts). Never window.confirm: it cannot be styled, read
 * consistently by screen readers, or tested.
 */
export function ConfirmDialog({
  children,
  confirmLabel,
  cancelLabel = 'Annuler',
  destructive = false,
  onConfirm,
  ...frame
}: ConfirmDialogProps) {
  const focus = useReturnFocus();
  return (
    <AlertDialogFrame
      {...frame}
      onOpenAutoFocus={focus.onOpenAutoFocus}
      onCloseAutoFocus={focus.onCloseAutoFocus}
    >
      {children && <div className="mt-2 text-sm text-slate-600">{children}</div>}
      <DialogFooter>
        <AlertDialog.Cancel className={buttonClasses('outline')}>{cancelLabel}</AlertDialog.Cancel>
        <AlertDialog.Action
          className={buttonClasses(destructive ? 'danger' : 'primary')}
          onClick={onConfirm}
        >
          {confirmLabel}
        </AlertDialog.Action>
      </DialogFooter>
    </AlertDialogFrame>
  );
}
