import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '@server/config';
import { loadConfig } from '@server/config';
import { errorHandlerPlugin } from '@server/plugins/error-handler';
import { rateLimitGroup } from '@server/plugins/rate-limit';
import { createCustomApp } from '@server/test-support/custom-app';
import {
  KNOWN_SIREN,
  SAMPLE_RESULT,
  UNKNOWN_SIREN,
  startFakeApi,
  type FakeApi,
} from './fake-api.test-support';
import { companyLookupRoutes } from './index';
import { pickCompany } from './map-company';

const UNAVAILABLE =
  'La recherche d’entreprise est indisponible\u00a0: remplissez le formulaire à la main.';

/** The route alone with the app's error handler; only `config.companyLookupUrl` is read. */
async function appWith(companyLookupUrl: string | undefined): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.decorate('deps', { config: { companyLookupUrl } as Config, database: undefined as never });
  await app.register(errorHandlerPlugin);
  await app.register(companyLookupRoutes, { prefix: '/api' });
  await app.ready();
  return app;
}

let fake: FakeApi;
beforeAll(async () => {
  fake = await startFakeApi();
});
afterAll(() => fake.close());

describe('GET /api/company-lookup/:siren against a local fake of the API', () => {
  it('fills the company from the matching result (name, form, office, natural-person officer)', async () => {
    const app = await appWith(fake.base('fast'));
    const res = await app.inject({ method: 'GET', url: `/api/company-lookup/${KNOWN_SIREN}` });
    await app.close();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      company: {
        nom: 'ATELIER DES LUCIOLES',
        forme_juridique: 'SAS',
        siren: KNOWN_SIREN,
        adresse: '12 BIS rue DES ACACIAS',
        code_postal: '69003',
        ville: 'LYON',
        representant_prenom: 'Claire Anne',
        representant_nom: 'MARTIN',
        qualite_representant: 'Président de SAS',
      },
    });
    expect(fake.requests).toContain(`/fast/search?q=${KNOWN_SIREN}&page=1&per_page=1`);
  });

  it('answers 404 in French when no result has this SIREN', async () => {
    const app = await appWith(fake.base('fast'));
    const res = await app.inject({ method: 'GET', url: `/api/company-lookup/${UNKNOWN_SIREN}` });
    await app.close();
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({
      code: 'COMPANY_NOT_FOUND',
      message: 'Aucune entreprise trouvée pour ce SIREN.',
    });
  });

  it('gives up after 2 s on a slow API: 503, the form stays manual', async () => {
    const app = await appWith(fake.base('slow'));
    const started = Date.now();
    const res = await app.inject({ method: 'GET', url: `/api/company-lookup/${KNOWN_SIREN}` });
    const elapsed = Date.now() - started;
    await app.close();
    expect(res.statusCode).toBe(503);
    expect(res.json().error.message).toBe(UNAVAILABLE);
    expect(elapsed).toBeGreaterThanOrEqual(1900);
    expect(elapsed).toBeLessThan(2800);
  });

  it.each([
    ['an error answer', () => fake.base('broken')],
    ['an unreachable host', () => 'http://127.0.0.1:1'],
    ['the feature off (no COMPANY_LOOKUP_URL)', () => undefined],
  ])('answers 503 in French on %s', async (_name, base) => {
    const app = await appWith(base());
    const res = await app.inject({ method: 'GET', url: `/api/company-lookup/${KNOWN_SIREN}` });
    await app.close();
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toEqual({ code: 'COMPANY_LOOKUP_UNAVAILABLE', message: UNAVAILABLE });
  });

  it.each(['732829321', '12345678', '7328293201', 'abcdefghi'])(
    'answers 400 in French for the bad SIREN %s',
    async (siren) => {
      const app = await appWith(fake.base('fast'));
      const before = fake.requests.length;
      const res = await app.inject({ method: 'GET', url: `/api/company-lookup/${siren}` });
      await app.close();
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(
        'Le SIREN doit compter 9 chiffres et avoir une clé de contrôle valide.',
      );
      expect(fake.requests.length).toBe(before);
    },
  );
});

describe('company lookup settings', () => {
  it('is off in tests even when COMPANY_LOOKUP_URL is set, and on elsewhere', () => {
    const env = {
      COMPANY_LOOKUP_URL: 'https://recherche-entreprises.api.gouv.fr',
      BETTER_AUTH_SECRET: 'x'.repeat(32),
    };
    expect(loadConfig({ ...env, NODE_ENV: 'test' }).companyLookupUrl).toBeUndefined();
    expect(loadConfig({ ...env, NODE_ENV: 'production' }).companyLookupUrl).toBe(
      env.COMPANY_LOOKUP_URL,
    );
    expect(
      loadConfig({ NODE_ENV: 'production', BETTER_AUTH_SECRET: 'x'.repeat(32) }).companyLookupUrl,
    ).toBeUndefined();
  });

  it('shares the generation rate limit', () => {
    expect(rateLimitGroup(`/api/company-lookup/${KNOWN_SIREN}`)).toBe('generation');
  });

  it('is wired in the real app: answers through /api, then 429 past the generation limit', async () => {
    const t = await createCustomApp('sqlite', {
      companyLookupUrl: fake.base('fast'),
      rateLimits: { auth: 30, generation: 1, windowMs: 60_000 },
    });
    try {
      const first = await t.app.inject({
        method: 'GET',
        url: `/api/company-lookup/${KNOWN_SIREN}`,
      });
      expect(first.json().company.nom).toBe('ATELIER DES LUCIOLES');
      const second = await t.app.inject({
        method: 'GET',
        url: `/api/company-lookup/${KNOWN_SIREN}`,
      });
      expect(second.statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });
});

describe('pickCompany', () => {
  it('falls back to the one-line address and leaves unknown legal forms and missing officers empty', () => {
    const { libelle_voie: _omitted, ...siege } = SAMPLE_RESULT.siege;
    const company = pickCompany(
      {
        results: [
          {
            ...SAMPLE_RESULT,
            nature_juridique: '6540',
            siege,
            dirigeants: [SAMPLE_RESULT.dirigeants[0]],
          },
        ],
      },
      KNOWN_SIREN,
    );
    expect(company).toMatchObject({
      adresse: '12 BIS RUE DES ACACIAS 69003 LYON',
      forme_juridique: '',
      representant_nom: '',
      representant_prenom: '',
      qualite_representant: '',
    });
  });

  it('ignores a neighbouring result with another SIREN', () => {
    expect(
      pickCompany({ results: [{ ...SAMPLE_RESULT, siren: UNKNOWN_SIREN }] }, KNOWN_SIREN),
    ).toBeNull();
  });
});
