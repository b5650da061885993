import { Link } from 'react-router';
import { RefreshCw } from 'lucide-react';
import type { RightsRow } from '@core/rights/register';
import { formatDateFr } from '@core/document/typography';
import { SUPPORT_NAMES_FR } from '@core/rules/destination-supports';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { EndOfTerm } from './end-of-term';
import { RowNotices } from './notices';
import { kindLabel, START_LABELS, STATUS_LABELS, STATUS_TONES, TERRITORY_LABELS } from './labels';

type RowProps = {
  row: RightsRow;
  onRenew: (row: RightsRow) => void;
  renewing: boolean;
};

const Detail = ({ term, children }: { term: string; children: React.ReactNode }) => (
  <div>
    <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{term}</dt>
    <dd className="text-sm text-slate-900 [overflow-wrap:anywhere]">{children}</dd>
  </div>
);

/** One grant of the register: the contract, who granted what to whom, on which supports, until when. */
export function RightsRowCard({ row, onRenew, renewing }: RowProps) {
  const name = `«\u202f${row.contractTitle}\u202f»`;
  return (
    <li
      data-contract-id={row.contractId}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">
            <Link
              to={`/contracts/${encodeURIComponent(row.contractId)}`}
              className="underline-offset-2 hover:underline"
            >
              {row.contractTitle}
            </Link>
          </h2>
          <p className="text-sm text-slate-700">{kindLabel(row)}</p>
        </div>
        <Badge tone={row.endOfTermDoneOn ? 'neutral' : STATUS_TONES[row.status]}>
          {STATUS_LABELS[row.status]}
        </Badge>
      </div>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Detail term="Accordé par">{row.grantors.join(', ') || 'Non renseigné'}</Detail>
        <Detail term="Au profit de">{row.grantee || 'Non renseigné'}</Detail>
        <Detail term="Supports">
          {row.supports.map((s) => SUPPORT_NAMES_FR[s]).join(', ') || 'Aucun'}
        </Detail>
        <Detail term="Territoire">{TERRITORY_LABELS[row.territory]}</Detail>
        <Detail term="Début">
          {formatDateFr(row.startsOn)} ({START_LABELS[row.startsFrom]})
        </Detail>
        <Detail term="Fin">
          {row.endsOn
            ? formatDateFr(row.endsOn)
            : 'Toute la durée de la protection légale des droits d’auteur'}
        </Detail>
      </dl>
      {row.endsOn && (
        <div className="mt-4">
          <Button
            variant={row.status === 'active' ? 'outline' : 'primary'}
            size="sm"
            disabled={renewing}
            aria-label={`Renouveler ${name} (${kindLabel(row).toLocaleLowerCase('fr-FR')})`}
            onClick={() => onRenew(row)}
          >
            <RefreshCw aria-hidden="true" className="size-4" />
            Renouveler
          </Button>
        </div>
      )}
      <RowNotices row={row} />
      {row.kind === 'image' && row.status === 'expired' && <EndOfTerm row={row} />}
    </li>
  );
}
