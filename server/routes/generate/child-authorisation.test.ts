import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIRTH, FATHER, MOTHER, PERSON, makeDraft } from '@core/templates/test-drafts';
import { IMAGE } from '@core/answers/draft';
import { CHILD_AUTHORISATION_MESSAGE } from '@core/rules/child-authorisation';
import { APP_BACKENDS, createTestApp } from '@server/auth/test-support';
import type { AuthTables } from '@server/db/auth-tables';
import { toFlag } from '@server/db/repositories/columns';
import { callAs, signUp, type Caller } from '@server/test-support/sessions';
import { pdfText } from '@server/render/fixtures/read-pdf';
import { DOCUMENT_WITHOUT_CONTRACT_MESSAGE } from './body';

const flat = (s: string) => s.replace(/-\n/g, '').replace(/[\s\u00a0\u202f]+/g, ' ');

/**
 * A child model under sixteen may not be engaged before the prefect's authorisation (C. trav.
 * L7124-1): no PDF, no Word file and no signature request without its reference and date — for a
 * draft, a stored contract, an edited one, and the editor's document sent with its contract alike
 * (core/rules/child-authorisation.ts).
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

  /** The editor's text of the stored contract `id`, a paragraph rewritten (an edited document). */
  async function editedElements(id: string) {
    const { elements, version } = (await call('GET', `/api/contracts/${id}/elements`)).json() as {
      elements: { id: string; type: string; runs?: { text: string }[] }[];
      version: number;
    };
    const first = elements.findIndex((e) => e.type === 'paragraph');
    const edited = elements.map((el, i) =>
      i === first ? { ...el, runs: [{ text: 'Texte revu par la rédactrice.' }] } : el,
    );
    return { elements: edited, version };
  }

  /** A signature request to the signatories the contract names, each at an address of its own. */
  async function signatureRequest(id: string) {
    const signers = (await call('GET', `/api/contracts/${id}/signatories`)).json() as {
      signatories: { slot: string; role: string; name: string }[];
    };
    return {
      order: 'parallel',
      signers: signers.signatories.map((s, i) => ({
        ...s,
        name: s.name || 'Personne désignée',
        email: `signataire-${i}@example.fr`,
      })),
    };
  }

  const expectRefused = (
    res: Awaited<ReturnType<typeof call>>,
    what: string,
    paths = ['autorisation_prefectorale.reference', 'autorisation_prefectorale.date'],
  ) => {
    expect(res.statusCode, `${what}: ${res.body.slice(0, 200)}`).toBe(400);
    const { error } = res.json() as {
      error: { code: string; message: string; fields: { path: string }[] };
    };
    expect(error.code, what).toBe('VALIDATION_FAILED');
    expect(error.message, what).toBe(CHILD_AUTHORISATION_MESSAGE);
    expect(
      error.fields.map((f) => f.path),
      what,
    ).toEqual(paths);
  };

  it('a stored contract, edited or not, and its edited document: refused until the authorisation is saved, then served', async () => {
    const saved = await call('POST', '/api/contracts', {
      contractData: childModel(),
      title: 'Catalogue printemps',
      isDraft: false,
    });
    expect(saved.statusCode).toBe(201);
    const id = saved.json().id as string;
    // Unedited, the stored answers are judged as step 6 would, under their draft's name.
    for (const format of ['pdf', 'docx', 'dossier'])
      expectRefused(await call('GET', `/api/contracts/${id}/${format}`), format, [
        'contractData.autorisation_prefectorale.reference',
        'contractData.autorisation_prefectorale.date',
      ]);
    const request = await signatureRequest(id);
    expectRefused(
      await call('POST', `/api/contracts/${id}/signature-requests`, request),
      'signature request',
    );

    // Edited text is the user's own, but the child is still not authorised: neither the stored
    // edited contract nor the editor's document sent with its contract gets a file.
    const { elements, version } = await editedElements(id);
    const put = await call('PUT', `/api/contracts/${id}`, {
      title: 'Catalogue printemps',
      elements,
      version,
    });
    expect(put.statusCode, put.body).toBe(200);
    for (const format of ['pdf', 'docx', 'dossier'])
      expectRefused(await call('GET', `/api/contracts/${id}/${format}`), `edited ${format}`);
    expectRefused(
      await call('POST', `/api/contracts/${id}/signature-requests`, request),
      'edited signature request',
    );
    const document = { title: 'Catalogue printemps', lang: 'fr', elements };
    for (const url of ['/api/generate-pdf', '/api/generate-docx']) {
      expectRefused(await call('POST', url, { document, contractId: id }), url);
      // Without its contract the text would be a way around the rule: refused too.
      const bare = await call('POST', url, { document });
      expect(bare.statusCode, url).toBe(400);
      expect(bare.json().error.fields).toEqual([
        { path: 'contractId', message: DOCUMENT_WITHOUT_CONTRACT_MESSAGE },
      ]);
    }

    // The reference alone: still refused, naming the date.
    const current = (await call('GET', `/api/contracts/${id}`)).json() as { version: number };
    const referenced = await call('POST', '/api/contracts', {
      id,
      version: current.version,
      contractData: childModel({ reference: AUTHORISED.reference, date: '' }),
      edits: 'keep',
    });
    expect(referenced.statusCode, referenced.body).toBe(200);
    expectRefused(
      await call('POST', '/api/generate-pdf', { document, contractId: id }),
      'reference only',
      ['autorisation_prefectorale.date'],
    );

    // The authorisation saved into the same contract: every output is served.
    const authorised = await call('POST', '/api/contracts', {
      id,
      version: referenced.json().version,
      contractData: childModel(AUTHORISED),
      edits: 'keep',
    });
    expect(authorised.statusCode, authorised.body).toBe(200);
    for (const format of ['pdf', 'docx', 'dossier']) {
      const res = await call('GET', `/api/contracts/${id}/${format}`);
      expect(res.statusCode, `${format}: ${res.body.slice(0, 200)}`).toBe(200);
    }
    const pdf = await call('POST', '/api/generate-pdf', { document, contractId: id });
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
    expect(flat(pdfText(pdf.rawPayload))).toContain('Texte revu par la rédactrice.');
    const docx = await call('POST', '/api/generate-docx', { document, contractId: id });
    expect(docx.statusCode, docx.body.slice(0, 200)).toBe(200);
    const sent = await call('POST', `/api/contracts/${id}/signature-requests`, request);
    expect(sent.statusCode, sent.body).toBe(201);
  });

  it('the signature dialog asks the missing authorisation as blanks, and saving it there clears the way', async () => {
    const saved = await call('POST', '/api/contracts', {
      contractData: childModel(),
      title: 'Catalogue été',
      isDraft: false,
    });
    const id = saved.json().id as string;
    type Checklist = { blanks: { key: string; label: string }[]; problems: string[] };
    const checklist = async () =>
      ((await call('GET', `/api/contracts/${id}/signatories`)).json() as { checklist: Checklist })
        .checklist;
    // The two fields, under the wizard's labels — not a problem sending the user back to step 3,
    // nor a second « il reste à compléter » naming the same fields.
    expect(await checklist()).toMatchObject({
      blanks: [
        {
          key: 'autorisation_prefectorale.reference',
          label: 'Référence de l’autorisation (préfet ou agence agréée)',
        },
        { key: 'autorisation_prefectorale.date', label: 'Date de l’autorisation' },
      ],
      problems: [],
    });
    const detail = (await call('GET', `/api/contracts/${id}`)).json() as {
      form_data: Record<string, unknown>;
      version: number;
    };
    // What the dialog saves: the contract's own answers with the authorisation, edits kept.
    const filled = await call('POST', '/api/contracts', {
      id,
      contractData: { ...detail.form_data, autorisation_prefectorale: AUTHORISED },
      title: 'Catalogue été',
      isDraft: false,
      version: detail.version,
      edits: 'keep',
    });
    expect(filled.statusCode, filled.body).toBe(200);
    expect(await checklist()).toMatchObject({ blanks: [], problems: [] });
    const sent = await call(
      'POST',
      `/api/contracts/${id}/signature-requests`,
      await signatureRequest(id),
    );
    expect(sent.statusCode, sent.body).toBe(201);
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
