import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { trustedOrigins } from '../auth/providers';
import { AppError } from '../errors';

/** Methods that change state: every one of them under /api must come from our own pages. */
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * An OAuth/OIDC provider may post its answer back (`response_mode=form_post`) from its own
 * origin; better-auth checks that callback itself (the state parameter ties it to the browser).
 */
const PROVIDER_CALLBACK = '/api/auth/callback/';

export type OriginVerdict = 'trusted' | 'foreign' | 'absent';

/**
 * Where a request comes from, for a state-changing call. The rule is better-auth's for
 * /api/auth/* (its trusted origins: BETTER_AUTH_URL, plus the Vite dev server outside
 * production), made stricter in one way: better-auth lets a request without cookies through
 * whatever its Origin, and a cookie-less cross-site request is how an anonymous session is
 * planted in someone else's browser. So:
 * - an Origin header names the page that sent the request: it must be a trusted origin;
 * - without one (or with `Origin: null`), only `Sec-Fetch-Site: same-origin` — a header only a
 *   browser sets, and only for our own pages — is accepted.
 * Browsers send Origin on every POST/PUT/PATCH/DELETE, cross-site or not, so our own pages always
 * pass; a script (curl, the bench) must say `Origin: <BETTER_AUTH_URL>`. A request that forges
 * Origin cannot be a browser carrying a victim's cookies, which is what this guards against.
 */
export function originVerdict(
  request: Pick<FastifyRequest, 'headers'>,
  trusted: ReadonlySet<string>,
): OriginVerdict {
  const origin = request.headers.origin;
  if (origin && origin !== 'null') return trusted.has(origin) ? 'trusted' : 'foreign';
  return request.headers['sec-fetch-site'] === 'same-origin' ? 'trusted' : 'absent';
}

/**
 * Refuses a state-changing /api request (multipart import included) that does not come from
 * our own pages, before its body is read: 403 FOREIGN_ORIGIN in French. SameSite=Lax cookies
 * stop cross-site posts only; a page of the same site (another port, a sibling subdomain)
 * still sent them, and a form post planted a contract that way.
 */
export const originGuardPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app.deps;
    const trusted = new Set(trustedOrigins(config.auth, config.production));
    app.addHook('onRequest', async (request) => {
      if (!UNSAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
      if (request.url.startsWith(PROVIDER_CALLBACK)) return;
      if (originVerdict(request, trusted) !== 'trusted') throw new AppError('FOREIGN_ORIGIN');
    });
  },
  { name: 'origin-guard' },
);
