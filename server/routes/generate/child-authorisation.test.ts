import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIRTH, FATHER, MOTHER, PERSON, makeDraft } from '@core/templates/test-drafts';
import { IMAGE } from '@core/schemas/draft';
import { CHILD_AUTHORISATION_MESSAGE } from '@core/rules/child-authorisation';
import { APP_BACKENDS, createTestApp } from '../../auth/test-support';
import type { AuthTables } from '../../auth/auth-tables';
import { toFlag } from '../../db/repositories/columns';
import { callAs, signUp, type Caller } from '../../test-support/sessions';
import { pdfText } from '../../render/fixtures/read-pdf';

const flat = (s: string) => s.replace(/-\n/g, '').replace(/[\s\u00a0\u202f]+/g, ' ');

/**
 * A child model under sixteen may not be engaged before the prefect's authorisation (C. trav.
 * L7124-1): no PDF, no Word file and no signature request without its reference and date — for a
 * draft, a stored contract, and an edited one alike (core/rules/child-authorisation.ts).
 */
describe.each(APP_BACKENDS)('the L7124-1 authorisation gates every output (%s)', (backend) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let owner: Caller;
  beforeAll(async () => {
    t = await createTestApp(backend);
    owner = await signUp(t.app, 'agence-enfant@example.fr');
    // Signature requests need a confirmed sender; the confirmation mail is not what is tested here.
    await t.database.db
      .withTables<AuthTables>()
      .updateTable('user')
      .set({ emailVerified: toFlag(true) })
      .where('email', '=', 'agence-enfant@example.fr')
      .execute();
  }, 60_000);
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    callAs(t.app, owner, method, url, payload);
  /** A ten-year-old photographed for a catalogue, both parents identified. */
  const childModel = (authorisation?: { reference: string; date: string }) =>
    makeDraft({
      type_contrat: [IMAGE],
      description_image: 'Douze photographies du catalogue printemps, prises le 2 mars 2026',
      auteur_info: {
        ...PERSON,
        date_naissance: BIRTH.age10,
        parent1: MOTHER,
        parent2: FATHER,
      },
      date_contrat: '2026-11-21',
      ...(authorisation ? { autorisation_prefectorale: authorisation } : {}),
    });
  const AUTHORISED = { reference: 'Arrêté préfectoral n° 2026-123', date: '2026-03-02' };

  it.each(['/api/generate-pdf', '/api/generate-docx'])(
    '%s: 400 naming the reference and the date, then the file once they are given',
    async (url) => {
      const refused = await call('POST', url, { contractData: childModel() });
      expect(refused.statusCode).toBe(400);
      const body = refused.json() as { error: { message: string; fields: { path: string }[] } };
      expect(body.error.message).toBe(CHILD_AUTHORISATION_MESSAGE);
      expect(body.error.fields.map((f) => f.path)).toEqual([
        'contractData.autorisation_prefectorale.reference',
        'contractData.autorisation_prefectorale.date',
      ]);
      // The date alone is still missing: refused.
      const noDate = await call('POST', url, {
        contractData: childModel({ reference: AUTHORISED.reference, date: '' }),
      });
      expect(noDate.statusCode).toBe(400);
      expect(noDate.json().error.fields.map((f: { path: string }) => f.path)).toEqual([
        'contractData.autorisation_prefectorale.date',
      ]);
      const given = await call('POST', url, { contractData: childModel(AUTHORISED) });
      expect(given.statusCode, given.body).toBe(200);
      if (url.endsWith('pdf'))
        expect(flat(pdfText(given.rawPayload))).toContain(
          'Arrêté préfectoral n° 2026-123, délivré le 2 mars 2026.',
        );
    },
  );

  it('a stored contract, edited or not: no PDF, no Word file, no signature request', async () => {
    const saved = await call('POST', '/api/contracts', {
      contractData: childModel(),
      title: 'Catalogue printemps',
      isDraft: false,
    });
    expect(saved.statusCode).toBe(201);
    const id = saved.json().id as string;
    for (const format of ['pdf', 'docx', 'dossier']) {
      const res = await call('GET', `/api/contracts/${id}/${format}`);
      expect(res.statusCode, format).toBe(400);
      expect(res.json().error.message).toBe(CHILD_AUTHORISATION_MESSAGE);
    }
    const signers = (await call('GET', `/api/contracts/${id}/signatories`)).json() as {
      signatories: { slot: string; role: string; name: string }[];
    };
    const request = {
      order: 'parallel',
      signers: signers.signatories.map((s, i) => ({
        ...s,
        name: s.name || 'Personne désignée',
        email: `signataire-${i}@example.fr`,
      })),
    };
    const refused = await call('POST', `/api/contracts/${id}/signature-requests`, request);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(CHILD_AUTHORISATION_MESSAGE);

    // Edited text is the user's own, but the child is still not authorised.
    const { elements, version } = (await call('GET', `/api/contracts/${id}/elements`)).json() as {
      elements: { id: string; type: string; runs?: { text: string }[] }[];
      version: number;
    };
    const edited = elements.map((el, i) =>
      i === elements.findIndex((e) => e.type === 'paragraph')
        ? { ...el, runs: [{ text: 'Texte revu par la rédactrice.' }] }
        : el,
    );
    const put = await call('PUT', `/api/contracts/${id}`, {
      title: 'Catalogue printemps',
      elements: edited,
      version,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await call('GET', `/api/contracts/${id}/pdf`)).statusCode).toBe(400);
    const editedRequest = await call('POST', `/api/contracts/${id}/signature-requests`, request);
    expect(editedRequest.statusCode).toBe(400);
    expect(editedRequest.json().error.message).toBe(CHILD_AUTHORISATION_MESSAGE);
  });

  it('the same stored contract with its authorisation is served', async () => {
    const saved = await call('POST', '/api/contracts', {
      contractData: childModel(AUTHORISED),
      title: 'Catalogue printemps',
      isDraft: false,
    });
    const id = saved.json().id as string;
    const pdf = await call('GET', `/api/contracts/${id}/pdf`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(flat(pdfText(pdf.rawPayload))).toContain('délivré le 2 mars 2026');
  });
});
