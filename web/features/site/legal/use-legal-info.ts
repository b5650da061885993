import { useQuery } from '@tanstack/react-query';
import { legalInfoSchema } from '@core/schemas/legal-info';
import { apiFetch } from '@web/lib/api';

/**
 * GET /api/legal-info: the operator's identity and the retention periods the legal pages show.
 * The same for everyone and fixed while the server runs: read once per visit.
 */
export function useLegalInfo() {
  return useQuery({
    queryKey: ['legal-info'],
    queryFn: ({ signal }) => apiFetch('/api/legal-info', { schema: legalInfoSchema, signal }),
    staleTime: Infinity,
  });
}
