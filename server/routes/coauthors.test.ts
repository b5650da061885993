import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_COAUTHORS_MESSAGE, SHARES_TOTAL_MESSAGE } from '@core/rules/coauthors';
import { COAUTHOR, makeDraft } from '@core/templates/test-drafts';
import { createTestApp } from '../auth/test-support';
import { callAs, type Caller, fieldsOf, signUp } from '../test-support/sessions';
import { pdftotext } from '../test-support/pdf-tools';

/**
 * A work of collaboration through the API (LEGAL J13): the co-authors reach the PDF as parties
 * who each sign, and what the engine cannot draft is a French 400 naming the field.
 */
describe('co-authors and public wire names through the API', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let me: Caller;
  let directory: string;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    me = await signUp(t.app, 'coauteurs@example.fr');
    directory = await mkdtemp(join(tmpdir(), 'clausier-coauthors-'));
  });
  afterAll(async () => {
    await t?.close();
    await rm(directory, { recursive: true, force: true });
  });

  const draft = makeDraft({ coauteurs: [COAUTHOR], remuneration: '2000' });

  it('renders a PDF naming each co-author, the shares and one signature block each', async () => {
    const response = await callAs(t.app, me, 'POST', '/api/generate-pdf', { contractData: draft });
    expect(response.statusCode).toBe(200);
    const text = (await pdftotext(directory, response.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Article 2 – Œuvre de collaboration');
    expect(text).toContain('Marc Petit : 40 % (soit 800 €)');
    expect(text).toContain('Le Cédant (coauteur) : M. Marc Petit');
  });

  it('refuses shares that leave the first author nothing, naming the field', async () => {
    const response = await callAs(t.app, me, 'POST', '/api/preview', {
      ...draft,
      coauteurs: [{ ...COAUTHOR, part: '100' }],
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toMatchObject({ 'coauteurs.0.part': expect.any(String) });
    const over = await callAs(t.app, me, 'POST', '/api/preview', {
      ...draft,
      coauteurs: [COAUTHOR, { ...COAUTHOR, part: '60' }],
    });
    expect(fieldsOf(over)).toEqual({ 'coauteurs.1.part': SHARES_TOTAL_MESSAGE });
  });

  it('refuses a company author with co-authors, and stores nothing', async () => {
    const before = await t.countContracts();
    const response = await callAs(t.app, me, 'POST', '/api/contracts', {
      contractData: {
        ...draft,
        auteur_type: 'Personne morale',
        auteur_info: { nom: 'Studio', forme_juridique: 'SAS' },
      },
      isDraft: true,
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual({ 'contractData.coauteurs': COMPANY_COAUTHORS_MESSAGE });
    expect(await t.countContracts()).toBe(before);
  });

  it('reads the public wire name date_livraison as the delivery date of a work to be created', async () => {
    const response = await callAs(t.app, me, 'POST', '/api/preview', {
      ...makeDraft({ oeuvre_a_creer: true }),
      livraison_date: undefined,
      date_livraison: '2027-01-15',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().preview).toMatch(/15\sjanvier\s2027/);
    const both = await callAs(t.app, me, 'POST', '/api/preview', {
      ...makeDraft({ oeuvre_a_creer: true, livraison_date: '2027-01-10' }),
      date_livraison: '2027-01-15',
    });
    expect(both.statusCode).toBe(400);
  });
});
