import { apiFetch, apiRequest } from './api';

/**
 * The session as GET /api/auth/get-session answers it (better-auth). Read with a plain fetch
 * so better-auth's client library stays out of the entry chunk (docs/design.md §7: ≤ 100 KB on /);
 * only the lazy chunks of the sign-in modal and of the account page load it.
 */
export type SessionUser = {
  id: string;
  name: string;
  email: string;
  image?: string | null;
  /** Set by better-auth's anonymous plugin: a visitor, not an account (docs/product.md §6). */
  isAnonymous?: boolean | null;
};

export const SESSION_QUERY_KEY = ['auth', 'session'] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Keeps only a well-formed user (pure, tested); anything else means "no session". */
export function parseSessionUser(body: unknown): SessionUser | null {
  if (!isRecord(body) || !isRecord(body.user)) return null;
  const { id, name, email, image, isAnonymous } = body.user;
  if (typeof id !== 'string' || typeof email !== 'string') return null;
  return {
    id,
    email,
    name: typeof name === 'string' ? name : '',
    image: typeof image === 'string' ? image : null,
    isAnonymous: isAnonymous === true,
  };
}

export async function fetchSessionUser(signal?: AbortSignal): Promise<SessionUser | null> {
  return parseSessionUser(await apiFetch('/api/auth/get-session', { signal }));
}

/** Closes the session server-side (better-auth's POST /api/auth/sign-out). */
export async function postSignOut(): Promise<void> {
  await apiRequest('/api/auth/sign-out', { method: 'POST', body: {} });
}
