import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';
import { sendError } from './error-handler';

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
      index: 'index.html',
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

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path === '/api' || path.startsWith('/api/');
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    // A missing hashed asset is a real 404, not the page (a stale tab would parse HTML as JS).
    if (isApi || !wantsPage || path.startsWith('/assets/'))
      return sendError(reply, new AppError('NOT_FOUND'));
    if (!built) return reply.status(503).type('text/html; charset=utf-8').send(NOT_BUILT);
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
});
