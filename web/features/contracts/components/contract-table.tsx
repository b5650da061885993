import type { SignatureRequestView } from '@core/schemas/signature';
import { signatureStatus } from '@core/signature/status';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import type { ContractSummary } from '../api';
import { formatContractDate } from '../format-date';
import { ContractTitle } from './contract-title';
import { RowActions, type RowHandlers } from './row-actions';

type ListProps = RowHandlers & {
  contracts: ContractSummary[];
  pulseId: string | null;
  /** Each contract's newest signature request (issue 15 item 7). */
  signatures: ReadonlyMap<string, SignatureRequestView>;
};

/** Brouillon, Finalisé, À signer (n/m), Signé, Refusé, Expiré — and who is missing, for screen readers too. */
function SignatureBadge({
  contract,
  request,
}: {
  contract: ContractSummary;
  request: SignatureRequestView | undefined;
}) {
  const status = signatureStatus(contract.is_draft, request ?? null);
  const missing =
    status.missing.length > 0 && request?.status === 'pending'
      ? `Manque : ${status.missing.join(', ')}`
      : undefined;
  return (
    <Badge tone={status.tone} title={missing}>
      {status.label}
      {missing && <span className="sr-only"> – {missing}</span>}
    </Badge>
  );
}

/** Desktop list: Titre, Création, Dernière modification, Actions (docs/product.md §2). */
export function ContractTable({ contracts, pulseId, signatures, ...handlers }: ListProps) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Mes Contrats</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Titre
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              État
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Création
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Dernière modification
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {contracts.map((contract, index) => (
            <tr
              key={contract.id}
              data-contract-id={contract.id}
              className={cn(
                'border-b border-slate-100 last:border-0',
                pulseId === contract.id && 'motion-safe:animate-row-pulse bg-amber-50',
              )}
            >
              <td className="px-4 py-3">
                <ContractTitle contract={contract} onOpenDraft={handlers.onOpenDraft} />
              </td>
              <td className="whitespace-nowrap px-4 py-3">
                <SignatureBadge contract={contract} request={signatures.get(contract.id)} />
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-slate-700">
                {formatContractDate(contract.created_at)}
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-slate-700">
                {formatContractDate(contract.updated_at)}
              </td>
              <td className="px-4 py-2">
                <RowActions
                  signed={signatures.get(contract.id)?.status === 'completed'}
                  contract={contract}
                  compact
                  first={index === 0}
                  onExport={handlers.onExport}
                  onDownloadWord={handlers.onDownloadWord}
                  onDelete={handlers.onDelete}
                  onSignature={handlers.onSignature}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Mobile list: one card per contract with the same information and actions. */
export function ContractCards({ contracts, pulseId, signatures, ...handlers }: ListProps) {
  return (
    <ul className="flex flex-col gap-3" aria-label="Mes Contrats">
      {contracts.map((contract, index) => (
        <li
          key={contract.id}
          data-contract-id={contract.id}
          className={cn(
            'rounded-xl border border-slate-200 bg-white p-4 shadow-sm',
            pulseId === contract.id && 'motion-safe:animate-row-pulse border-amber-300 bg-amber-50',
          )}
        >
          <ContractTitle contract={contract} onOpenDraft={handlers.onOpenDraft} />
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-slate-600">État</dt>
            <dd>
              <SignatureBadge contract={contract} request={signatures.get(contract.id)} />
            </dd>
            <dt className="text-slate-600">Création</dt>
            <dd className="text-slate-800">{formatContractDate(contract.created_at)}</dd>
            <dt className="text-slate-600">Dernière modification</dt>
            <dd className="text-slate-800">{formatContractDate(contract.updated_at)}</dd>
          </dl>
          <div className="mt-3 border-t border-slate-100 pt-2">
            <RowActions
              signed={signatures.get(contract.id)?.status === 'completed'}
              contract={contract}
              compact={false}
              first={index === 0}
              onExport={handlers.onExport}
              onDownloadWord={handlers.onDownloadWord}
              onDelete={handlers.onDelete}
              onSignature={handlers.onSignature}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
