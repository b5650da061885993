import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandlerPlugin } from '@server/plugins/error-handler';
import { TEST_ORIGIN } from '@server/test-support/sessions';
import { analyzeRoutes } from './index';

// The app's own error handler plugin plus this route only: no database, no session needed.
const app = Fastify({ logger: false });

beforeAll(async () => {
  await app.register(errorHandlerPlugin);
  await app.register(analyzeRoutes, { prefix: '/api' });
  await app.ready();
});
afterAll(() => app.close());

const analyze = (payload: unknown) =>
  app.inject({ method: 'POST', url: '/api/analyze', payload: payload as object });

describe('POST /api/analyze', () => {
  it('suggests the contract types of a description', async () => {
    const res = await analyze({
      description: 'Un logo et des photos de notre équipe',
      user_id: 'anon_x',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.contract_types).toEqual(["Auteur (droits d'auteur)", "Image (droit à l'image)"]);
    expect(body.suggestion).toContain('contrat combiné');
    expect(Object.keys(body).sort()).toEqual(['contract_types', 'suggestion']);
  });

  it('answers 200 with no type and a fallback sentence when nothing matches', async () => {
    const res = await analyze({ description: 'Bonjour' });
    expect(res.statusCode).toBe(200);
    expect(res.json().contract_types).toEqual([]);
  });

  it.each([{ description: '' }, { description: '   \n' }, {}])(
    'answers 400 with the docs/product.md §5 text for %j',
    async (payload) => {
      const res = await analyze(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Veuillez d’abord saisir une description de votre projet.',
          fields: [
            {
              path: 'description',
              message: 'Veuillez d’abord saisir une description de votre projet.',
            },
          ],
        },
      });
    },
  );

  it('answers 400 with field paths for an ill-typed, too long or unknown field', async () => {
    const tooLong = await analyze({ description: 'x'.repeat(5001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [
        { path: 'description', message: 'La description ne doit pas dépasser 5000 caractères.' },
      ],
    });
    const wrongType = await analyze({ description: 42 });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().error.fields[0]).toEqual({
      path: 'description',
      message: 'La description doit être un texte.',
    });
    const unknown = await analyze({ description: 'logo', pirate: true });
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.json())).toContain('pirate');
  });

  it('accepts exactly 5000 characters', async () => {
    const res = await analyze({ description: 'logo '.repeat(1000) });
    expect(res.statusCode).toBe(200);
  });

  it('answers 400, never 500, on a broken JSON body', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/analyze',
      headers: { 'content-type': 'application/json' },
      payload: '{"description": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('INVALID_JSON');
  });
});

describe('POST /api/analyze through buildApp', () => {
  it('is registered under /api and open to visitors without a session', async () => {
    const { createTestApp } = await import('@server/auth/test-support');
    const t = await createTestApp('sqlite');
    try {
      const ok = await t.app.inject({
        method: 'POST',
        url: '/api/analyze',
        headers: { origin: TEST_ORIGIN },
        payload: { description: 'Des photos' },
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().contract_types).toEqual(["Image (droit à l'image)"]);
      const empty = await t.app.inject({
        method: 'POST',
        url: '/api/analyze',
        headers: { origin: TEST_ORIGIN },
        payload: { description: ' ' },
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().error.message).toBe(
        'Veuillez d’abord saisir une description de votre projet.',
      );
    } finally {
      await t.close();
    }
  });
});
