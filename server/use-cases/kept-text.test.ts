import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { makeDraft } from '@core/templates/test-drafts';
import { TEMPLATE_VERSION } from '@core/templates/template-version';
import { APP_BACKENDS, createTestApp } from '../auth/test-support';
import { findContract } from '../db/repositories/contracts';
import { pdfText } from '../render/fixtures/read-pdf';
import { callAs, signUp, type Caller } from '../test-support/sessions';

type El = { id: string; type: string; runs?: { text: string }[] };
const textOf = (el: El) => (el.runs ?? []).map((r) => r.text).join('');
const flat = (s: string) => s.replace(/-\n/g, '').replace(/[\s\u00a0\u202f]+/g, ' ');

/**
 * A finalised contract keeps the text it was finalised with: a later template change (played
 * here by rewriting the kept text as an older template would have built it) does not reach it;
 * new answers do, and a contract turned back into a draft follows today's templates again.
 */
describe.each(APP_BACKENDS)('the text kept at finalisation (%s)', (backend) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let me: Caller;
  beforeAll(async () => {
    t = await createTestApp(backend);
    me = await signUp(t.app, 'texte-garde@example.fr');
  }, 60_000);
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    callAs(t.app, me, method, url, payload);
  const answers = (description = 'Affiche du festival Lumières') =>
    makeDraft({ description_oeuvre: description });
  const OLD_WORDING = 'Texte rédigé par une version antérieure des modèles.';

  /** A finalised contract whose kept text an older template built (its first body paragraph differs). */
  async function finalisedWithOldText() {
    const saved = await call('POST', '/api/contracts', {
      contractData: answers(),
      title: 'Affiche',
      isDraft: false,
      fromStep6: true,
    });
    expect(saved.statusCode).toBe(201);
    const id = saved.json().id as string;
    const contract = await findContract(t.database.db, me.userId!, id);
    expect(contract).toMatchObject({
      edited: false,
      status: 'final',
      templateVersion: TEMPLATE_VERSION,
    });
    const elements = contract!.document!.elements.map((el, i) =>
      i === 1 && el.type === 'paragraph' ? { ...el, runs: [{ text: OLD_WORDING }] } : el,
    );
    await sql`update contracts set elements = ${JSON.stringify(elements)}, template_version = ${'v2'} where id = ${id}`.execute(
      t.database.db,
    );
    return { id, version: saved.json().version as number };
  }

  it('every file of a finalised contract comes from its kept text', async () => {
    const { id } = await finalisedWithOldText();
    const pdf = await call('GET', `/api/contracts/${id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(flat(pdfText(pdf.rawPayload))).toContain(OLD_WORDING);
    const editor = (await call('GET', `/api/contracts/${id}/elements`)).json() as {
      elements: El[];
    };
    expect(editor.elements.map(textOf)).toContain(OLD_WORDING);
    const finalize = (await call('GET', `/api/contracts/${id}/finalize`)).json();
    expect(finalize.edited).toBe(false);
    // The export carries answers only: the kept text is not an edit of the owner's.
    const exported = (await call('GET', `/api/contracts/export/${id}`)).json();
    expect(exported.elements).toBeUndefined();
  });

  it('the same answers saved again, or a rename, leave the kept text as it was', async () => {
    const { id, version } = await finalisedWithOldText();
    const again = await call('POST', '/api/contracts', {
      id,
      contractData: answers(),
      isDraft: false,
      fromStep6: true,
      version,
    });
    expect(again.statusCode).toBe(200);
    const renamed = await call('PUT', `/api/contracts/${id}`, {
      title: 'Affiche (renommée)',
      version: again.json().version,
    });
    expect(renamed.statusCode).toBe(200);
    const contract = await findContract(t.database.db, me.userId!, id);
    expect(contract?.document?.elements.map((el) => textOf(el as El))).toContain(OLD_WORDING);
    expect(contract?.templateVersion).toBe('v2');
  });

  it('new answers rebuild the text with today’s templates', async () => {
    const { id, version } = await finalisedWithOldText();
    const changed = await call('POST', '/api/contracts', {
      id,
      contractData: answers('Affiche du festival Lumières, version nocturne'),
      isDraft: false,
      fromStep6: true,
      version,
    });
    expect(changed.statusCode).toBe(200);
    const contract = await findContract(t.database.db, me.userId!, id);
    const texts = contract!.document!.elements.map((el) => textOf(el as El));
    expect(texts).not.toContain(OLD_WORDING);
    expect(texts.join(' ')).toContain('version nocturne');
    expect(contract).toMatchObject({ edited: false, templateVersion: TEMPLATE_VERSION });
  });

  it('a contract turned back into a draft follows its answers again', async () => {
    const { id, version } = await finalisedWithOldText();
    const back = await call('POST', '/api/contracts', {
      id,
      contractData: answers(),
      isDraft: true,
      version,
    });
    expect(back.statusCode).toBe(200);
    const contract = await findContract(t.database.db, me.userId!, id);
    expect(contract).toMatchObject({
      document: null,
      status: 'draft',
      templateVersion: TEMPLATE_VERSION,
    });
  });

  it('finalising a draft from « Mes Contrats » keeps its text from then on', async () => {
    const saved = await call('POST', '/api/contracts', {
      contractData: answers(),
      title: 'Brouillon',
    });
    const id = saved.json().id as string;
    expect((await findContract(t.database.db, me.userId!, id))?.document).toBeNull();
    const finalised = await call('PUT', `/api/contracts/${id}`, {
      title: 'Affiche finale',
      is_draft: false,
      preserve_data: true,
      version: saved.json().version,
    });
    expect(finalised.statusCode).toBe(200);
    const contract = await findContract(t.database.db, me.userId!, id);
    expect(contract).toMatchObject({ status: 'final', edited: false });
    expect(contract?.document?.elements.length).toBeGreaterThan(10);
  });
});
