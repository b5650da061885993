import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_BACKENDS, cookieHeader, createTestApp } from '../auth/test-support';
import { readyLargestDraft } from '../render/fixtures/largest-draft';
import {
  anonymousVisitor,
  callAs,
  headersFor,
  NOBODY,
  signUp,
  TEST_ORIGIN,
  type Caller,
} from '../test-support/sessions';

/**
 * docs/product.md §6: a visitor (an anonymous session) may use the wizard, its preview and
 * save drafts, but must sign in to download the PDF or Word file or to open the editor; the
 * finalisation page, import and export are an account's. Called with
 * an anonymous session, each answers 403 ACCOUNT_REQUIRED in French (401 without any
 * session), writes nothing, and still works for an account.
 */
const REFUSAL = {
  code: 'ACCOUNT_REQUIRED',
  message: 'Cette action demande un compte\u00a0: connectez-vous ou créez-en un.',
};

const exportFile = {
  format: 'clausier-contract',
  version: 1,
  title: 'Contrat importé',
  form_data: { auteur_type: 'Personne physique', type_contrat: ["Auteur (droits d'auteur)"] },
};

const editorSave = {
  title: 'Édité',
  elements: [{ id: 'a', type: 'paragraph', style: 'ContractBody', runs: [{ text: 'Texte' }] }],
  comments: [],
  version: 1,
};

type Method = 'GET' | 'POST' | 'PUT';
/** Every call kept for accounts: method, path (`:id` = the caller's own contract), body. */
const ACCOUNT_ONLY: Array<[Method, string, object?]> = [
  ['POST', '/api/generate-pdf', { contractData: readyLargestDraft() }],
  ['POST', '/api/generate-docx', { contractData: readyLargestDraft() }],
  ['GET', '/api/contracts/:id/pdf'],
  ['GET', '/api/contracts/:id/docx'],
  ['GET', '/api/contracts/:id/dossier'],
  ['GET', '/api/contracts/:id/elements'],
  ['PUT', '/api/contracts/:id', editorSave],
  ['GET', '/api/contracts/:id/finalize'],
  ['GET', '/api/contracts/export/:id'],
  ['POST', '/api/contracts/import', exportFile],
  ['GET', '/api/contracts/:id/signatories'],
  ['GET', '/api/account/export'],
];

describe.each(APP_BACKENDS)('what only an account may do (%s)', (backend) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let visitor: Caller;
  let visitorContract: string;

  const call = (caller: Caller, method: Method, url: string, payload?: object) =>
    callAs(t.app, caller, method, url, payload);
  const saveReady = async (caller: Caller, isDraft: boolean) => {
    const saved = await call(caller, 'POST', '/api/contracts', {
      contractData: readyLargestDraft(),
      title: 'Affiche',
      isDraft,
      fromStep6: true,
    });
    expect(saved.statusCode).toBe(201);
    return saved.json().id as string;
  };

  beforeAll(async () => {
    t = await createTestApp(backend);
    visitor = await anonymousVisitor(t.app);
    // The visitor's own draft, saved as step 6 does before opening the sign-in dialog: the
    // refusal is about the account, not about whose contract it is.
    visitorContract = await saveReady(visitor, true);
  });
  afterAll(async () => t?.close());

  it.each(ACCOUNT_ONLY)(
    'a visitor’s anonymous session: %s %s → 403 ACCOUNT_REQUIRED in French, nothing written',
    async (method, path, payload) => {
      const before = await t.countContracts();
      const answer = await call(visitor, method, path.replace(':id', visitorContract), payload);
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({ error: REFUSAL });
      expect(await t.countContracts()).toBe(before);
      const draft = (await call(visitor, 'GET', `/api/contracts/${visitorContract}`)).json();
      expect(draft).toMatchObject({ title: 'Affiche', version: 1, is_draft: true });
    },
  );

  it.each(ACCOUNT_ONLY)(
    'no session: %s %s → 401 UNAUTHENTICATED',
    async (method, path, payload) => {
      const answer = await call(NOBODY, method, path.replace(':id', visitorContract), payload);
      expect(answer.statusCode).toBe(401);
      expect(answer.json().error.code).toBe('UNAUTHENTICATED');
      expect(answer.headers['set-cookie']).toBeUndefined();
    },
  );

  it('a visitor is refused before the body is read: an invalid body answers 403, not 400', async () => {
    const answer = await call(visitor, 'POST', '/api/generate-pdf', { contractData: 'non' });
    expect(answer.statusCode).toBe(403);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/contracts/import',
      headers: { ...headersFor(visitor), 'content-type': 'application/json' },
      payload: '{"pas du JSON',
    });
    expect(upload.json()).toEqual({ error: REFUSAL });
  });

  it('a visitor keeps the wizard: preview, drafts saved, read, renamed and listed', async () => {
    const preview = await call(visitor, 'POST', '/api/preview', readyLargestDraft());
    expect(preview.statusCode).toBe(200);
    const id = await saveReady(visitor, true);
    expect((await call(visitor, 'GET', `/api/contracts/${id}`)).statusCode).toBe(200);
    const renamed = await call(visitor, 'PUT', `/api/contracts/${id}`, {
      title: 'Renommé',
      version: 1,
    });
    expect(renamed.statusCode).toBe(200);
    const list = (await call(visitor, 'GET', '/api/contracts')).json().contracts;
    expect(list.map((c: { id: string }) => c.id)).toContain(id);
  });

  it('an account may do each of them', async () => {
    const account = await signUp(t.app, 'compte-complet@example.fr');
    const id = await saveReady(account, false);
    for (const [method, path, payload] of ACCOUNT_ONLY) {
      const url = path.replace(':id', id);
      let body = payload;
      if (method === 'PUT') {
        const content = (await call(account, 'GET', `/api/contracts/${id}/elements`)).json();
        body = { title: 'Édité', elements: content.elements, comments: [], version: 1 };
      }
      const answer = await call(account, method, url, body);
      expect([200, 201], `${method} ${path} : ${answer.body.slice(0, 200)}`).toContain(
        answer.statusCode,
      );
    }
  });

  it('a visitor who signs up downloads the draft they saved (the step-6 journey)', async () => {
    const someone = await anonymousVisitor(t.app, 'visiteuse');
    const id = await saveReady(someone, true);
    expect((await call(someone, 'GET', `/api/contracts/${id}/pdf`)).statusCode).toBe(403);
    const signedUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: TEST_ORIGIN, cookie: someone.cookie },
      payload: { email: 'visiteuse@example.fr', password: 'mot-de-passe-solide-42', name: 'V' },
    });
    expect(signedUp.statusCode).toBe(200);
    const account: Caller = {
      name: 'visiteuse inscrite',
      cookie: cookieHeader(signedUp.headers['set-cookie']),
      userId: signedUp.json().user.id,
    };
    const pdf = await call(account, 'GET', `/api/contracts/${id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const restored = (await call(account, 'GET', `/api/contracts/${id}`)).json();
    const generated = await call(account, 'POST', '/api/generate-pdf', {
      contractData: restored.form_data,
    });
    expect(generated.statusCode).toBe(200);
  });
});
