import type { ReactNode } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '@web/lib/cn';
import { useReturnFocus } from './use-return-focus';

/**
 * Modal dialog on Radix (focus trap, Escape, aria-modal, focus return).
 * Usage:
 *   <Dialog open={open} onOpenChange={setOpen}>
 *     <DialogTrigger asChild><Button>Ouvrir</Button></DialogTrigger>
 *     <DialogContent title="Titre" description="Phrase d'aide">…<DialogFooter>…</DialogFooter></DialogContent>
 *   </Dialog>
 */
export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

export type DialogContentProps = {
  /** Visible heading, also the dialog's accessible name. */
  title: ReactNode;
  /** Visible description (aria-describedby). Use `hideDescription` to keep it for screen readers only. */
  description: ReactNode;
  hideDescription?: boolean;
  children?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
  /** Hide the top-right close (×) button, e.g. when the footer has its own. */
  hideCloseButton?: boolean;
  onOpenAutoFocus?: (event: Event) => void;
};

/** Marks the control a dialog focuses when it opens (its main action), instead of the first one. */
export const INITIAL_FOCUS = { 'data-initial-focus': '' } as const;

/**
 * On open, the control marked INITIAL_FOCUS if there is one: Radix focuses the first control in
 * the DOM, which in a footer can be a secondary « Aide » — first in reading order, but last on a
 * phone, where the footer's buttons are stacked in reverse.
 */
function focusMarkedControl(event: Event) {
  if (event.defaultPrevented || !(event.target instanceof HTMLElement)) return;
  const marked = event.target.querySelector<HTMLElement>('[data-initial-focus]');
  if (!marked) return;
  event.preventDefault();
  marked.focus();
}

const widths = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl' } as const;

export function DialogContent({
  title,
  description,
  hideDescription = false,
  children,
  size = 'md',
  className,
  hideCloseButton = false,
  onOpenAutoFocus,
}: DialogContentProps) {
  const focus = useReturnFocus((event) => {
    onOpenAutoFocus?.(event);
    focusMarkedControl(event);
  });
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50 backdrop-blur-[1px]" />
      <RadixDialog.Content
        onOpenAutoFocus={focus.onOpenAutoFocus}
        onCloseAutoFocus={focus.onCloseAutoFocus}
        className={cn(
          'fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2',
          'overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus:outline-none',
          widths[size],
          className,
        )}
      >
        <RadixDialog.Title className="pr-8 text-lg font-semibold text-slate-900">
          {title}
        </RadixDialog.Title>
        <RadixDialog.Description
          className={hideDescription ? 'sr-only' : 'mt-1 text-sm text-slate-600'}
        >
          {description}
        </RadixDialog.Description>
        <div className="mt-4">{children}</div>
        {!hideCloseButton && (
          <RadixDialog.Close
            className="absolute right-3 top-3 inline-flex size-9 cursor-pointer items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900"
            aria-label="Fermer"
          >
            <X aria-hidden="true" className="size-5" />
          </RadixDialog.Close>
        )}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

/** Action row at the bottom of a dialog (stacked on mobile, right-aligned on larger screens). */
export function DialogFooter({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={cn('mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}>
      {children}
    </div>
  );
}
