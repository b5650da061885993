import { Pencil, Plus, RefreshCw, Trash2 } from 'lucide-react';
import {
  clientDisplayName,
  clientPickerEmptyMessage,
  searchClients,
} from '@core/rules/client-search';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/text-field';
import type { StoredClient } from '@web/lib/clients-api';
import { CLIENT_TYPE_LABELS } from './client-messages';

export type ClientListProps = {
  clients: StoredClient[];
  query: string;
  onQueryChange: (query: string) => void;
  onRefresh: () => void;
  refreshing: boolean;
  onAdd: () => void;
  onEdit: (client: StoredClient) => void;
  onDelete: (client: StoredClient) => void;
};

/** One line of details under a client's name: legal form, town, e-mail, phone. */
function details(client: StoredClient): string {
  const parts = client.type === 'legal_entity' ? [client.forme_juridique] : [];
  parts.push(
    [client.code_postal, client.ville].filter(Boolean).join(' '),
    client.email,
    client.telephone,
  );
  return parts
    .map((p) => p.trim())
    .filter(Boolean)
    .join(' · ');
}

/** The address book: search (docs/product.md §5), « Actualiser », « Ajouter un client », one card per client. */
export function ClientList(props: ClientListProps) {
  const { clients, query } = props;
  const shown = searchClients(clients, query);
  const empty = clientPickerEmptyMessage(clients, query);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          label="Rechercher un client"
          type="search"
          placeholder="Rechercher un client…"
          value={query}
          onChange={(event) => props.onQueryChange(event.target.value)}
          className="flex-1"
        />
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            className="flex-auto whitespace-nowrap sm:flex-none"
            onClick={props.onRefresh}
            loading={props.refreshing}
          >
            {!props.refreshing && <RefreshCw aria-hidden="true" className="size-4" />}
            Actualiser
          </Button>
          <Button className="flex-auto whitespace-nowrap sm:flex-none" onClick={props.onAdd}>
            <Plus aria-hidden="true" className="size-4" />
            Ajouter un client
          </Button>
        </div>
      </div>
      <p role="status" className="sr-only">
        {empty ??
          `${shown.length} client${shown.length > 1 ? 's' : ''} affiché${shown.length > 1 ? 's' : ''}`}
      </p>
      {empty ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">
          {empty}
        </p>
      ) : (
        <ul aria-label="Clients" className="flex flex-col gap-3">
          {shown.map((client) => {
            const name = clientDisplayName(client) || 'Client sans nom';
            const line = details(client);
            return (
              <li
                key={client.id}
                className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center"
              >
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <p className="font-semibold break-words text-slate-900">{name}</p>
                    <Badge tone={client.type === 'legal_entity' ? 'brand' : 'neutral'}>
                      {CLIENT_TYPE_LABELS[client.type]}
                    </Badge>
                  </div>
                  {line && <p className="mt-1 text-sm break-words text-slate-700">{line}</p>}
                </div>
                <div className="flex gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Modifier ${name}`}
                    onClick={() => props.onEdit(client)}
                  >
                    <Pencil aria-hidden="true" className="size-4" />
                    Modifier
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Supprimer ${name}`}
                    onClick={() => props.onDelete(client)}
                    className="text-red-700"
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    Supprimer
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
