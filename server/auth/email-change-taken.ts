/**
 * A change-of-address link confirmed after someone else signed up with that address: better-auth
 * wrote the address and the database's unique index answered a raw 500.
 * The link is read first; when the new address is now another account's, the person lands on
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

/** The change a verification token asks for (the account's address then, the new one), or null. */
export function requestedChange(token: string): { from: string; to: string } | null {
  const claims = verificationClaims(token) as { email?: unknown; updateTo?: unknown } | null;
  const { email, updateTo } = claims ?? {};
  if (typeof email !== 'string' || typeof updateTo !== 'string' || !updateTo.includes('@'))
    return null;
  return { from: email.toLowerCase(), to: updateTo.toLowerCase() };
}

/** Where the link returns, with the refusal's code (a same-site path only, else the account page). */
export function refusedLinkLocation(callbackURL: string | null, code: string): string {
  const back =
    callbackURL && callbackURL.startsWith('/') && !callbackURL.startsWith('//')
      ? callbackURL
      : '/compte?email=modifie';
  return `${back}${back.includes('?') ? '&' : '?'}error=${code}`;
}
