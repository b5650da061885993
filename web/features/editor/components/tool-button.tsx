import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn';

/**
 * One button of the selection toolbar. The mouse never takes the focus from the document (the
 * selection stays); the keyboard reaches it through the toolbar's roving focus.
 */
type Props = {
  label: string;
  pressed?: boolean;
  onClick: () => void;
  children: ReactNode;
  tabStop?: boolean;
};

export function ToolButton({ label, pressed, onClick, children, tabStop = false }: Props) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      // One tab stop for the whole toolbar (the first button); arrows move within it.
      tabIndex={tabStop ? 0 : -1}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
      className={cn(
        'inline-flex size-9 cursor-pointer items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus',
        pressed && 'bg-brand-100 text-brand-900',
      )}
    >
      {children}
    </button>
  );
}
