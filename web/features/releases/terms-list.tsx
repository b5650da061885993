import type { ReleaseView } from '@core/releases/api';

/**
 * The séance's terms in plain French, each with its « Pourquoi ? » note in a native disclosure
 * (keyboard and screen readers need nothing more, and it works before any script on a weak
 * signal). `withNotes` off for the printed sheet.
 */
export function TermsList({
  lines,
  withNotes = true,
}: {
  lines: ReleaseView['lines'];
  withNotes?: boolean;
}) {
  return (
    <dl className="flex flex-col gap-3">
      {lines.map((line) => (
        <div key={line.key} className="flex flex-col gap-1 border-b border-slate-200 pb-2">
          <dt className="font-semibold text-slate-900">{line.label}</dt>
          <dd className="text-slate-800">
            {line.value}
            {withNotes && line.why && (
              <details className="mt-1 text-sm text-slate-700">
                <summary className="cursor-pointer font-medium text-brand-700 underline">
                  Pourquoi&#8239;?
                </summary>
                <p className="mt-1">{line.why}</p>
              </details>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
