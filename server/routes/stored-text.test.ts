import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyDraft } from '@core/answers/empty-records';
import { APP_BACKENDS, createTestApp } from '../auth/test-support';
import { callAs, headersFor, signUp, type Caller } from '../test-support/sessions';

/**
 * Stored XSS policy: plain-text fields are DATA. The API stores and returns exactly what was
 * typed (React escapes it at render), so « < » and « & » survive; only a file from outside
 * (import) is sanitised, and there markup becomes inert text, never stored as a tag.
 */
const HOSTILE = '<img src=x onerror=alert(1)>';
const PLAIN = 'Dupont & fils <SARL> « a < b » \'"';

describe.each(APP_BACKENDS)('text fields are stored as data (%s)', (backend) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let user: Caller;
  beforeAll(async () => {
    t = await createTestApp(backend);
    user = await signUp(t.app, 'xss@example.fr');
  });
  afterAll(async () => t?.close());

  it.each([HOSTILE, PLAIN])(
    'contract title and form_data %s round-trip byte for byte',
    async (value) => {
      const created = await callAs(t.app, user, 'POST', '/api/contracts', {
        contractData: { ...emptyDraft(), description_oeuvre: value },
        title: value,
      });
      expect(created.statusCode).toBe(201);
      const read = (await callAs(t.app, user, 'GET', `/api/contracts/${created.json().id}`)).json();
      expect(read.title).toBe(value);
      expect(read.form_data.description_oeuvre).toBe(value);
      const list = (await callAs(t.app, user, 'GET', '/api/contracts')).json();
      expect(list.contracts.map((c: { title: string }) => c.title)).toContain(value);
    },
  );

  it('client names, profile fields, comment text and feedback keep « < » and « & » as typed', async () => {
    const client = await callAs(t.app, user, 'POST', '/api/clients', {
      type: 'physical_person',
      gentille: 'M.',
      nom: HOSTILE,
      prenom: PLAIN,
    });
    expect(client.statusCode).toBe(201);
    expect(client.json().client).toMatchObject({ nom: HOSTILE, prenom: PLAIN });
    const profile = await callAs(t.app, user, 'POST', '/api/user-profile', {
      physical_person: { nom: PLAIN, ville: HOSTILE },
    });
    expect(profile.statusCode).toBe(200);
    expect(
      (await callAs(t.app, user, 'GET', '/api/user-profile')).json().physical_person,
    ).toMatchObject({ nom: PLAIN, ville: HOSTILE });

    const id = (
      await callAs(t.app, user, 'POST', '/api/contracts', {
        contractData: emptyDraft(),
        title: 'Commentaires',
      })
    ).json().id;
    const { version } = (await callAs(t.app, user, 'GET', `/api/contracts/${id}/elements`)).json();
    const comment = {
      id: 'c1',
      elementIndex: 0,
      text: `${HOSTILE} ${PLAIN}`,
      date: '2026-01-01T00:00:00.000Z',
    };
    const saved = await callAs(t.app, user, 'PUT', `/api/contracts/${id}`, {
      title: 'Commentaires',
      comments: [comment],
      version,
    });
    expect(saved.statusCode).toBe(200);
    const comments = (await callAs(t.app, user, 'GET', `/api/contracts/${id}/elements`)).json()
      .comments;
    expect(comments[0].text).toBe(`${HOSTILE} ${PLAIN}`);

    expect(
      (await callAs(t.app, user, 'POST', '/api/feedback', { message: `${HOSTILE} ${PLAIN}` }))
        .statusCode,
    ).toBe(201);
    const rows = await t.database.db.selectFrom('feedback').select('message').execute();
    expect(rows.map((r) => r.message)).toContain(`${HOSTILE} ${PLAIN}`);
  });

  it('export → import: every plain text comes back byte for byte, tag-like text included', async () => {
    const importBack = async (title: string) => {
      const id = (
        await callAs(t.app, user, 'POST', '/api/contracts', {
          contractData: { ...emptyDraft(), description_oeuvre: PLAIN },
          title,
        })
      ).json().id;
      const exported = await callAs(t.app, user, 'GET', `/api/contracts/export/${id}`);
      expect(exported.statusCode).toBe(200);
      expect(exported.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(exported.body).title).toBe(title); // the export is the data itself
      const imported = await t.app.inject({
        method: 'POST',
        url: '/api/contracts/import',
        headers: { ...headersFor(user), 'content-type': 'application/json' },
        payload: exported.body,
      });
      expect(imported.statusCode).toBe(201);
      return (
        await callAs(t.app, user, 'GET', `/api/contracts/${imported.json().contractId}`)
      ).json();
    };
    // An import's title ends with « (importé le <jour>) » (core/rules/imported-title.ts).
    const withoutMark = (title: string) => title.replace(/ \(importé le [^)]*\)$/, '');
    // Plain text is data, escaped wherever it is shown, as when typed in the app: an import that
    // dropped what looked like a tag lost « <Festival Lumière> ».
    const hostile = await importBack(`Affiche ${HOSTILE}`);
    expect(withoutMark(hostile.title)).toBe(`Affiche ${HOSTILE}`);
    const plain = await importBack(PLAIN);
    expect(withoutMark(plain.title)).toBe(PLAIN);
    expect(plain.form_data.description_oeuvre).toBe(PLAIN);
    const text = await importBack('Prix < 100 € & TVA');
    expect(withoutMark(text.title)).toBe('Prix < 100 € & TVA');
  });
});
