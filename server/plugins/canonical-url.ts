import type { IncomingMessage } from 'node:http';

/**
 * The request's URL with every percent-encoded unreserved character of its path decoded
 * (RFC 3986 §6.2.2.2: « /api/%61nalyze » and « /api/analyze » are the same resource). The router
 * decodes them, but the hooks that guard a route by its path — the Origin check, the session
 * planting guard, the rate limits and write throttles — read `request.url`: an encoded letter took
 * a request past all of them to the very same handler. Given to
 * Fastify as `rewriteUrl`, so routing and every hook see one spelling. Reserved characters
 * (« %2F ») stay encoded: decoding them would change the path's structure. The query is kept as is.
 */
export function canonicalUrl(request: Pick<IncomingMessage, 'url'>): string {
  const url = request.url ?? '/';
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  if (!path.includes('%')) return url;
  const decoded = path.replace(/%([0-9A-Fa-f]{2})/g, (match, hex: string) => {
    const char = String.fromCharCode(parseInt(hex, 16));
    return /^[A-Za-z0-9\-._~]$/.test(char) ? char : match.toUpperCase();
  });
  return query === -1 ? decoded : decoded + url.slice(query);
}
