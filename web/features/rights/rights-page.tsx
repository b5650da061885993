import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { GRANT_STATUSES } from '@core/rights/grants';
import type { RightsRow } from '@core/rights/register';
import { SUPPORTS } from '@core/answers/draft';
import { SUPPORT_NAMES_FR } from '@core/rules/destination-supports';
import { Alert } from '@web/components/ui/alert';
import { SelectField } from '@web/components/ui/select-field';
import { PageSpinner } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api';
import { useRenewal, useRights } from './api';
import { counterparts, grantsCount, STATUS_LABELS } from './labels';
import { RightsRowCard } from './rights-row';
import { CalendarFeed } from './notices';

/** The renewed draft, for the page to open in the wizard. */
export type RenewedDraft = { id: string; version: number; title: string; formData: unknown };

type Filters = { party: string; support: string; status: string };
const NO_FILTER: Filters = { party: '', support: '', status: '' };

const matches = (row: RightsRow, f: Filters) =>
  (!f.party || counterparts(row).includes(f.party)) &&
  (!f.support || row.supports.includes(f.support as RightsRow['supports'][number])) &&
  (!f.status || row.status === f.status);

/**
 * « Mes droits » (docs/rights.md): every grant of the owner's concluded contracts (finalised, or
 * signed by everyone when sent for electronic signature),
 * soonest end first, with filters by party, support and status; « Renouveler » makes the new
 * draft and hands it to `onOpenDraft` (the wizard).
 */
export function RightsPage({ onOpenDraft }: { onOpenDraft: (draft: RenewedDraft) => void }) {
  const rights = useRights();
  const renewal = useRenewal();
  const [filters, setFilters] = useState<Filters>(NO_FILTER);
  const rows = useMemo(() => rights.data?.rights ?? [], [rights.data]);
  const parties = useMemo(
    () =>
      [...new Set(rows.flatMap(counterparts))]
        .sort((a, b) => a.localeCompare(b, 'fr'))
        .map((p) => ({ value: p, label: p })),
    [rows],
  );
  const supports = SUPPORTS.filter((s) => rows.some((r) => r.supports.includes(s))).map((s) => ({
    value: s,
    label: SUPPORT_NAMES_FR[s],
  }));
  const shown = rows.filter((row) => matches(row, filters));
  const expiring = rows.filter((r) => r.status === 'expiring').length;

  async function renew(row: RightsRow) {
    const contract = await renewal.mutateAsync({ contractId: row.contractId, kind: row.kind });
    onOpenDraft({
      id: contract.id,
      version: contract.version,
      title: contract.title,
      formData: contract.form_data,
    });
  }

  const set = (key: keyof Filters) => (event: React.ChangeEvent<HTMLSelectElement>) =>
    setFilters({ ...filters, [key]: event.target.value });

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">Mes droits</h1>
      <p className="mt-1 text-slate-700">
        Ce que vos contrats finalisés ou signés accordent, à qui, sur quels supports et jusqu’à
        quand, de la fin la plus proche à la plus lointaine.
      </p>
      {rights.isPending && <PageSpinner />}
      {rights.error && (
        <Alert tone="error" className="mt-4">
          {rights.error instanceof ApiError
            ? rights.error.message
            : 'Une erreur inattendue est survenue. Réessayez.'}
        </Alert>
      )}
      {renewal.error && (
        <Alert tone="error" className="mt-4">
          {renewal.error instanceof ApiError
            ? renewal.error.message
            : 'Une erreur inattendue est survenue. Réessayez.'}
        </Alert>
      )}
      {rights.data && rows.length === 0 && (
        <p className="mt-6 rounded-xl border border-slate-200 bg-white p-6 text-slate-800">
          Aucun droit pour l’instant{'\u00a0'}: un contrat apparaît ici une fois finalisé, ou signé
          par tous s’il a été envoyé en signature électronique.{' '}
          <Link to="/contracts" className="font-medium text-brand-700 underline">
            Voir mes contrats
          </Link>
        </p>
      )}
      {rows.length > 0 && (
        <>
          {expiring > 0 && (
            <Alert tone="warning" className="mt-4">
              {grantsCount(expiring)} {expiring > 1 ? 'expirent' : 'expire'} dans les trente
              prochains jours.
            </Alert>
          )}
          <form
            role="search"
            aria-label="Filtrer les droits"
            className="mt-6 grid gap-4 sm:grid-cols-3"
            onSubmit={(e) => e.preventDefault()}
          >
            <SelectField
              label="Partie"
              value={filters.party}
              onChange={set('party')}
              options={parties}
              placeholderOption="Toutes les parties"
            />
            <SelectField
              label="Support"
              value={filters.support}
              onChange={set('support')}
              options={supports}
              placeholderOption="Tous les supports"
            />
            <SelectField
              label="État"
              value={filters.status}
              onChange={set('status')}
              options={GRANT_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
              placeholderOption="Tous les états"
            />
          </form>
          <p className="mt-4 text-sm text-slate-700" aria-live="polite">
            {shown.length === rows.length
              ? `${grantsCount(rows.length)}`
              : `${grantsCount(shown.length)} sur ${rows.length}`}
          </p>
          <ul className="mt-2 space-y-4" aria-label="Droits, par date de fin">
            {shown.map((row) => (
              <RightsRowCard
                key={`${row.contractId}/${row.kind}`}
                row={row}
                renewing={renewal.isPending}
                onRenew={(r) => void renew(r).catch(() => undefined)}
              />
            ))}
          </ul>
          <CalendarFeed />
        </>
      )}
    </div>
  );
}
