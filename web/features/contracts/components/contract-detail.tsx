import { Link } from 'react-router';
import { ArrowLeft, Check } from 'lucide-react';
import { CONTRACT_STATE_LABELS, type ContractState } from '@core/rules/contract-list';
import { Alert } from '@web/components/ui/alert';
import { cn } from '@web/lib/cn';
import { useEmailLinkNotice } from '@web/lib/email-link-notice';
import { formatContractDate } from '../format-date';
import { type ContractRow, SignatureBadge } from './contract-table';
import { RowActions, type RowHandlers } from './row-actions';

/** The life of a contract, as its page draws it; the last step is Signé or Refusé. */
const STEPS: readonly ContractState[] = ['draft', 'final', 'pending', 'signed'];
const STEP_INDEX: Record<ContractState, number> = {
  draft: 0,
  final: 1,
  pending: 2,
  signed: 3,
  refused: 3,
  expired: 2,
  cancelled: 1,
};

function StateSteps({ state }: { state: ContractState }) {
  const reached = STEP_INDEX[state];
  const last: ContractState = state === 'refused' ? 'refused' : 'signed';
  return (
    <ol className="flex flex-wrap items-center gap-2 text-sm" aria-label="Étapes du contrat">
      {STEPS.map((step, index) => {
        const shown = index === 3 ? last : step;
        const done = index < reached;
        const current = index === reached;
        return (
          <li key={step} className="flex items-center gap-2">
            {index > 0 && <span aria-hidden="true" className="h-px w-4 bg-slate-300" />}
            <span
              aria-current={current ? 'step' : undefined}
              className={cn(
                'inline-flex items-center gap-1 rounded-full px-3 py-1 ring-1 ring-inset',
                current && 'bg-brand-700 font-semibold text-white ring-brand-700',
                done && 'bg-brand-50 text-brand-800 ring-brand-200',
                !current && !done && 'text-slate-600 ring-slate-300',
              )}
            >
              {done && <Check aria-hidden="true" className="size-3.5" />}
              {CONTRACT_STATE_LABELS[shown]}
              {done && <span className="sr-only"> (fait)</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** One contract: its state, who it is with, its dates, and the next step for that state first. */
export function ContractDetail({ row, ...handlers }: RowHandlers & { row: ContractRow | null }) {
  // The signing dialog's confirmation e-mail leads back here (signing-checklist.tsx).
  const link = useEmailLinkNotice();
  const back = (
    <Link
      to="/contracts"
      className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Mes Contrats
    </Link>
  );
  if (!row) {
    return (
      <div className="flex flex-col gap-4">
        {back}
        <Alert tone="warning">Ce contrat est introuvable : il a peut-être été supprimé.</Alert>
      </div>
    );
  }
  const { contract, client, state, request, offersRelease } = row;
  return (
    <article className="flex flex-col gap-5">
      {back}
      <header className="flex flex-col gap-3">
        <h1 className="text-2xl font-semibold text-slate-900 [overflow-wrap:anywhere]">
          {contract.title}
        </h1>
        <StateSteps state={state} />
      </header>
      {link.notice && (
        <Alert tone={link.notice.tone} onClose={link.dismissNotice}>
          {link.notice.text}
        </Alert>
      )}
      <dl className="grid max-w-xl grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-xs">
        <dt className="text-slate-600">Client</dt>
        <dd className="text-slate-900 [overflow-wrap:anywhere]">{client || 'Non renseigné'}</dd>
        <dt className="text-slate-600">État</dt>
        <dd>
          <SignatureBadge contract={contract} request={request} />
        </dd>
        <dt className="text-slate-600">Création</dt>
        <dd className="text-slate-900">{formatContractDate(contract.created_at)}</dd>
        <dt className="text-slate-600">Dernière modification</dt>
        <dd className="text-slate-900">{formatContractDate(contract.updated_at)}</dd>
      </dl>
      <section aria-labelledby="contract-next-title" className="flex flex-col gap-2">
        <h2 id="contract-next-title" className="text-lg font-semibold text-slate-900">
          Actions
        </h2>
        <RowActions
          contract={contract}
          state={state}
          requestId={request?.id}
          onContractPage
          {...handlers}
        />
        {!contract.is_draft && offersRelease && (
          // A séance reuses an image authorisation's terms for many models (docs/releases.md);
          // any other contract would only be refused by the séance form.
          <p className="text-sm text-slate-700">
            Une autorisation de droit à l’image à faire signer par plusieurs modèles&#8239;?{' '}
            <Link
              to={`/seances?contrat=${encodeURIComponent(contract.id)}`}
              className="font-medium text-brand-700 underline"
            >
              Créer une séance photo avec ces conditions
            </Link>
          </p>
        )}
      </section>
    </article>
  );
}
