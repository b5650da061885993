import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyDraft } from '@core/answers/empty-records';
import { APP_BACKENDS, createTestApp } from '../auth/test-support';
import { callAs, headersFor, NOBODY, signUp, type Caller } from '../test-support/sessions';
import { findInvalidText, INVALID_CHARACTER } from '../invalid-text';

describe('findInvalidText', () => {
  it('names the first string or key holding a NUL or a lone surrogate, iteratively', () => {
    expect(findInvalidText({ a: ['ok', { b: 'x\u0000' }] })).toBe('a.1.b');
    expect(findInvalidText({ ['k\ud800']: 1 })).toBe('k\ud800');
    expect(findInvalidText('\udc00')).toBe('(racine)');
    expect(findInvalidText({ emoji: '😀 « a < b & c »', nested: [[['ok']]] })).toBeNull();
    // Control characters, noncharacters and bidirectional overrides; tab, line breaks and the
    // right-to-left mark of Arabic or Hebrew text stay allowed.
    for (const bad of [
      '\u0007',
      '\u001b[2J',
      '\u007f',
      '\u0085',
      '\ufffe',
      '\uffff',
      '\u{1fffe}',
      '\u202e',
      '\u2066',
      // What text in another encoding becomes once read as UTF-8.
      '\ufffd',
    ])
      expect(findInvalidText({ nom: `a${bad}b` }), JSON.stringify(bad)).toBe('nom');
    expect(findInvalidText({ text: 'ligne\tun\nligne deux\r\n', nom: 'שרה\u200f' })).toBeNull();
    let deep: unknown = 'fin';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findInvalidText(deep)).toBeNull();
  });
});

/**
 * Found by server/routes/fuzz.test.ts: a NUL ("a\u0000b") in any stored text answered 500 on
 * PostgreSQL (text and jsonb refuse it), and a lone surrogate in `filename` answered 500 on
 * every base (the Content-Disposition encoding throws). Now a French 400 naming the field.
 */
describe.each(APP_BACKENDS)(
  'NUL, lone surrogates and other characters nobody types are refused at the door (%s)',
  (backend) => {
    let t: Awaited<ReturnType<typeof createTestApp>>;
    let user: Caller;
    beforeAll(async () => {
      t = await createTestApp(backend);
      user = await signUp(t.app, 'texte@example.fr');
    });
    afterAll(async () => t?.close());

    it.each([
      [
        '/api/contracts',
        { contractData: { ...emptyDraft(), description_oeuvre: 'a\u0000b' } },
        'contractData.description_oeuvre',
      ],
      ['/api/feedback', { message: 'Bravo\u0000' }, 'message'],
      ['/api/user-profile', { physical_person: { nom: 'Du\u0000rand' } }, 'physical_person.nom'],
      [
        '/api/clients',
        { type: 'physical_person', gentille: 'M.', nom: '\ud800', prenom: 'Jean' },
        'nom',
      ],
      ['/api/generate-docx', { contractData: emptyDraft(), filename: '\ud800' }, 'filename'],
      ['/api/generate-pdf', { contractData: emptyDraft(), filename: 'contrat\udfff' }, 'filename'],
      // U+FFFF made a Word file Word refuses to open (XML 1.0 forbids it); BEL and ESC printed
      // into the PDF; an override reverses what the contract appears to say.
      [
        '/api/generate-docx',
        { contractData: { ...emptyDraft(), description_oeuvre: 'Logo\uffff' } },
        'contractData.description_oeuvre',
      ],
      [
        '/api/generate-pdf',
        { contractData: { ...emptyDraft(), lieu_signature: 'Lyon\u0007\u001b' } },
        'contractData.lieu_signature',
      ],
      [
        '/api/contracts',
        { contractData: { ...emptyDraft(), destination: 'affiche \u202eelbisiv' } },
        'contractData.destination',
      ],
    ])('POST %s → 400 on %s, nothing stored', async (url, body, path) => {
      const before = await t.countContracts();
      const response = await callAs(t.app, user, 'POST', url, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({
        code: 'VALIDATION_FAILED',
        message: 'Les données envoyées sont invalides.',
        fields: [{ path, message: INVALID_CHARACTER }],
      });
      expect(await t.countContracts()).toBe(before);
    });

    it('a NUL in a path parameter or the query string → 400, not a database error', async () => {
      for (const url of [
        '/api/contracts/%00',
        '/api/clients/a%00b',
        '/api/contracts/export/x?filename=%00',
      ]) {
        const method = url.startsWith('/api/clients') ? 'DELETE' : 'GET';
        const response = await t.app.inject({ method, url, headers: headersFor(user) });
        expect(response.statusCode).toBe(400);
        expect(response.json().error.fields[0].message).toBe(INVALID_CHARACTER);
      }
    });

    it('keeps the JSON parser’s other guards and accepts every real character', async () => {
      const proto = await t.app.inject({
        method: 'POST',
        url: '/api/feedback',
        headers: { ...headersFor(NOBODY), 'content-type': 'application/json' },
        payload: '{"message":"x","__proto__":{"polluted":true}}',
      });
      expect(proto.statusCode).toBe(400);
      expect(proto.json().error.code).toBe('INVALID_JSON');
      const ok = await callAs(t.app, NOBODY, 'POST', '/api/feedback', {
        message: 'Très bien 😀 \u200f « a < b & c » \t fin\nsuite',
      });
      expect(ok.statusCode).toBe(201);
    });
  },
);
