import type { DraftWarning } from '@core/rules/draft-warnings';
import { FixButton } from './checklist';

export const WARNINGS_TITLE = 'Points à vérifier avant de signer';
export const WARNINGS_NOTE =
  'Ces remarques ne bloquent pas votre contrat\u00a0: elles signalent un choix à confirmer. Vous pouvez revoir la réponse concernée ou continuer.';

/**
 * Step 6: every soft warning of the draft (core/rules/draft-warnings.ts), each with « Revoir »,
 * which leads to the answer it is about. Says nothing when there is none.
 */
export function WarningsSummary({
  warnings,
  onReview,
}: {
  warnings: DraftWarning[];
  onReview: (warning: DraftWarning) => void;
}) {
  if (warnings.length === 0) return null;
  return (
    <section
      aria-labelledby="draft-warnings-title"
      className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm"
    >
      <h3 id="draft-warnings-title" className="font-semibold text-slate-900">
        {WARNINGS_TITLE}
      </h3>
      <p className="text-slate-800">{WARNINGS_NOTE}</p>
      <ul className="space-y-2" aria-label={WARNINGS_TITLE}>
        {warnings.map((warning) => (
          <li key={`${warning.code}-${warning.message}`} className="space-y-1">
            <p className="font-medium text-slate-900">
              {warning.title} (étape {warning.step})
            </p>
            <p className="text-slate-800">{warning.message}</p>
            <FixButton
              label="Revoir"
              what={`${warning.title} (étape ${warning.step})`}
              onClick={() => onReview(warning)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
