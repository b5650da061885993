import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { findSessionByToken } from '../db/repositories/sessions';
import type { Auth } from './auth';
import type { SessionUser } from './session-user';
import { toSessionUser } from './session-user';
import { readCookie, verifySignedCookie } from './signed-cookie';

/** The answer for a request: its user, or "ask better-auth" (DELEGATE) for every other case. */
export const DELEGATE = Symbol('delegate to better-auth');
export type Resolution = SessionUser | typeof DELEGATE;

/**
 * Identifies an API request from its session cookie with one indexed query, every time (no
 * cache: a deleted session stops working on the next request, on every instance).
 *
 * This is better-auth's own `getSession` for the common case only: a correctly signed cookie
 * whose session exists, has not expired and is not due for its daily renewal. Anything else —
 * no row, expired, renewal due, a bad or unusual signature, a stale session_data cookie — is
 * DELEGATEd to better-auth, which answers it (and refreshes, deletes or clears cookies) as
 * before. The fast path therefore never says yes where better-auth would say no.
 */
export async function createSessionResolver(auth: Auth, db: Kysely<DB>) {
  // The values better-auth itself signs and names cookies with (secret rotation included).
  const context = await auth.$context;
  const { secret, authCookies, sessionConfig } = context;
  const sessionName = authCookies.sessionToken.name;
  const dontRememberName = authCookies.dontRememberToken.name;
  const sessionDataName = authCookies.sessionData.name;
  // With better-auth's cookie cache on, getSession would answer from a cookie instead: refuse.
  const session = context.options.session as { cookieCache?: { enabled?: boolean } } | undefined;
  if (session?.cookieCache?.enabled)
    throw new Error('createSessionResolver suppose le cookieCache de better-auth désactivé.');

  return async function resolve(cookieHeader: string, now = Date.now()): Promise<Resolution> {
    const signed = readCookie(cookieHeader, sessionName);
    if (!signed) return DELEGATE;
    const token = verifySignedCookie(signed, secret);
    // better-auth clears a leftover session_data cookie: let it.
    if (!token || cookieHeader.includes(sessionDataName)) return DELEGATE;
    const session = await findSessionByToken(db, token);
    if (!session || session.expiresAt.getTime() <= now) return DELEGATE;
    // Same rule as better-auth's getSession: renew once updateAge has passed since the last
    // renewal, unless the session is a "don't remember me" one (never renewed).
    const renewalDue =
      session.expiresAt.getTime() -
        sessionConfig.expiresIn * 1000 +
        sessionConfig.updateAge * 1000 <=
      now;
    if (renewalDue) {
      const dontRemember = readCookie(cookieHeader, dontRememberName);
      if (!dontRemember || verifySignedCookie(dontRemember, secret) === null) return DELEGATE;
    }
    return toSessionUser({
      id: session.userId,
      name: session.name,
      email: session.email,
      isAnonymous: session.isAnonymous,
    });
  };
}

export type SessionResolver = Awaited<ReturnType<typeof createSessionResolver>>;
