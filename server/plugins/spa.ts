import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';
import { sendError } from './error-handler';
import {
  loadRoutePreloads,
  preloadsFor,
  routeMatches,
  withDataPreloads,
  withPreloads,
} from './page-preloads';
// The web app's own list of each page's first reads (pure): the page asks for them as well.
import { earlyRequests } from '@core/site/early-requests';
import type { RoutePreloads } from '@core/site/route-preloads';
// The public pages the build prerenders, and where it writes them (pure, shared with the build).
import { PRERENDERED_DIR, PUBLIC_PAGES, prerenderedFile } from '@core/site/public-pages';
import { pageCspHeader } from './security';

const NOT_BUILT = `<!doctype html><html lang="fr"><meta charset="utf-8"><title>Clausier</title>
<p>L’interface n’est pas construite\u00a0: lancez <code>npm run build</code> (ou <code>npm start</code>).</p></html>`;

/**
 * Serves the built SPA (dist/web) and answers every other GET with index.html so a reload on a
 * client route (/editor/abc) works. /api/* never falls back: an unknown API path is a French
 * 404 JSON. Hashed assets are cached for a year; index.html is always revalidated.
 */
export const spaPlugin = fp(async (app: FastifyInstance, options: { webDir: string }) => {
  const built = existsSync(join(options.webDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: options.webDir,
      wildcard: true,
      // Pages, `/` included, go through the handler below, which adds the page's preloads.
      index: false,
      cacheControl: false,
      // The build writes .br and .gz beside each file (vite.config.ts): sent to browsers that
      // accept them, which is what gets the home page under Lighthouse's mobile budget.
      preCompressed: true,
      // The prerendered pages are sent by the handler below, with their nonce filled.
      allowedPath: (path) => !path.startsWith(`/${PRERENDERED_DIR}/`),
      setHeaders: (reply, path) => {
        const immutable = path.includes('/assets/');
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  const pages = pageCache(options.webDir, built);

  const sendPage = (request: FastifyRequest, reply: FastifyReply) => {
    if (!built) return reply.status(503).type('text/html; charset=utf-8').send(NOT_BUILT);
    const nonce = randomBytes(18).toString('base64');
    const pathname = request.url.split('?')[0] ?? '/';
    const html = Buffer.from(pages.get(pathname).replaceAll(NONCE_SLOT, nonce));
    // A path no page of the app answers gets its « page introuvable » with a 404, for robots and
    // link checkers as much as for people.
    if (!pages.known(pathname)) reply.status(404);
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    reply.header('content-security-policy', pageCspHeader(nonce));
    reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    reply.type('text/html; charset=utf-8');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(compress(html, encoding));
  };

  app.get('/', sendPage);
  // The page file itself too: served raw, its nonce slot would be left unfilled.
  if (built) app.get('/index.html', sendPage);
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path === '/api' || path.startsWith('/api/');
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    const link = isApi && LINK_PATHS.find(([prefix]) => path.startsWith(prefix));
    if (link) return sendError(reply, new AppError(link[1]));
    // A missing hashed asset is a real 404, not the page (a stale tab would parse HTML as JS).
    if (isApi || !wantsPage || path.startsWith('/assets/'))
      return sendError(reply, new AppError('NOT_FOUND'));
    return sendPage(request, reply);
  });
});

/**
 * The links people paste (a signer's, a séance's): one that matches no route — its token past the
 * router's 100 characters — gets the link's own answer, as a token of any other length does.
 */
const LINK_PATHS: readonly (readonly [
  string,
  'SIGNATURE_LINK_INVALID' | 'RELEASE_LINK_INVALID',
])[] = [
  ['/api/sign/', 'SIGNATURE_LINK_INVALID'],
  ['/api/releases/public/', 'RELEASE_LINK_INVALID'],
];

/**
 * Where web/index.html carries the page's CSP nonce: `<meta property="csp-nonce">` (read by the
 * dialogs) and the <style> of the message shown when the app cannot start.
 */
export const NONCE_SLOT = '__CSP_NONCE__';

/**
 * index.html as each page is sent — for a public page, the build's prerendered copy of it, its
 * markup already in #root (build/prerender.ts) — with that page's preloads (page-preloads.ts),
 * built once per route and keyed by the files list, so /editor/a and /editor/b share one entry; then its first
 * API reads, which differ per path (a contract's id). The nonce differs
 * for every answer, so the page is compressed per answer: a 3 KB page, at a quality that takes
 * well under a millisecond. A new build under a running server (`npm run build`) is picked up at
 * the next page: the old index.html named chunks the build had deleted, and new visitors got a
 * blank page.
 */
function pageCache(webDir: string, built: boolean) {
  const indexFile = join(webDir, 'index.html');
  let version = -1;
  let index = '';
  let table: RoutePreloads = {};
  /** The app's routes, its « page introuvable » catch-all aside: read once per build. */
  let routes: string[] = [];
  let prerendered = new Map<string, string>();
  const cache = new Map<string, string>();
  const refresh = () => {
    const mtime = built ? (statSync(indexFile, { throwIfNoEntry: false })?.mtimeMs ?? version) : 0;
    if (mtime === version) return;
    version = mtime;
    index = built ? readFileSync(indexFile, 'utf8') : '';
    table = built ? loadRoutePreloads(webDir) : {};
    routes = Object.keys(table).filter((route) => route !== '*');
    prerendered = built ? loadPrerendered(webDir) : new Map();
    cache.clear();
  };
  return {
    /** Whether a route of the app matches (all do when the build wrote no table). */
    known(pathname: string): boolean {
      refresh();
      return routes.length === 0 || routes.some((route) => routeMatches(route, pathname));
    },
    get(pathname: string): string {
      refresh();
      const files = preloadsFor(table, pathname);
      const own = prerendered.get(pathname);
      const key = `${own === undefined ? '' : pathname} ${files.join(' ')}`;
      let page = cache.get(key);
      if (page === undefined) {
        page = withPreloads(own ?? index, files);
        cache.set(key, page);
      }
      return withDataPreloads(page, earlyRequests(pathname));
    },
  };
}

/** The build's prerendered public pages by path; a page not written is sent as index.html. */
function loadPrerendered(webDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const pathname of PUBLIC_PAGES) {
    const file = join(webDir, PRERENDERED_DIR, prerenderedFile(pathname));
    if (existsSync(file)) pages.set(pathname, readFileSync(file, 'utf8'));
  }
  return pages;
}

function compress(body: Buffer, encoding: 'br' | 'gzip' | undefined): Buffer {
  if (encoding === 'br')
    return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  if (encoding === 'gzip') return gzipSync(body);
  return body;
}

/** The compression to answer with: brotli, else gzip, else none (no q-value games). */
function acceptedEncoding(header: string | string[] | undefined): 'br' | 'gzip' | undefined {
  const accepted = String(header ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}
