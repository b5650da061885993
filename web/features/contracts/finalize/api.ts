import { useMutation, useQuery } from '@tanstack/react-query';
import { downloadFileName, FILE_MIME } from '@core/rules/export-file-name';
import type { Draft } from '@core/schemas/draft';
import type { z } from '@core/schemas/zod-fr';
import { apiFetch, apiRequest } from '@web/lib/api';
import { saveBlob } from '@web/lib/save-blob';
import { finalizeDataSchema, savedContractSchema } from '@core/schemas/contract';
import type { EditsChoice } from '@core/schemas/wire';

/** GET /api/contracts/:id/finalize (the page builds its own checklist from the answers). */
export type FinalizeData = z.infer<typeof finalizeDataSchema>;

export const fetchFinalizeData = (id: string, signal?: AbortSignal) =>
  apiFetch(`/api/contracts/${encodeURIComponent(id)}/finalize`, {
    schema: finalizeDataSchema,
    signal,
  });

export function useFinalizeData(id: string) {
  return useQuery({
    queryKey: ['contracts', id, 'finalize'],
    queryFn: ({ signal }) => fetchFinalizeData(id, signal),
  });
}

/**
 * Saves the completed data into the contract (POST /api/contracts with its id, fromStep6) with
 * the version this page holds: a save made meanwhile elsewhere answers 409, never overwritten.
 */
export function useSaveFinalized() {
  return useMutation({
    mutationFn: ({
      contract,
      draft,
      edits,
    }: {
      contract: FinalizeData;
      draft: Draft;
      edits?: EditsChoice;
    }) =>
      apiFetch('/api/contracts', {
        method: 'POST',
        body: {
          id: contract.id,
          contractData: draft,
          title: contract.title,
          isDraft: contract.is_draft,
          fromStep6: true,
          version: contract.version,
          ...(edits ? { edits } : {}),
        },
        schema: savedContractSchema,
      }),
  });
}

/** How to settle passages edited in the editor that new answers would change (server: save-contract-answers.ts). */
export type { EditsChoice };

/**
 * GET /api/contracts/:id/pdf or /docx: the stored contract — its edited document once edited
 * in the editor, else the one its answers give — downloaded as « {title}.pdf|docx ».
 */
export async function downloadStoredFile(id: string, title: string, format: 'pdf' | 'docx') {
  const response = await apiRequest(`/api/contracts/${encodeURIComponent(id)}/${format}`, {
    headers: { Accept: FILE_MIME[format] },
  });
  saveBlob(await response.blob(), downloadFileName(title || 'contrat', format));
}
