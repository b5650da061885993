import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api';
import { authProvidersSchema } from './auth-forms.schema';

/** The sign-in providers the server offers (buttons « Continuer avec {label} »). */
export function useAuthProviders() {
  return useQuery({
    queryKey: ['auth-providers'],
    queryFn: ({ signal }) =>
      apiFetch('/api/auth-providers', { schema: authProvidersSchema, signal }),
    staleTime: Infinity,
    select: (data) => data.providers,
  });
}

/** Whether a sign-up sends a confirmation e-mail (same query as the providers). */
export function useVerifiesEmail() {
  return useQuery({
    queryKey: ['auth-providers'],
    queryFn: ({ signal }) =>
      apiFetch('/api/auth-providers', { schema: authProvidersSchema, signal }),
    staleTime: Infinity,
    select: (data) => data.verifiesEmail,
  }).data;
}
