import type { SignatureRequestView } from '@core/schemas/signature';
import type { ContractState } from '@core/rules/contract-list';
import { signatureStatus } from '@core/signature/status';
import { Badge } from '@web/components/ui/badge';
import { cn } from '@web/lib/cn';
import type { ContractSummary } from '../api';
import { formatContractDate } from '../format-date';
import { ContractTitle } from './contract-title';
import { RowActions, type RowHandlers } from './row-actions';

/** A row as the list shows it: the contract, who it is with, its state and signature request. */
export type ContractRow = {
  contract: ContractSummary;
  client: string;
  /** Whether its answers can be a séance's terms (an image authorisation, on the user's side). */
  offersRelease: boolean;
  state: ContractState;
  request: SignatureRequestView | undefined;
};

type ListProps = RowHandlers & {
  rows: ContractRow[];
  pulseId: string | null;
};

/** Brouillon, Finalisé, À signer (n/m), Signé, Refusé, Expiré — and who is missing, for screen readers too. */
export function SignatureBadge({
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

const NO_CLIENT = <span className="text-slate-500">Non renseigné</span>;

/** Desktop list: Titre, Client, État, Création, Dernière modification, Actions. */
export function ContractTable({ rows, pulseId, ...handlers }: ListProps) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Mes Contrats</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
          <tr>
            {['Titre', 'Client', 'État', 'Création', 'Dernière modification', 'Actions'].map(
              (name) => (
                <th key={name} scope="col" className="px-4 py-3 font-semibold">
                  {name}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ contract, client, state, request }, index) => (
            <tr
              key={contract.id}
              data-contract-id={contract.id}
              className={cn(
                'border-b border-slate-100 last:border-0',
                pulseId === contract.id && 'motion-safe:animate-row-pulse bg-amber-50',
              )}
            >
              <td className="px-4 py-3">
                <ContractTitle contract={contract} />
              </td>
              {/* Room for a usual name's words (« Éditions Papillon » was cut mid-word); a long
                  unbroken one still wraps rather than widening the table. */}
              <td className="min-w-40 px-4 py-3 text-slate-800 [overflow-wrap:anywhere]">
                {client || NO_CLIENT}
              </td>
              <td className="whitespace-nowrap px-4 py-3">
                <SignatureBadge contract={contract} request={request} />
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-slate-700">
                {formatContractDate(contract.created_at)}
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-slate-700">
                {formatContractDate(contract.updated_at)}
              </td>
              {/* On one line from 1280 px, where the row has room for them: wrapped, the « … »
                  menu fell under « Envoyer pour signature » and the rows had uneven heights. */}
              <td className="px-4 py-2 xl:whitespace-nowrap xl:[&>div]:flex-nowrap">
                <RowActions
                  contract={contract}
                  state={state}
                  requestId={request?.id}
                  first={index === 0}
                  {...handlers}
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
export function ContractCards({ rows, pulseId, ...handlers }: ListProps) {
  return (
    <ul className="flex flex-col gap-3" aria-label="Mes Contrats">
      {rows.map(({ contract, client, state, request }, index) => (
        <li
          key={contract.id}
          data-contract-id={contract.id}
          className={cn(
            'rounded-xl border border-slate-200 bg-white p-4 shadow-sm',
            pulseId === contract.id && 'motion-safe:animate-row-pulse border-amber-300 bg-amber-50',
          )}
        >
          <ContractTitle contract={contract} />
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-slate-600">Client</dt>
            <dd className="text-slate-800 [overflow-wrap:anywhere]">{client || NO_CLIENT}</dd>
            <dt className="text-slate-600">État</dt>
            <dd>
              <SignatureBadge contract={contract} request={request} />
            </dd>
            <dt className="text-slate-600">Création</dt>
            <dd className="text-slate-800">{formatContractDate(contract.created_at)}</dd>
            <dt className="text-slate-600">Dernière modification</dt>
            <dd className="text-slate-800">{formatContractDate(contract.updated_at)}</dd>
          </dl>
          <div className="mt-3 border-t border-slate-100 pt-3">
            <RowActions
              contract={contract}
              state={state}
              requestId={request?.id}
              first={index === 0}
              {...handlers}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
