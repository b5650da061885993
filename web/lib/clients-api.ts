import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClientInput } from '@core/schemas/client';
import { newClientId } from '@core/rules/client-validation';
import { ApiError, apiFetch } from './api';
import { useAuth } from './auth';
import { USER_PROFILE_QUERY_KEY } from './profile-api';
import type { StoredClient } from './client-schemas';

export type { StoredClient } from './client-schemas';

/** The answers' schemas, loaded with the first call rather than before the page (api.ts). */
const schemas = () => import('./client-schemas');

export const CLIENTS_QUERY_KEY = ['clients'] as const;

/** A client update: the form's fields (type included), its id and the version last read. */
export type ClientUpdate = ClientInput & { id: string; version: number };

/**
 * The address book, oldest first. A visitor without any session has no address book: the
 * server's 401 becomes an empty list rather than an error.
 */
export async function fetchClients(signal?: AbortSignal): Promise<StoredClient[]> {
  try {
    return (
      await apiFetch('/api/clients', { schema: schemas().then((m) => m.clientListSchema), signal })
    ).clients;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return [];
    throw error;
  }
}

export function useClients() {
  return useQuery({ queryKey: CLIENTS_QUERY_KEY, queryFn: ({ signal }) => fetchClients(signal) });
}

/** Both caches that list clients (the address book and the profile's `clients`). */
function useInvalidateClients() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: CLIENTS_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: USER_PROFILE_QUERY_KEY }),
    ]);
}

/**
 * Adds a client: `mutateAsync(input)` → the stored client. Without an id, the id is the creation
 * timestamp (docs/product.md §3). A visitor's first write creates their anonymous session
 * server-side.
 */
export function useCreateClient() {
  const invalidate = useInvalidateClients();
  const auth = useAuth();
  return useMutation({
    mutationFn: async (input: ClientInput) =>
      (
        await apiFetch('/api/clients', {
          method: 'POST',
          body: { ...input, id: input.id ?? newClientId(Date.now()) },
          schema: schemas().then((m) => m.clientAnswerSchema),
        })
      ).client,
    onSuccess: async () => {
      if (!auth.user) await auth.refetch();
      await invalidate();
    },
  });
}

/** Updates a client: `mutateAsync({ ...fields, id, version })`; a stale version answers 409. */
export function useUpdateClient() {
  const invalidate = useInvalidateClients();
  return useMutation({
    mutationFn: async ({ id, ...fields }: ClientUpdate) =>
      (
        await apiFetch(`/api/clients/${encodeURIComponent(id)}`, {
          method: 'PUT',
          body: fields,
          schema: schemas().then((m) => m.clientAnswerSchema),
        })
      ).client,
    onSuccess: () => invalidate(),
  });
}

/** Deletes a client by id: `mutateAsync(id)`. */
export function useDeleteClient() {
  const invalidate = useInvalidateClients();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiFetch(`/api/clients/${encodeURIComponent(id)}`, { method: 'DELETE' });
    },
    onSuccess: () => invalidate(),
  });
}
