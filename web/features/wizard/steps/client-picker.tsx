import { useId, useState } from 'react';
import { Search, UserRound, Building2 } from 'lucide-react';
import type { Client } from '@core/schemas/client';
import {
  clientDisplayName,
  clientPickerEmptyMessage,
  searchClients,
} from '@core/rules/client-search';
import { Spinner } from '@web/components/ui/spinner';
import { useClients } from '@web/lib/clients-api';
import { cn } from '@web/lib/cn';

type ClientPickerProps = {
  /** The section's title: whom the client is picked as (the author, or a creator's assignee). */
  title?: string;
  selectedId: string | undefined;
  onPick: (client: Client) => void;
};

/** Picks the author or model from « Mes clients » (signed-in users), searchable by name (docs/product.md §5, §8). */
export function ClientPicker({
  title = 'Choisir dans mes clients',
  selectedId,
  onPick,
}: ClientPickerProps) {
  const clients = useClients();
  const [query, setQuery] = useState('');
  const searchId = useId();
  const all = clients.data ?? [];
  const matches = searchClients(all, query);
  const empty = clients.isSuccess ? clientPickerEmptyMessage(all, query) : null;

  return (
    <section
      aria-labelledby={`${searchId}-title`}
      className="space-y-2 rounded-lg border border-slate-200 bg-slate-50 p-3"
    >
      <h3 id={`${searchId}-title`} className="text-sm font-semibold text-slate-900">
        {title}
      </h3>
      <div className="relative">
        <label htmlFor={searchId} className="sr-only">
          Rechercher un client
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute left-3 top-2.5 size-4 text-slate-500"
        />
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Rechercher un client…"
          className="h-9 w-full rounded-md border border-slate-500 bg-white pl-9 pr-3 text-sm"
        />
      </div>
      {clients.isPending && <Spinner label="Chargement des clients…" size="sm" />}
      {clients.isError && (
        <p className="text-sm text-red-700">Impossible de charger la liste des clients.</p>
      )}
      {empty && <p className="text-sm text-slate-600">{empty}</p>}
      {matches.length > 0 && (
        <ul className="max-h-48 space-y-1 overflow-y-auto" aria-label="Clients">
          {matches.map((client) => {
            const Icon = client.type === 'legal_entity' ? Building2 : UserRound;
            const selected = client.id === selectedId;
            return (
              <li key={client.id}>
                <button
                  type="button"
                  aria-pressed={selected}
                  onClick={() => onPick(client)}
                  className={cn(
                    'flex w-full cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-left text-sm',
                    selected ? 'bg-brand-100 font-semibold text-brand-900' : 'hover:bg-white',
                  )}
                >
                  <Icon aria-hidden="true" className="size-4 shrink-0 text-slate-600" />
                  {clientDisplayName(client) || 'Client sans nom'}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
