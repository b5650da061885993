import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_BACKENDS, createTestApp } from '@server/auth/test-support';
import { callAs, NOBODY } from '@server/test-support/sessions';

describe.each(APP_BACKENDS)('feedback API (%s)', (backend) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t?.close());

  it('stores a message of 1 to 2000 characters, without creating a session', async () => {
    const response = await callAs(t.app, NOBODY, 'POST', '/api/feedback', {
      message: '  Très pratique !  ',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ ok: true });
    expect(response.headers['set-cookie']).toBeUndefined();
    const rows = await t.database.db.selectFrom('feedback').select('message').execute();
    expect(rows.map((r) => r.message)).toContain('Très pratique !');
  });

  it.each([
    [{ message: '   ' }, 'Le message ne peut pas être vide.'],
    [{ message: 'x'.repeat(2001) }, 'Le message ne doit pas dépasser 2000 caractères.'],
    [{}, 'Le message doit être un texte.'],
  ])('refuses %j in French', async (payload, message) => {
    const response = await callAs(t.app, NOBODY, 'POST', '/api/feedback', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual([{ path: 'message', message }]);
  });
});
