import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomApp } from '../test-support/custom-app';
import { TEST_ORIGIN } from '../test-support/sessions';

/** Logs say what happened (method, route, status, duration), never who or what was sent. */
describe('request logs', () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  let t: Awaited<ReturnType<typeof createCustomApp>>;
  beforeAll(async () => {
    t = await createCustomApp('sqlite', { logLevel: 'info' }, stream);
  });
  afterAll(async () => t?.close());

  it('logs method, route, status and duration, without bodies, cookies or query strings', async () => {
    const profile = await t.app.inject({
      method: 'POST',
      url: '/api/user-profile?email=jeanne.martin@example.fr',
      headers: {
        origin: TEST_ORIGIN,
        cookie: 'clausier.session_token=secret-de-session',
        authorization: 'Bearer jeton-secret',
      },
      payload: {
        physical_person: { nom: 'Martin-Secret', adresse: '12 rue des Lilas', is_configured: true },
      },
    });
    expect(profile.statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      payload: '{"message": "Martin-Secret',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
    });

    const text = lines.join('');
    for (const secret of [
      'Martin-Secret',
      'Lilas',
      'jeanne.martin',
      'secret-de-session',
      'jeton-secret',
    ]) {
      expect(text).not.toContain(secret);
    }
    const entries = lines
      .map((line) => JSON.parse(line))
      .filter((entry) => entry.msg === 'requête');
    expect(entries).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        route: '/api/user-profile',
        status: 200,
        durationMs: expect.any(Number),
      }),
    );
    expect(entries).toContainEqual(expect.objectContaining({ method: 'POST', status: 400 }));
  });
});
