import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers with a strict Content-Security-Policy: scripts only from our origin, no inline
 * script (Vite's built index.html loads its entry as an external module), nothing framed.
 * style-src-attr allows style *attributes* (TipTap writes text-align as one) but no inline
 * <style> or script. No upgrade-insecure-requests: the default install serves plain
 * http://localhost.
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  styleSrcAttr: ["'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null,
};

/**
 * Helmet's middleware, built once. @fastify/helmet (used until 27 November 2026) built it anew
 * for every request — parsing these directives each time, about a tenth of the server's CPU under
 * load in bench/README.md's profile of an API answer — for per-route options and CSP nonces this
 * app does not use (the page's nonce is written by server/plugins/spa.ts).
 */
const setSecurityHeaders = helmet({
  contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
});

export const securityPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (request, reply, done) => {
    // Helmet sets the headers synchronously, then calls its `next` (it throws instead of passing
    // an error since 8.1; it has none to give with this fixed configuration).
    setSecurityHeaders(request.raw, reply.raw, () => undefined);
    done();
  });
});

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

const cspHeader = (directives: Record<string, string[] | null>) =>
  Object.entries(directives)
    .flatMap(([name, values]) => (values ? [`${kebab(name)} ${values.join(' ')}`] : []))
    .join(';');

/** The same CSP as a header value, for answers sent before helmet's hook runs. */
export const CSP_HEADER = cspHeader(CSP_DIRECTIVES);

/**
 * The CSP of a page (index.html): the same, plus this answer's own nonce for <style> elements.
 * Radix's dialogs lock the page's scroll with a <style> they write (react-remove-scroll, through
 * `get-nonce`); the page tells them the nonce (web/lib/csp-nonce.ts), so the lock applies and no
 * other inline style does. A nonce is fresh for every answer (docs/design.md §3).
 */
export function pageCspHeader(nonce: string): string {
  return cspHeader({
    ...CSP_DIRECTIVES,
    styleSrc: [...CSP_DIRECTIVES.styleSrc, `'nonce-${nonce}'`],
  });
}

/**
 * Headers for answers Fastify writes before any hook (a malformed URL, an over-long path
 * parameter): helmet has not run yet, and an API error must still carry CSP and nosniff.
 */
export const EARLY_SECURITY_HEADERS = {
  'content-security-policy': CSP_HEADER,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'strict-origin-when-cross-origin',
} as const;
