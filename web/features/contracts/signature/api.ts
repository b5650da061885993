import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from '@core/schemas/zod-fr';
import {
  signatoriesResponse,
  signatureRequestsResponse,
  type CreateSignatureRequest,
  type SignatureRequestView,
} from '@core/schemas/signature';
import { apiFetch } from '@web/lib/api';

/** The owner's signature requests (docs/electronic-signature.md). */
export const SIGNATURE_REQUESTS_KEY = ['signature-requests'] as const;

export function useSignatureRequests(enabled: boolean) {
  return useQuery({
    queryKey: SIGNATURE_REQUESTS_KEY,
    enabled,
    queryFn: async ({ signal }) =>
      (await apiFetch('/api/signature-requests', { schema: signatureRequestsResponse, signal }))
        .requests,
  });
}

/** Each contract's newest request (the list comes newest first). */
export function latestByContract(
  requests: readonly SignatureRequestView[] | undefined,
): Map<string, SignatureRequestView> {
  const latest = new Map<string, SignatureRequestView>();
  for (const request of requests ?? [])
    if (!latest.has(request.contractId)) latest.set(request.contractId, request);
  return latest;
}

export const fetchSignatories = (contractId: string, signal?: AbortSignal) =>
  apiFetch(`/api/contracts/${encodeURIComponent(contractId)}/signatories`, {
    schema: signatoriesResponse,
    signal,
  });

export function useSignatureActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: SIGNATURE_REQUESTS_KEY });
  const create = useMutation({
    mutationFn: ({ contractId, body }: { contractId: string; body: CreateSignatureRequest }) =>
      apiFetch(`/api/contracts/${encodeURIComponent(contractId)}/signature-requests`, {
        method: 'POST',
        body,
        schema: z.object({ id: z.string() }),
      }),
    onSuccess: refresh,
  });
  const remind = useMutation({
    mutationFn: (id: string) =>
      apiFetch(`/api/signature-requests/${encodeURIComponent(id)}/remind`, {
        method: 'POST',
        body: {},
        schema: z.object({ reminded: z.number() }),
      }),
    onSuccess: refresh,
  });
  const cancel = useMutation({
    mutationFn: (id: string) =>
      apiFetch(`/api/signature-requests/${encodeURIComponent(id)}/cancel`, {
        method: 'POST',
        body: {},
      }),
    onSuccess: refresh,
  });
  return { create, remind, cancel };
}

export const signedPdfUrl = (requestId: string) =>
  `/api/signature-requests/${encodeURIComponent(requestId)}/pdf`;
