import { pickCompany, type LookedUpCompany } from './map-company';

/** Beyond this the form simply stays manual: nobody waits on a third party. */
export const LOOKUP_TIMEOUT_MS = 2000;

export type LookupResult =
  { kind: 'found'; company: LookedUpCompany } | { kind: 'none' } | { kind: 'unavailable' };

/**
 * Asks the « Recherche d'entreprises » API (no key) for one SIREN. Any failure — timeout,
 * network error, non-2xx answer, unreadable JSON — is `unavailable`, never an exception, and
 * nothing is logged: the answer may name a natural person (sole trader, officers).
 */
export async function fetchCompany(baseUrl: string, siren: string): Promise<LookupResult> {
  const url = new URL('search', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  url.search = new URLSearchParams({ q: siren, page: '1', per_page: '1' }).toString();
  try {
    const response = await fetch(url, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
    });
    if (!response.ok) return { kind: 'unavailable' };
    // The body is read under the same timeout signal: a slow body counts as a slow answer.
    const company = pickCompany(await response.json(), siren);
    return company ? { kind: 'found', company } : { kind: 'none' };
  } catch {
    return { kind: 'unavailable' };
  }
}
