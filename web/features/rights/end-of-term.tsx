import { CheckCircle2 } from 'lucide-react';
import { withdrawalDeadline } from '@core/rights/grants';
import type { RightsRow } from '@core/rights/register';
import { formatDateFr } from '@core/document/typography';
import { numberInWords } from '@core/document/numbers-fr';
import { Button } from '@web/components/ui/button';
import { ApiError } from '@web/lib/api';
import { useMarkEndOfTerm } from './api';

/**
 * What the contract asks once an image authorisation has ended (its « Durée » clause): stop every
 * new use, withdraw the images from the supports the beneficiary controls within the agreed
 * delay; then « Marquer comme fait », whose day the register keeps.
 */
export function EndOfTerm({ row }: { row: RightsRow }) {
  const mark = useMarkEndOfTerm();
  const terms = row.endOfTerm;
  const deadline = withdrawalDeadline(row);
  if (!terms || !deadline) return null;
  const headingId = `fin-${row.contractId}-${row.kind}`;
  const yours = row.ownerSide === 'cessionnaire';
  return (
    <section
      aria-labelledby={headingId}
      className="mt-4 rounded-lg border border-slate-200 bg-slate-50 p-4"
    >
      <h3 id={headingId} className="font-semibold text-slate-900">
        {yours
          ? 'Fin de l’autorisation\u00a0: ce que le contrat vous demande'
          : 'Fin de l’autorisation\u00a0: ce que le contrat demande au bénéficiaire'}
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-800">
        <li>Ne plus faire aucune nouvelle diffusion des images.</li>
        <li>
          Retirer les images des supports dont le bénéficiaire a la maîtrise, publications
          antérieures comprises, dans un délai de {numberInWords(terms.withdrawalDays)} jours, soit
          au plus tard le {formatDateFr(deadline)}.
        </li>
        {terms.printedCopies && (
          <li>Les exemplaires imprimés déjà distribués n’ont pas à être rappelés.</li>
        )}
        <li>
          Les reprises faites par des tiers sans son intervention n’ont pas à être supprimées.
        </li>
      </ul>
      <div className="mt-3" aria-live="polite">
        {row.endOfTermDoneOn ? (
          <p className="flex items-center gap-2 text-sm font-medium text-emerald-800">
            <CheckCircle2 aria-hidden="true" className="size-4" />
            Fait le {formatDateFr(row.endOfTermDoneOn)}
          </p>
        ) : (
          <Button
            variant="outline"
            size="sm"
            disabled={mark.isPending}
            aria-label={`Marquer comme fait la fin de l’autorisation «\u202f${row.contractTitle}\u202f»`}
            onClick={() => mark.mutate(row.contractId)}
          >
            <CheckCircle2 aria-hidden="true" className="size-4" />
            Marquer comme fait
          </Button>
        )}
        {mark.error && (
          <p role="alert" className="mt-2 text-sm text-red-800">
            {mark.error instanceof ApiError
              ? mark.error.message
              : 'Une erreur inattendue est survenue. Réessayez.'}
          </p>
        )}
      </div>
    </section>
  );
}
