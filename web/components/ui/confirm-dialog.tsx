import type { ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import { AlertDialogFrame } from './alert-dialog-frame';
import { buttonClasses } from './button';
import { useReturnFocus } from './use-return-focus';

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Visible heading, the dialog's accessible name. */
  title: ReactNode;
  /** The question asked, the dialog's accessible description. */
  description: ReactNode;
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
  open,
  onOpenChange,
  title,
  description,
  children,
  confirmLabel,
  cancelLabel = 'Annuler',
  destructive = false,
  onConfirm,
}: ConfirmDialogProps) {
  const focus = useReturnFocus();
  return (
    <AlertDialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      onOpenAutoFocus={focus.onOpenAutoFocus}
      onCloseAutoFocus={focus.onCloseAutoFocus}
    >
      {children && <div className="mt-2 text-sm text-slate-600">{children}</div>}
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <AlertDialog.Cancel className={buttonClasses('outline')}>{cancelLabel}</AlertDialog.Cancel>
        <AlertDialog.Action
          className={buttonClasses(destructive ? 'danger' : 'primary')}
          onClick={onConfirm}
        >
          {confirmLabel}
        </AlertDialog.Action>
      </div>
    </AlertDialogFrame>
  );
}
