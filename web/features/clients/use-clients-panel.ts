import { useEffect, useRef, useState } from 'react';
import type { ClientInput } from '@core/schemas/client';
import { isVersionProblem } from '@web/lib/api';
import {
  useClients,
  useCreateClient,
  useDeleteClient,
  useUpdateClient,
  type StoredClient,
} from '@web/lib/clients-api';
import { useTimedMessage } from '@web/lib/use-timed-message';
import { CLIENT_MESSAGES, CLIENT_TIMERS } from './client-messages';

export type ClientsView =
  { kind: 'list' } | { kind: 'add' } | { kind: 'edit'; client: StoredClient; epoch: number };

/**
 * The clients panel's state (docs/product.md §2 Clients page, §4 Client form, §8 Clients): the
 * list/add/edit views, search, messages, delete confirmation, and the list reload 0.5 s after a
 * save.
 */
export function useClientsPanel() {
  const clients = useClients();
  const create = useCreateClient();
  const update = useUpdateClient();
  const remove = useDeleteClient();
  const [view, setView] = useState<ClientsView>({ kind: 'list' });
  const [query, setQuery] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  // A second save within the delay restarts it: the first one's timer must not hide the second's
  // message (two clients added in a row showed the second « ajouté » for an instant).
  const success = useTimedMessage(CLIENT_TIMERS.messageMs);
  const [toDelete, setToDelete] = useState<StoredClient | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  const later = (ms: number, run: () => void) => timers.current.push(setTimeout(run, ms));

  const clearMessages = () => {
    setError(null);
    setConflict(false);
    success.clear();
  };
  const show = (next: ClientsView) => {
    clearMessages();
    setView(next);
  };

  const save = async (input: ClientInput) => {
    clearMessages();
    try {
      if (view.kind === 'edit') {
        await update.mutateAsync({ ...input, id: view.client.id, version: view.client.version });
      } else {
        await create.mutateAsync(input);
      }
    } catch (cause) {
      // The form stays open with its values: nothing typed is lost.
      if (isVersionProblem(cause)) setConflict(true);
      else setError(CLIENT_MESSAGES.saveError);
      throw cause;
    }
    const message = view.kind === 'edit' ? CLIENT_MESSAGES.updated : CLIENT_MESSAGES.added;
    setView({ kind: 'list' });
    success.show(message);
    later(CLIENT_TIMERS.reloadMs, () => void clients.refetch());
  };

  /** After a 409 on an update: reload the stored client (discarding edits) or keep the edits. */
  const resolveConflict = async (keepEdits: boolean) => {
    if (view.kind !== 'edit') return;
    const fresh = (await clients.refetch()).data?.find((c) => c.id === view.client.id);
    setConflict(false);
    if (!fresh) {
      setView({ kind: 'list' });
      return;
    }
    setView({ kind: 'edit', client: fresh, epoch: keepEdits ? view.epoch : view.epoch + 1 });
  };

  /** True once the client is deleted (its row, and the button that asked, are gone). */
  const confirmDelete = async (): Promise<boolean> => {
    const client = toDelete;
    setToDelete(null);
    if (!client) return false;
    clearMessages();
    try {
      await remove.mutateAsync(client.id);
      return true;
    } catch {
      setError(CLIENT_MESSAGES.deleteError);
      void clients.refetch();
      return false;
    }
  };

  return {
    clients: clients.data ?? [],
    isLoading: clients.isPending,
    loadError: clients.isError ? CLIENT_MESSAGES.loadError : null,
    refreshing: clients.isFetching && !clients.isPending,
    refresh: () => {
      clearMessages();
      void clients.refetch();
    },
    view,
    openAdd: () => show({ kind: 'add' }),
    openEdit: (client: StoredClient) => show({ kind: 'edit', client, epoch: 0 }),
    backToList: () => show({ kind: 'list' }),
    query,
    setQuery,
    save,
    saving: create.isPending || update.isPending,
    error,
    dismissError: () => setError(null),
    conflict,
    resolveConflict,
    success: success.message,
    toDelete,
    askDelete: setToDelete,
    cancelDelete: () => setToDelete(null),
    confirmDelete,
  };
}
