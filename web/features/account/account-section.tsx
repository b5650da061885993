import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn';

/** One part of the account page: a card with its h2 (its accessible name). */
export function AccountSection({
  id,
  title,
  tone = 'default',
  children,
}: {
  id: string;
  title: string;
  tone?: 'default' | 'danger';
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn(
        'rounded-xl border bg-white p-5 shadow-xs sm:p-6',
        tone === 'danger' ? 'border-red-200' : 'border-slate-200',
      )}
    >
      <h2
        id={`${id}-title`}
        className={cn(
          'text-lg font-semibold',
          tone === 'danger' ? 'text-red-800' : 'text-slate-900',
        )}
      >
        {title}
      </h2>
      <div className="mt-3 flex flex-col gap-4 text-sm text-slate-700">{children}</div>
    </section>
  );
}
