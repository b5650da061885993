import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { cn } from '@web/lib/cn';

export type AlertTone = 'info' | 'success' | 'warning' | 'error';

const tones: Record<AlertTone, { box: string; icon: typeof Info }> = {
  info: { box: 'border-brand-200 bg-brand-50 text-brand-900', icon: Info },
  success: { box: 'border-emerald-200 bg-emerald-50 text-emerald-900', icon: CircleCheck },
  warning: { box: 'border-amber-300 bg-amber-50 text-amber-950', icon: TriangleAlert },
  error: { box: 'border-red-200 bg-red-50 text-red-900', icon: CircleAlert },
};

export type AlertProps = {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
  /** Shows a close button calling this. */
  onClose?: () => void;
  id?: string;
  /**
   * The banner sits inside a live region of its own (the editor's status line, the wizard's
   * warnings): no role of its own, or screen readers announce it twice.
   */
  inLiveRegion?: boolean;
};

/**
 * A banner. Errors use role=alert (assertive); the other tones role=status (polite), so a
 * banner that appears after an action is announced by screen readers.
 */
export function Alert({
  tone = 'info',
  title,
  children,
  className,
  onClose,
  id,
  inLiveRegion = false,
}: AlertProps) {
  const { box, icon: Icon } = tones[tone];
  return (
    <div
      id={id}
      role={inLiveRegion ? undefined : tone === 'error' ? 'alert' : 'status'}
      className={cn('flex items-start gap-3 rounded-lg border p-3 text-sm', box, className)}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div className={title ? 'mt-0.5' : undefined}>{children}</div>}
      </div>
      {onClose && (
        <button
          type="button"
          onClick={onClose}
          aria-label="Fermer le message"
          className="-m-1 inline-flex size-8 cursor-pointer items-center justify-center rounded-md hover:bg-black/5"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </div>
  );
}
