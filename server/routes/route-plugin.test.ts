import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { describe, expect, it } from 'vitest';
import { renderPoolPlugin } from '../plugins/render-pool';
import { REPOSITORIES_PLUGIN } from '../plugins/repositories';
import type { Repositories } from '../db/repositories/repositories';
import type { PdfRenderer } from '../render/pdf/pdf-renderer';
import { contractRoutes } from './contracts';
import { documentRoutes, storedDocumentRoutes } from './generate';

/** Repositories no route is called on: only their registration is checked. */
const unusedRepositories = fp(
  async (app) => {
    app.decorate('repositories', {} as unknown as Repositories);
  },
  { name: REPOSITORIES_PLUGIN },
);

/** A renderer that only records whether the app closed it (no render process is started). */
const fakeRenderer = () => {
  const state = { closed: false };
  const renderer = {
    close: async () => {
      state.closed = true;
    },
  } as unknown as PdfRenderer;
  return { renderer, state };
};

describe('route plugins declare what they take from the instance', () => {
  it('refuses to start when a route plugin comes before the repositories', async () => {
    const app = Fastify({ logger: false });
    await expect(app.register(contractRoutes, { prefix: '/api' })).rejects.toMatchObject({
      code: 'FST_ERR_PLUGIN_DEPENDENCY_NOT_REGISTERED',
    });
    await app.close();
  });

  // An edited document is checked against its stored contract (generate/body.ts): both file
  // plugins read the contracts.
  it.each([
    ['the stored files', storedDocumentRoutes],
    ['the posted documents', documentRoutes],
  ])(
    'refuses to start when %s come without the repositories, even with the pool',
    async (_, routes) => {
      const app = Fastify({ logger: false });
      await app.register(renderPoolPlugin, { renderer: fakeRenderer().renderer });
      await expect(app.register(routes, { prefix: '/api' })).rejects.toMatchObject({
        code: 'FST_ERR_PLUGIN_DEPENDENCY_NOT_REGISTERED',
      });
      await app.close();
    },
  );

  it('starts the file routes after the render pool, and leaves a renderer it was given open', async () => {
    const app = Fastify({ logger: false });
    const { renderer, state } = fakeRenderer();
    await app.register(renderPoolPlugin, { renderer });
    await app.register(unusedRepositories);
    await app.register(documentRoutes, { prefix: '/api' });
    await app.ready();
    expect(app.pdfRenderer).toBe(renderer);
    await app.close();
    expect(state.closed).toBe(false);
  });

  it('closes the pool it made with the app', async () => {
    const app = Fastify({ logger: false });
    await app.register(renderPoolPlugin);
    await app.ready();
    const close = app.pdfRenderer.close.bind(app.pdfRenderer);
    let closed = false;
    app.pdfRenderer.close = async () => {
      closed = true;
      await close();
    };
    await app.close();
    expect(closed).toBe(true);
  });
});
