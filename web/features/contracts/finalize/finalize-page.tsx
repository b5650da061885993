import { useState } from 'react';
import { parseStoredDraft } from '@core/schemas/stored-draft';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { ApiError } from '@web/lib/api';
import { useFinalizeData, type FinalizeData } from './api';
import { FinalizeForm, type CompletionRenderer } from './finalize-form';

export const DEFAULT_TITLE = 'Contrat sans titre';
export const MISSING_DATA = 'Impossible de récupérer les données du contrat.';
export const FETCH_ERROR =
  'Une erreur est survenue lors de la récupération des données du contrat.';
export const NO_DATA = 'Aucune donnée trouvée pour ce contrat.';

const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  (typeof value === 'object' && Object.keys(value as object).length === 0);

/** /wizard/finalize/:contractId (docs/product.md §2 "Contract finalization"): loading, error, no data, loaded. */
export function FinalizePage({
  contractId,
  renderCompletion,
}: {
  contractId: string;
  renderCompletion: CompletionRenderer;
}) {
  const query = useFinalizeData(contractId);
  const title = query.data?.title.trim() || DEFAULT_TITLE;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5">
      <Link
        to="/contracts"
        className="inline-flex items-center gap-1 self-start text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> Retour aux contrats
      </Link>
      <h1 className="text-2xl font-semibold break-words text-slate-900 [overflow-wrap:anywhere]">
        Finalisation du contrat&nbsp;: {title}
      </h1>
      <Body query={query} renderCompletion={renderCompletion} />
    </div>
  );
}

function Body({
  query,
  renderCompletion,
}: {
  query: ReturnType<typeof useFinalizeData>;
  renderCompletion: CompletionRenderer;
}) {
  // « Recharger »: the form starts again (new key) from the contract just read — refetch's own
  // answer, since `query` may not have caught up yet when this state changes (it had not on
  // Preact, whose render of this state comes before the query's notification).
  const [reloaded, setReloaded] = useState<{ count: number; data: FinalizeData } | null>(null);
  if (query.isPending)
    return (
      <p role="status" className="text-slate-700">
        Chargement des données…
      </p>
    );
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return <ErrorBox text={missing ? MISSING_DATA : FETCH_ERROR} />;
  }
  const contract = reloaded?.data ?? query.data;
  const { form_data: formData } = contract;
  if (formData === null || formData === undefined) return <ErrorBox text={MISSING_DATA} />;
  const draft = parseStoredDraft(formData);
  if (isEmpty(formData) || !draft.success) {
    return (
      <p
        role="status"
        className="rounded-lg border border-yellow-300 bg-yellow-50 p-4 text-sm text-yellow-900"
      >
        {NO_DATA}
      </p>
    );
  }
  const reload = async () => {
    const fresh = await query.refetch();
    if (fresh.isError) throw fresh.error;
    const data = fresh.data ?? contract;
    setReloaded((last) => ({ count: (last?.count ?? 0) + 1, data }));
  };
  return (
    <FinalizeForm
      key={reloaded?.count ?? 0}
      contract={contract}
      initial={draft.data}
      renderCompletion={renderCompletion}
      onReload={reload}
    />
  );
}

function ErrorBox({ text }: { text: string }) {
  return (
    <div
      role="alert"
      className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900"
    >
      <p>{text}</p>
      <Link to="/contracts" className="mt-2 inline-block font-medium text-red-900 underline">
        Retour à la liste des contrats
      </Link>
    </div>
  );
}
