import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE } from '@core/answers/draft';
import { CREATOR, creatorDraft, makeDraft } from '@core/templates/test-drafts';
import { BACKENDS, createTestApp } from '@server/auth/test-support';
import { callAs, signUp, type Caller } from '@server/test-support/sessions';
import { pdftotext } from '@server/test-support/pdf-tools';
import { docxText } from '@server/render/fixtures/read-docx';
import { YEAR_MESSAGE } from './schemas';

const flat = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ').replace(/\u2019/g, "'");

const PROPORTIONAL = {
  mode_remuneration: 'proportionnelle',
  taux_proportionnel: '8',
  assiette: 'prix_public_ht',
  remuneration: '',
  forfait_motifs: [],
  supports: ['site_internet', 'supports_imprimes'],
};

/**
 * GET /api/contracts/:id/annual-statement (CPI L131-5-1) end to end: the stored contract's
 * statement as a PDF read back with pdftotext and as a Word file unzipped, the author's letter,
 * and the refusals in French.
 */
describe.each(BACKENDS)('the yearly statement through the API (%s)', (backend) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let assignee: Caller;
  let author: Caller;
  let other: Caller;
  let directory: string;
  const year = new Date().getFullYear();

  beforeAll(async () => {
    t = await createTestApp(backend);
    assignee = await signUp(t.app, 'editeur@exemple.fr');
    author = await signUp(t.app, 'autrice@exemple.fr');
    other = await signUp(t.app, 'autre@exemple.fr');
    directory = await mkdtemp(join(tmpdir(), 'clausier-releve-'));
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await rm(directory, { recursive: true, force: true });
  });

  async function saved(caller: Caller, contractData: object, title = 'Affiches 2025') {
    const response = await callAs(t.app, caller, 'POST', '/api/contracts', {
      contractData: { ...contractData, date_contrat: `${year}-01-15` },
      title,
      isDraft: false,
    });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { id: string }).id;
  }
  const statement = (caller: Caller, id: string, query: string) =>
    callAs(t.app, caller, 'GET', `/api/contracts/${id}/annual-statement?${query}`);

  it('a paid assignment: each mode of exploitation with blanks, in PDF and in Word', async () => {
    const id = await saved(assignee, makeDraft({ supports: ['site_internet', 'reseaux_sociaux'] }));
    const pdf = await statement(assignee, id, `year=${year}`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(String(pdf.headers['content-disposition'])).toContain('Rele');
    const text = flat(await pdftotext(directory, pdf.rawPayload));
    expect(text.toLowerCase()).toContain(`relevé annuel d'exploitation – année ${year}`);
    expect(text).not.toContain('Paraphes');
    expect(text).toContain('L131-5-1');
    expect(text).toContain(
      'Les sites internet : exploitation : ____ ; recettes hors taxes : ____ €',
    );
    expect(text).toContain('Les réseaux sociaux');
    expect(text).toContain('rémunération forfaitaire de 1 500 €');

    const docx = await statement(assignee, id, `year=${year}&format=docx`);
    expect(docx.statusCode).toBe(200);
    const word = flat(docxText(docx.rawPayload));
    expect(word).toContain(
      'Les sites internet : exploitation : ____ ; recettes hors taxes : ____ €',
    );
    expect(word).toContain('Le Cessionnaire : ACME Médias.');
  });

  it('a proportional assignment: the base and the rate', async () => {
    const id = await saved(assignee, makeDraft(PROPORTIONAL), 'Livre illustré');
    const pdf = await statement(assignee, id, `year=${year}`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    const text = flat(await pdftotext(directory, pdf.rawPayload));
    expect(text).toContain('rémunération proportionnelle égale à huit pour cent (8 %)');
    expect(text).toContain('le prix de vente au public hors taxes de chaque exemplaire vendu');
    expect(text).toContain("Montant de l'assiette pour la période : ____ €");
  });

  it('for the author, the letter asking the assignee for the statement', async () => {
    await callAs(t.app, author, 'POST', '/api/user-profile', {
      physical_person: { ...CREATOR, is_configured: true },
      selected_entity_type: 'physical_person',
      side: 'cedant',
      version: 0,
    });
    const id = await saved(author, creatorDraft(PROPORTIONAL), 'Mariage Tilleuls');
    const docx = await statement(author, id, `year=${year}&format=docx`);
    expect(docx.statusCode, docx.body).toBe(200);
    const word = flat(docxText(docx.rawPayload));
    expect(word).toContain(`Demande du relevé annuel d'exploitation – année ${year}`);
    expect(word).toContain('Domaine des Tilleuls');
    expect(word).toContain('je vous ai cédé les droits');
    expect(word).toContain('au taux de huit pour cent (8 %)');
  });

  it('refuses an image authorisation, a bad year, a draft and another owner’s contract', async () => {
    const image = await saved(
      assignee,
      makeDraft({ type_contrat: [IMAGE], modele_distinct: false }),
    );
    const refused = await statement(assignee, image, `year=${year}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toContain('autorisation de droit à l’image');

    const id = await saved(assignee, makeDraft());
    const early = await statement(assignee, id, `year=${year - 1}`);
    expect(early.statusCode).toBe(400);
    expect(early.json().error).toMatchObject({ code: 'ANNUAL_STATEMENT_YEAR' });
    expect(early.json().error.message).toContain(String(year));
    const malformed = await statement(assignee, id, 'year=25');
    expect(malformed.statusCode).toBe(400);
    expect(JSON.stringify(malformed.json())).toContain(YEAR_MESSAGE);
    // Without a year: the last full year, here the contract's own (dated this year).
    const current = await statement(assignee, id, 'format=docx');
    expect(current.statusCode, current.body).toBe(200);
    expect(flat(docxText(current.rawPayload))).toContain(`année ${year}`);

    const draft = await callAs(t.app, assignee, 'POST', '/api/contracts', {
      contractData: makeDraft(),
      title: 'Brouillon',
      isDraft: true,
    });
    const fromDraft = await statement(assignee, draft.json().id, `year=${year}`);
    expect(fromDraft.statusCode).toBe(422);
    expect(fromDraft.json().error.message).toContain('brouillon');

    const foreign = await statement(other, id, `year=${year}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('CONTRACT_NOT_FOUND');
  });
});
