import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarDays, FileText } from 'lucide-react';
import { downloadFileName, FILE_MIME } from '@core/rules/export-file-name';
import type { RightsRow } from '@core/rights/register';
import { z } from '@core/schemas/zod-fr';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/text-field';
import { ApiError, apiFetch, apiRequest } from '@web/lib/api';
import { saveBlob } from '@web/lib/save-blob';

/**
 * What « Mes droits » sends (docs/rights-notices.md): the private calendar link, each contract's
 * reminders, and the yearly statement of a copyright grant (or, for the author, the letter asking
 * for it).
 */

const contractPath = (id: string) => `/api/contracts/${encodeURIComponent(id)}`;
const errorText = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Une erreur inattendue est survenue. Réessayez.';

/** The calendar feed: a new link (replacing the old one) or none. */
export function CalendarFeed() {
  const [url, setUrl] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: () =>
      apiFetch('/api/rights/calendar', {
        method: 'POST',
        body: {},
        schema: z.object({ url: z.string() }),
      }),
    onSuccess: (created) => setUrl(created.url),
  });
  const revoke = useMutation({
    mutationFn: () => apiRequest('/api/rights/calendar', { method: 'DELETE', body: {} }),
    onSuccess: () => setUrl(null),
  });
  const error = create.error ?? revoke.error;
  return (
    <section
      aria-labelledby="rights-calendar"
      className="mt-6 rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id="rights-calendar" className="text-base font-semibold text-slate-900">
        Calendrier des fins de droits
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Un lien privé à ajouter à votre agenda (Google Agenda, Outlook, Calendrier d’Apple)
        {'\u00a0'}: chaque droit y figure au jour où il prend fin, avec le titre du contrat et le
        nom des parties, rien d’autre. Quiconque a le lien voit ces informations{'\u00a0'}: un
        nouveau lien remplace l’ancien, qui cesse aussitôt de fonctionner.
      </p>
      {url && (
        <TextField
          className="mt-3"
          label="Lien du calendrier (à copier dans votre agenda)"
          readOnly
          value={url}
          onFocus={(e) => e.currentTarget.select()}
        />
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          disabled={create.isPending}
          onClick={() => create.mutate()}
        >
          <CalendarDays aria-hidden="true" className="size-4" />
          {url ? 'Créer un nouveau lien' : 'Obtenir le lien du calendrier'}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={revoke.isPending}
          onClick={() => revoke.mutate()}
        >
          Désactiver le lien
        </Button>
      </div>
      {revoke.isSuccess && !url && (
        <p className="mt-2 text-sm text-slate-700" role="status">
          Le lien est désactivé{'\u00a0'}: votre agenda ne reçoit plus ces dates.
        </p>
      )}
      {error && (
        <Alert tone="error" className="mt-3">
          {errorText(error)}
        </Alert>
      )}
    </section>
  );
}

/** One contract's reminders, 60, 30 and 7 days before its grants end. */
function Reminders({ contractId, title }: { contractId: string; title: string }) {
  const queryClient = useQueryClient();
  const key = ['rights-reminders', contractId];
  const schema = z.object({ enabled: z.boolean() });
  const state = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => apiFetch(`${contractPath(contractId)}/reminders`, { schema, signal }),
  });
  const change = useMutation({
    mutationFn: (enabled: boolean) =>
      apiFetch(`${contractPath(contractId)}/reminders`, {
        method: 'PUT',
        body: { enabled },
        schema,
      }),
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
  if (!state.data) return null;
  return (
    <label className="flex items-center gap-2 text-sm text-slate-800">
      <input
        type="checkbox"
        className="size-4"
        checked={state.data.enabled}
        disabled={change.isPending}
        aria-describedby={change.error ? `reminders-error-${contractId}` : undefined}
        onChange={(e) => change.mutate(e.target.checked)}
      />
      Rappels par e-mail 60, 30 et 7 jours avant la fin
      <span className="sr-only">
        {' '}
        de «{'\u202f'}
        {title}
        {'\u202f'}»
      </span>
      {change.error && (
        <span id={`reminders-error-${contractId}`} className="text-red-700">
          {errorText(change.error)}
        </span>
      )}
    </label>
  );
}

/** The yearly statement (the author's letter asking for it on the author's side), PDF or Word. */
function Statement({ row }: { row: RightsRow }) {
  const asks = row.ownerSide === 'cedant';
  const download = useMutation({
    mutationFn: async (format: 'pdf' | 'docx') => {
      const response = await apiRequest(
        `${contractPath(row.contractId)}/annual-statement?format=${format}`,
        { headers: { Accept: FILE_MIME[format] } },
      );
      const lead = asks ? 'Demande de relevé annuel' : 'Relevé annuel';
      saveBlob(await response.blob(), downloadFileName(`${lead} – ${row.contractTitle}`, format));
    },
  });
  const label = asks ? 'Demander le relevé annuel' : 'Relevé annuel';
  return (
    <div className="flex flex-wrap items-center gap-2">
      {(['pdf', 'docx'] as const).map((format) => (
        <Button
          key={format}
          size="sm"
          variant="outline"
          disabled={download.isPending}
          aria-label={`${label} de «\u202f${row.contractTitle}\u202f» (${format === 'pdf' ? 'PDF' : 'Word'})`}
          onClick={() => download.mutate(format)}
        >
          <FileText aria-hidden="true" className="size-4" />
          {label} ({format === 'pdf' ? 'PDF' : 'Word'})
        </Button>
      ))}
      {download.error && <span className="text-sm text-red-700">{errorText(download.error)}</span>}
    </div>
  );
}

/** What a row of the register can send: its reminders (a fixed term) and its yearly statement. */
export function RowNotices({ row }: { row: RightsRow }) {
  const statement = row.kind !== 'image';
  if (!row.endsOn && !statement) return null;
  return (
    <div className="mt-3 space-y-2">
      {row.endsOn && <Reminders contractId={row.contractId} title={row.contractTitle} />}
      {statement && <Statement row={row} />}
    </div>
  );
}
