import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';
import { sendError } from './error-handler';
import { loadRoutePreloads, preloadsFor, withPreloads } from './page-preloads';

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
    const page = pages.get(request.url.split('?')[0] ?? '/');
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    reply.type('text/html; charset=utf-8');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(encoding ? page[encoding] : page.plain);
  };

  app.get('/', sendPage);
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path === '/api' || path.startsWith('/api/');
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    // A missing hashed asset is a real 404, not the page (a stale tab would parse HTML as JS).
    if (isApi || !wantsPage || path.startsWith('/assets/'))
      return sendError(reply, new AppError('NOT_FOUND'));
    return sendPage(request, reply);
  });
});

type Page = { plain: Buffer; br: Buffer; gzip: Buffer };

/**
 * index.html as each page is sent: with that page's preloads (page-preloads.ts), compressed once
 * per route, not per request. Keyed by the files list, so /editor/a and /editor/b share one entry.
 */
function pageCache(webDir: string, built: boolean) {
  const index = built ? readFileSync(join(webDir, 'index.html'), 'utf8') : '';
  const table = built ? loadRoutePreloads(webDir) : {};
  const cache = new Map<string, Page>();
  return {
    get(pathname: string): Page {
      const files = preloadsFor(table, pathname);
      const key = files.join(' ');
      let page = cache.get(key);
      if (!page) {
        const plain = Buffer.from(withPreloads(index, files));
        page = { plain, br: brotliCompressSync(plain), gzip: gzipSync(plain) };
        cache.set(key, page);
      }
      return page;
    },
  };
}

/** The compression to answer with: brotli, else gzip, else none (no q-value games). */
function acceptedEncoding(header: string | string[] | undefined): 'br' | 'gzip' | undefined {
  const accepted = String(header ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}
