import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIDE_MESSAGE } from '@core/answers/side';
import { IMAGE } from '@core/answers/draft';
import { CREATOR, creatorDraft, makeDraft } from '@core/templates/test-drafts';
import { APP_BACKENDS, createTestApp } from '../auth/test-support';
import { callAs, fieldsOf, signUp, type Caller } from '../test-support/sessions';
import { pdftotext } from '../test-support/pdf-tools';
import { docxText } from '../render/fixtures/read-docx';

/** The Word file's visible text on one line, no-break spaces as spaces. */
const flatDocx = (bytes: Uint8Array) => docxText(bytes).replace(/[\s\u00a0\u202f]+/g, ' ');

describe.each(APP_BACKENDS)('either side of the contract through the API (%s)', (backend) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let me: Caller;
  let directory: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    me = await signUp(t.app, 'photographe@example.fr');
    directory = await mkdtemp(join(tmpdir(), 'clausier-sides-'));
  });
  afterAll(async () => {
    await t?.close();
    await rm(directory, { recursive: true, force: true });
  });

  it('reads the client’s side before any save, stores the side and returns it', async () => {
    const before = await callAs(t.app, me, 'GET', '/api/user-profile');
    expect(before.json().side).toBe('cessionnaire');
    const saved = await callAs(t.app, me, 'POST', '/api/user-profile', {
      physical_person: { ...CREATOR, is_configured: true },
      selected_entity_type: 'physical_person',
      side: 'cedant',
      version: 0,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ side: 'cedant', version: 1 });
    const read = await callAs(t.app, me, 'GET', '/api/user-profile');
    expect(read.json().side).toBe('cedant');
    // A save that does not say the side (an older page) keeps the stored one.
    const kept = await callAs(t.app, me, 'POST', '/api/user-profile', {
      physical_person: { ...CREATOR, is_configured: true },
      version: 1,
    });
    expect(kept.json()).toMatchObject({ side: 'cedant', version: 2 });
    const back = await callAs(t.app, me, 'POST', '/api/user-profile', {
      physical_person: { ...CREATOR, is_configured: true },
      side: 'cessionnaire',
      version: 2,
    });
    expect(back.json()).toMatchObject({ side: 'cessionnaire', version: 3 });
  });

  it('refuses an unknown side with a French 400 naming the field, and stores nothing', async () => {
    const response = await callAs(t.app, me, 'POST', '/api/user-profile', {
      physical_person: { ...CREATOR, is_configured: true },
      side: 'vendeur',
      version: 3,
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual({ side: SIDE_MESSAGE });
    expect((await callAs(t.app, me, 'GET', '/api/user-profile')).json().version).toBe(3);
  });

  it('the account export records the side', async () => {
    const exported = await callAs(t.app, me, 'GET', '/api/account/export');
    expect(exported.statusCode).toBe(200);
    expect(exported.json().profile).toMatchObject({ side: 'cessionnaire' });
  });

  it('renders a creator’s contract with her as the Cédant and her client as the Cessionnaire', async () => {
    const response = await callAs(t.app, me, 'POST', '/api/generate-pdf', {
      contractData: creatorDraft(),
    });
    expect(response.statusCode).toBe(200);
    const text = (await pdftotext(directory, response.rawPayload)).replace(/\s+/g, ' ');
    const parties = text.slice(0, text.indexOf('Article 1'));
    expect(parties).toMatch(/Inès Lambert[^]*ci-après dénommée «\s?le Cédant\s?»/i);
    expect(parties).toMatch(/Domaine des Tilleuls[^]*«\s?le Cessionnaire\s?»/i);
    expect(parties.indexOf('Lambert')).toBeLessThan(parties.indexOf('Domaine des Tilleuls'));
    expect(text).toMatch(/Le Cédant : Mme Inès Lambert/);
    expect(text).toMatch(
      /Le Cessionnaire : la société Domaine des Tilleuls, représentée par M. Luc Garnier/,
    );
  });

  it('builds a creator’s Word file with her as the Cédant and her client as the Cessionnaire', async () => {
    const response = await callAs(t.app, me, 'POST', '/api/generate-docx', {
      contractData: creatorDraft(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/wordprocessingml/);
    const text = flatDocx(response.rawPayload);
    // The parties: her first, « le Cédant »; her client second, « le Cessionnaire ».
    const parties = text.slice(0, text.indexOf('Préambule'));
    expect(parties).toMatch(
      /Entre les soussignés : ?Mme Inès Lambert, née le 3 mai 1991 à Angers[^«]*ci-après dénommée « le Cédant », ?d’une part, ?Et : ?La société Domaine des Tilleuls, SARL[^«]*représentée par M\. Luc Garnier[^«]*ci-après dénommée « le Cessionnaire », ?d’autre part/,
    );
    expect(text).toMatch(/Préambule ?Le Cédant est l’auteur de l’œuvre/);
    // The signature block names each in their own capacity.
    const block = text.slice(text.lastIndexOf('Fait en deux exemplaires'));
    expect(block).toMatch(/Le Cédant : Mme Inès Lambert ?Fait à/);
    expect(block).toMatch(
      /Le Cessionnaire : la société Domaine des Tilleuls, représentée par M\. Luc Garnier, gérant ?Fait à/,
    );
    expect(block.indexOf('Lambert')).toBeLessThan(block.indexOf('Domaine des Tilleuls'));
  });

  it('a creator’s image authorisation in Word: she is the Modèle, her client the Bénéficiaire', async () => {
    const saved = await callAs(t.app, me, 'POST', '/api/contracts', {
      contractData: creatorDraft({ type_contrat: [IMAGE] }),
      title: 'Autorisation photos',
      isDraft: false,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const { id } = saved.json() as { id: string };
    const response = await callAs(t.app, me, 'GET', `/api/contracts/${id}/docx`);
    expect(response.statusCode, response.body).toBe(200);
    const text = flatDocx(response.rawPayload);
    const parties = text.slice(0, text.indexOf('Préambule'));
    expect(parties).toMatch(
      /Mme Inès Lambert, née le 3 mai 1991 à Angers[^«]*ci-après dénommée « le Modèle », ?d’une part, ?Et : ?La société Domaine des Tilleuls[^«]*ci-après dénommée « le Bénéficiaire », ?d’autre part/,
    );
    expect(parties).not.toMatch(/Cédant|Cessionnaire/);
    const block = text.slice(text.lastIndexOf('Fait en deux exemplaires'));
    expect(block).toMatch(/Le Modèle : Mme Inès Lambert ?Fait à/);
    expect(block).toMatch(
      /Le Bénéficiaire : la société Domaine des Tilleuls, représentée par M\. Luc Garnier, gérant ?Fait à/,
    );
  });

  it('a creator’s signature request suggests her own address in her own slot', async () => {
    const saved = await callAs(t.app, me, 'POST', '/api/contracts', {
      contractData: creatorDraft(),
      title: 'Photos du mariage',
      isDraft: false,
    });
    expect(saved.statusCode).toBe(201);
    const { id } = saved.json() as { id: string };
    const stored = await callAs(t.app, me, 'GET', `/api/contracts/${id}`);
    expect(JSON.stringify(stored.json())).toContain('"side":"cedant"');
    const suggested = await callAs(t.app, me, 'GET', `/api/contracts/${id}/signatories`);
    expect(suggested.statusCode).toBe(200);
    const { signatories } = suggested.json() as {
      signatories: { slot: string; name: string; email: string }[];
    };
    expect(signatories).toEqual([
      expect.objectContaining({ slot: 'auteur', email: 'photographe@example.fr' }),
      expect.objectContaining({ slot: 'cessionnaire', email: '' }),
    ]);
  });

  it('a contract stored before the side existed still reads, renders and is on the client’s side', async () => {
    const { side: _side, ...old } = makeDraft() as Record<string, unknown>;
    const saved = await callAs(t.app, me, 'POST', '/api/contracts', {
      contractData: old,
      title: 'Ancien contrat',
      isDraft: false,
    });
    expect(saved.statusCode).toBe(201);
    const { id } = saved.json() as { id: string };
    // The row as a version without the side wrote it.
    const { db } = t.app.deps.database;
    await db
      .updateTable('contracts')
      .set({ form_data: JSON.stringify(old) })
      .where('id', '=', id)
      .execute();
    const pdf = await callAs(t.app, me, 'GET', `/api/contracts/${id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = (await pdftotext(directory, pdf.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toMatch(/Le Cédant : Mme Léa Durand/);
    const suggested = await callAs(t.app, me, 'GET', `/api/contracts/${id}/signatories`);
    const { signatories } = suggested.json() as { signatories: { slot: string; email: string }[] };
    expect(signatories.find((s) => s.slot === 'cessionnaire')?.email).toBe(
      'photographe@example.fr',
    );
  });
});
