import { useMutation, useQuery } from '@tanstack/react-query';
import { downloadFileName } from '@core/rules/export-file-name';
import type { Draft } from '@core/schemas/draft';
import { z } from '@core/schemas/zod-fr';
import { apiFetch, apiRequest } from '../../../lib/api';
import { saveBlob } from '../../../lib/save-blob';
import { savedContractSchema } from '@core/schemas/contract';

/** GET /api/contracts/:id/finalize: the wizard data and the step-6 checklist. */
const finalizeSchema = z.object({
  id: z.string(),
  title: z.string(),
  is_draft: z.boolean(),
  from_step6: z.boolean(),
  version: z.number(),
  form_data: z.unknown(),
});
export type FinalizeData = z.infer<typeof finalizeSchema>;

export function useFinalizeData(id: string) {
  return useQuery({
    queryKey: ['contracts', id, 'finalize'],
    queryFn: ({ signal }) => apiFetch(`/api/contracts/${encodeURIComponent(id)}/finalize`, { schema: finalizeSchema, signal }),
  });
}


/** Saves the completed data into the contract (POST /api/contracts with its id, fromStep6). */
export function useSaveFinalized() {
  return useMutation({
    mutationFn: ({ contract, draft }: { contract: FinalizeData; draft: Draft }) =>
      apiFetch('/api/contracts', {
        method: 'POST',
        body: {
          id: contract.id,
          contractData: draft,
          title: contract.title,
          isDraft: contract.is_draft,
          fromStep6: true,
          version: contract.version,
        },
        schema: savedContractSchema,
      }),
  });
}

/** SPEC §7 POST /generate-pdf { contractData, filename }: the PDF, downloaded. */
export async function downloadPdf(draft: Draft, title: string) {
  const filename = downloadFileName(title);
  const response = await apiRequest('/api/generate-pdf', { method: 'POST', body: { contractData: draft, filename: title || 'contrat' } });
  saveBlob(await response.blob(), filename);
}
