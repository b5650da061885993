import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GrantKind } from '@core/rights/grants';
import { renewalResultSchema, rightsListSchema } from '@core/rights/register';
import { contractDetailSchema } from '@core/schemas/contract';
import { z } from '@core/schemas/zod-fr';
import { apiFetch } from '@web/lib/api';

/** The rights register (docs/rights.md): what the owner's contracts grant, until when. */
export const RIGHTS_QUERY_KEY = ['rights'] as const;

export function useRights() {
  return useQuery({
    queryKey: RIGHTS_QUERY_KEY,
    queryFn: ({ signal }) => apiFetch('/api/rights', { schema: rightsListSchema, signal }),
  });
}

const contractPath = (id: string) => `/api/contracts/${encodeURIComponent(id)}`;

/**
 * « Renouveler »: a new draft with the same parties and terms, dated the day the grant ends; the
 * stored draft comes back with it, for the wizard to open.
 */
export function useRenewal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ contractId, kind }: { contractId: string; kind: GrantKind }) => {
      const { id } = await apiFetch(`${contractPath(contractId)}/renewal`, {
        method: 'POST',
        body: { kind },
        schema: renewalResultSchema,
      });
      return apiFetch(contractPath(id), { schema: contractDetailSchema });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['contracts'] }),
  });
}

/** « Marquer comme fait »: the end-of-term checklist of an ended image authorisation. */
export function useMarkEndOfTerm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contractId: string) =>
      apiFetch(`${contractPath(contractId)}/end-of-term`, {
        method: 'POST',
        body: { kind: 'image' },
        schema: z.object({ doneOn: z.string() }),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RIGHTS_QUERY_KEY }),
  });
}
