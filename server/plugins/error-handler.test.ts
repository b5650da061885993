import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_BACKENDS, createTestApp } from '../auth/test-support';
import { TEST_ORIGIN } from '../test-support/sessions';

/** Hostile or broken requests get a French 4xx JSON answer and the server keeps serving. */
describe.each(APP_BACKENDS)('bad requests (%s)', (backend) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp(backend);
    // A route that fails unexpectedly, as a bug would.
    t.app.post('/api/test-boom', async () => {
      throw new Error('détail interne à ne pas montrer');
    });
  });
  afterAll(async () => t?.close());

  const raw = (url: string, body: string | Buffer, contentType = 'application/json') =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { origin: TEST_ORIGIN, 'content-type': contentType },
      payload: body,
    });

  const expectFrenchError = (
    response: { statusCode: number; json(): unknown },
    status: number,
    code: string,
  ) => {
    expect(response.statusCode).toBe(status);
    const { error } = response.json() as { error: { code: string; message: string } };
    expect(error.code).toBe(code);
    expect(error.message).toMatch(/[a-zàâçéèêëîïôûù]/);
    expect(error.message).not.toMatch(/\b(the|body|must|Unexpected|Invalid)\b/);
  };

  it('malformed JSON → 400 INVALID_JSON', async () => {
    expectFrenchError(await raw('/api/contracts', '{"contractData": {'), 400, 'INVALID_JSON');
  });

  it('an empty JSON body → 400', async () => {
    expectFrenchError(await raw('/api/contracts', ''), 400, 'INVALID_JSON');
  });

  it.each([
    [
      '__proto__',
      '{"contractData":{"auteur_type":"Personne physique"},"__proto__":{"isAdmin":true}}',
    ],
    [
      'constructor.prototype',
      '{"contractData":{"auteur_type":"Personne physique"},"constructor":{"prototype":{"x":1}}}',
    ],
    ['nested __proto__', '{"physical_person":{"__proto__":{"nom":"x"}}}'],
  ])('a %s key → 400, prototypes untouched', async (_name, body) => {
    const url = body.includes('physical_person') ? '/api/user-profile' : '/api/contracts';
    expectFrenchError(await raw(url, body), 400, 'INVALID_JSON');
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('wrong types → 400 VALIDATION_FAILED with the field paths', async () => {
    const response = await raw(
      '/api/user-profile',
      JSON.stringify({ physical_person: { nom: 42 }, selected_entity_type: 'roi' }),
    );
    expectFrenchError(response, 400, 'VALIDATION_FAILED');
    const paths = (response.json() as { error: { fields: { path: string }[] } }).error.fields.map(
      (f) => f.path,
    );
    expect(paths).toEqual(expect.arrayContaining(['physical_person.nom', 'selected_entity_type']));
  });

  it('unknown fields → 400 (strict schemas)', async () => {
    const response = await raw(
      '/api/feedback',
      JSON.stringify({ message: 'Bravo', role: 'admin' }),
    );
    expectFrenchError(response, 400, 'VALIDATION_FAILED');
    expect((response.json() as { error: { fields: unknown[] } }).error.fields).toEqual([
      { path: 'role', message: 'Clé non reconnue : "role"' },
    ]);
  });

  it('a JSON array or scalar where an object is expected → 400', async () => {
    expectFrenchError(await raw('/api/feedback', '[1,2]'), 400, 'VALIDATION_FAILED');
    expectFrenchError(await raw('/api/feedback', '"texte"'), 400, 'VALIDATION_FAILED');
  });

  it('a 2 MiB body → 413 PAYLOAD_TOO_LARGE', async () => {
    const big = JSON.stringify({ message: 'x'.repeat(2 * 1024 * 1024) });
    expectFrenchError(await raw('/api/feedback', big), 413, 'PAYLOAD_TOO_LARGE');
  });

  it('an unsupported content type → 415', async () => {
    expectFrenchError(
      await raw('/api/feedback', '<message/>', 'application/xml'),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
  });

  it('text/plain where JSON is expected → 400', async () => {
    expectFrenchError(
      await raw('/api/feedback', 'bonjour', 'text/plain'),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('an unexpected error → 500 with the generic French message, no internal detail', async () => {
    const response = await raw('/api/test-boom', JSON.stringify({ nom: 'Martin' }));
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: {
        code: 'INTERNAL',
        message: 'Une erreur interne est survenue. Veuillez réessayer plus tard.',
      },
    });
    expect(response.body).not.toContain('détail interne');
  });

  // Refused by Fastify's router before any hook: it used to answer English JSON without CSP.
  it.each([
    ['a URL that does not decode', 'GET', '/api/contracts/%ZZ', 400, 'BAD_URL'],
    ['a truncated UTF-8 escape', 'GET', '/api/contracts/%F0%9F/elements', 400, 'BAD_URL'],
    [
      'a path parameter of 5000 characters',
      'DELETE',
      `/api/contracts/${'x'.repeat(5000)}`,
      414,
      'URL_TOO_LONG',
    ],
  ] as const)(
    '%s → French JSON error with the security headers',
    async (_name, method, url, status, code) => {
      const response = await t.app.inject({ method, url, headers: { origin: TEST_ORIGIN } });
      expectFrenchError(response, status, code);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    },
  );

  it('keeps serving after all of that', async () => {
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const feedback = await raw(
      '/api/feedback',
      JSON.stringify({ message: 'Merci pour Clausier !' }),
    );
    expect(feedback.statusCode).toBe(201);
    expect(feedback.json()).toEqual({ ok: true });
  });
});
