/**
 * A change-of-address link confirmed after someone else signed up with that address: better-auth
 * wrote the address and the database's unique index answered a raw 500 (hostile probe, session
 * 29). The link is read first; when the new address is now another account's, the person lands on
 * the account page with the French reason instead.
 */

/** The claims of a verification token, unverified (better-auth verifies it), or null. */
export function verificationClaims(
  token: string,
): { updateTo?: unknown; requestType?: unknown } | null {
  try {
    const claims = JSON.parse(
      Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'),
    ) as unknown;
    return claims && typeof claims === 'object' ? claims : null;
  } catch {
    return null;
  }
}

/** The new address a verification token asks for, or null. */
export function requestedAddress(token: string): string | null {
  const updateTo = verificationClaims(token)?.updateTo;
  return typeof updateTo === 'string' && updateTo.includes('@') ? updateTo.toLowerCase() : null;
}

/** Where the link returns, with the refusal's code (a same-site path only, else the account page). */
export function refusedLinkLocation(callbackURL: string | null, code: string): string {
  const back =
    callbackURL && callbackURL.startsWith('/') && !callbackURL.startsWith('//')
      ? callbackURL
      : '/compte?email=modifie';
  return `${back}${back.includes('?') ? '&' : '?'}error=${code}`;
}
