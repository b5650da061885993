import { useEffect, useState } from 'react';
import { LoaderCircle } from 'lucide-react';
import { cn } from '@web/lib/cn';

type SpinnerProps = {
  /** Text read by screen readers and, unless `hideLabel`, shown next to the icon. */
  label?: string;
  hideLabel?: boolean;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
};

const sizes = { sm: 'size-4', md: 'size-6', lg: 'size-10' } as const;

/** A loading indicator announced politely (role=status) with a French label. */
export function Spinner({
  label = 'Chargement…',
  hideLabel = false,
  size = 'md',
  className,
}: SpinnerProps) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-2 text-slate-700', className)}>
      <LoaderCircle aria-hidden="true" className={cn('animate-spin text-brand-600', sizes[size])} />
      <span className={hideLabel ? 'sr-only' : undefined}>{label}</span>
    </span>
  );
}

/** A spinner centred in the page area, used while a route or the session loads. */
export function PageSpinner({
  label = 'Chargement…',
  delayMs = 0,
}: {
  label?: string;
  /** Nothing is shown before this delay: a wait shorter than it gets no spinner at all. */
  delayMs?: number;
}) {
  const [shown, setShown] = useState(delayMs <= 0);
  useEffect(() => {
    if (shown) return undefined;
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [shown, delayMs]);
  if (!shown) return null;
  return (
    <div className="flex min-h-[40vh] items-center justify-center">
      <Spinner label={label} size="lg" />
    </div>
  );
}
