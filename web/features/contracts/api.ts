import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from '@core/schemas/zod-fr';
import { exportFileName } from '@core/rules/export-file-name';
import {
  contractListSchema,
  savedContractSchema,
  type ContractSummary,
} from '@core/schemas/contract';
import { apiFetch, apiRequest } from '@web/lib/api';
import { saveBlob } from '@web/lib/save-blob';

export { contractSummarySchema, type ContractSummary } from '@core/schemas/contract';

const importedSchema = z.object({ contractId: z.string() });

export const CONTRACTS_QUERY_KEY = ['contracts'] as const;

export function useContracts() {
  return useQuery({
    queryKey: CONTRACTS_QUERY_KEY,
    queryFn: async ({ signal }) =>
      (await apiFetch('/api/contracts', { schema: contractListSchema, signal })).contracts,
  });
}

/** Replaces one row of the cached list, so the list updates in place (docs/product.md §4). */
function useUpdateCachedRow() {
  const queryClient = useQueryClient();
  return (id: string, change: Partial<ContractSummary>) =>
    queryClient.setQueryData<ContractSummary[]>(CONTRACTS_QUERY_KEY, (rows) =>
      rows?.map((row) => (row.id === id ? { ...row, ...change } : row)),
    );
}

/** docs/product.md §4 "Contract draft to standard": new title, is_draft false, data preserved. */
export function useFinalizeDraft() {
  const updateRow = useUpdateCachedRow();
  return useMutation({
    mutationFn: async ({ contract, title }: { contract: ContractSummary; title: string }) =>
      apiFetch(`/api/contracts/${contract.id}`, {
        method: 'PUT',
        body: { title, is_draft: false, preserve_data: true, version: contract.version },
        schema: savedContractSchema,
      }),
    onSuccess: (saved, { title }) =>
      updateRow(saved.id, {
        title,
        is_draft: false,
        version: saved.version,
        updated_at: new Date().toISOString(),
      }),
  });
}

export function useDeleteContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest(`/api/contracts/${id}`, { method: 'DELETE' });
      return id;
    },
    onSuccess: (id) =>
      queryClient.setQueryData<ContractSummary[]>(CONTRACTS_QUERY_KEY, (rows) =>
        rows?.filter((row) => row.id !== id),
      ),
  });
}

/** Downloads the export file (server-built JSON) under the docs/product.md §5 name. */
export async function downloadContractExport(
  contract: Pick<ContractSummary, 'id' | 'title'>,
  requestedName: string,
) {
  const name = exportFileName(requestedName, contract);
  const response = await apiRequest(
    `/api/contracts/export/${encodeURIComponent(contract.id)}?filename=${encodeURIComponent(name)}`,
  );
  saveBlob(await response.blob(), name);
}

export function useImportContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return apiFetch('/api/contracts/import', {
        method: 'POST',
        body: form,
        schema: importedSchema,
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTRACTS_QUERY_KEY }),
  });
}
