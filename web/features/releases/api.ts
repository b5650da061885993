import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from '@core/schemas/zod-fr';
import {
  createdReleaseResponse,
  joinedReleaseResponse,
  publicReleaseView,
  releaseListResponse,
  releaseView,
} from '@core/releases/api';
import type { ParticipantInput } from '@core/releases/participant';
import { contractDetailSchema, contractListSchema } from '@core/schemas/contract';
import { apiFetch } from '@web/lib/api';

/** Séances (docs/releases.md): the photographer's calls and the model's public pair. */
const publicPath = (token: string) => `/api/releases/public/${encodeURIComponent(token)}`;

export const fetchPublicRelease = (token: string, signal?: AbortSignal) =>
  apiFetch(publicPath(token), { schema: publicReleaseView, signal });

export const joinRelease = (token: string, participant: ParticipantInput) =>
  apiFetch(`${publicPath(token)}/participants`, {
    method: 'POST',
    body: participant,
    schema: joinedReleaseResponse,
  });

export const RELEASES_QUERY_KEY = ['releases'] as const;

/** « Mes Contrats », to pick the one whose answers a new séance takes as its terms. */
export function useSourceContracts() {
  return useQuery({
    queryKey: ['contracts'],
    queryFn: async ({ signal }) =>
      (await apiFetch('/api/contracts', { schema: contractListSchema, signal })).contracts,
  });
}

export function useReleases() {
  return useQuery({
    queryKey: RELEASES_QUERY_KEY,
    queryFn: async ({ signal }) =>
      (await apiFetch('/api/releases', { schema: releaseListResponse, signal })).releases,
  });
}

export function useRelease(id: string) {
  return useQuery({
    queryKey: [...RELEASES_QUERY_KEY, id],
    queryFn: ({ signal }) =>
      apiFetch(`/api/releases/${encodeURIComponent(id)}`, { schema: releaseView, signal }),
  });
}

/** A séance made from one of the user's contracts: its answers are the terms. */
export function useCreateRelease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: {
      title: string;
      contractId: string;
      closesOn: string;
      consent: boolean;
    }) => {
      const contract = await apiFetch(`/api/contracts/${encodeURIComponent(input.contractId)}`, {
        schema: contractDetailSchema,
      });
      return apiFetch('/api/releases', {
        method: 'POST',
        body: {
          title: input.title,
          template: contract.form_data,
          closes_on: input.closesOn || null,
          consent: input.consent,
        },
        schema: createdReleaseResponse,
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RELEASES_QUERY_KEY }),
  });
}

export function useCloseRelease(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch(`/api/releases/${encodeURIComponent(id)}/close`, {
        method: 'POST',
        body: {},
        schema: z.object({ closed_at: z.string() }),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RELEASES_QUERY_KEY }),
  });
}
