import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_BACKENDS, createTestApp } from '../auth/test-support';
import { createContract } from '../db/repositories/contracts';
import { readyLargestDraft } from '../render/fixtures/largest-draft';
import { pdfText } from '../render/fixtures/read-pdf';
import { callAs, type Caller, fieldsOf, signUp } from '../test-support/sessions';

/**
 * What the PDF cannot print never reaches it (core/document/printable.ts): the PDF is set in one
 * font family with no fallback, so « Camille 🎨 » or « 李 » printed as empty boxes in the signed
 * copy while the preview and Word showed them. Answers are refused where they are given (French
 * 400 naming the field); a text typed in the editor or sent as a document is refused at the PDF
 * (422 naming the characters and their article), and Word, which prints them, still opens.
 */
describe.each(APP_BACKENDS)('characters the PDF cannot print (%s)', (backend) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let me: Caller;
  beforeAll(async () => {
    t = await createTestApp(backend);
    me = await signUp(t.app, 'imprimable@example.fr');
  });
  afterAll(async () => t?.close());

  const ready = readyLargestDraft();
  const author = ready.auteur_info as Record<string, unknown>;
  const ONE = (character: string) =>
    `Ce caractère ne peut pas être imprimé dans le contrat\u00a0: «\u202f${character}\u202f». Retirez-le ou écrivez ce texte en lettres latines.`;

  it('refuses an answer holding one, naming the field, before anything is stored or rendered', async () => {
    const draft = readyLargestDraft({
      auteur_info: { ...author, prenom: 'Camille 🎨' },
      description_oeuvre: 'Une affiche ✓',
    });
    const expected = (prefix: string) => ({
      [`${prefix}auteur_info.prenom`]: ONE('🎨'),
      [`${prefix}description_oeuvre`]: ONE('✓'),
    });
    const before = await t.countContracts();
    expect(fieldsOf(await callAs(t.app, me, 'POST', '/api/preview', draft))).toEqual(expected(''));
    for (const url of ['/api/contracts', '/api/generate-pdf', '/api/generate-docx']) {
      const response = await callAs(t.app, me, 'POST', url, { contractData: draft });
      expect(fieldsOf(response), url).toEqual(expected('contractData.'));
    }
    expect(await t.countContracts()).toBe(before);
  });

  it('refuses it in the profile and in the address book', async () => {
    const profile = await callAs(t.app, me, 'POST', '/api/user-profile', {
      physical_person: { nom: '王', prenom: 'Xiaoming' },
      legal_entity: { nom: 'ACME' },
    });
    expect(fieldsOf(profile)).toEqual({ 'physical_person.nom': ONE('王') });
    const client = await callAs(t.app, me, 'POST', '/api/clients', {
      type: 'physical_person',
      gentille: 'M.',
      nom: 'Durand',
      prenom: 'Léo',
      adresse: '5 rue des Lilas 🏠',
      code_postal: '75011',
      ville: 'Paris',
    });
    expect(client.statusCode).toBe(400);
    expect(client.json().error.fields).toContainEqual({ path: 'adresse', message: ONE('🏠') });
  });

  it('accepts Latin, Greek and Cyrillic names and French typography', async () => {
    const draft = readyLargestDraft({
      auteur_info: { ...author, prenom: 'Łucja Ørsted-Νίκη', nom: 'Иванова' },
      description_oeuvre: 'L’affiche «\u202fÉté\u202f» — 2ᵉ version ; 50\u00a0% ?',
    });
    const response = await callAs(t.app, me, 'POST', '/api/generate-pdf', { contractData: draft });
    expect(response.statusCode).toBe(200);
    expect(pdfText(response.rawPayload)).toContain('Иванова');
  });

  it('refuses a PDF of an edited contract holding one, naming it and its article; Word still opens', async () => {
    const { id } = await createContract(t.database.db, me.userId!, {
      title: 'Affiche éditée',
      isDraft: false,
      fromStep6: true,
      draft: ready,
    });
    const read = (await callAs(t.app, me, 'GET', `/api/contracts/${id}/elements`)).json() as {
      version: number;
      elements: { id: string; type: string; style?: string; runs?: { text: string }[] }[];
    };
    const articleAt = read.elements.findIndex((e) => e.style === 'ContractArticle');
    const article = read.elements[articleAt]!.runs!.map((r) => r.text).join('');
    const index = read.elements.findIndex((e, i) => i > articleAt && e.style === 'ContractBody');
    const elements = read.elements.map((e, i) =>
      i === index ? { ...e, runs: [{ text: 'Le logo 🎨 et la marque ✓.' }] } : e,
    );
    const saved = await callAs(t.app, me, 'PUT', `/api/contracts/${id}`, {
      title: 'Affiche éditée',
      elements,
      comments: [],
      version: read.version,
    });
    expect(saved.statusCode).toBe(200);

    const pdf = await callAs(t.app, me, 'GET', `/api/contracts/${id}/pdf`);
    expect(pdf.statusCode).toBe(422);
    expect(pdf.json().error).toEqual({
      code: 'UNPRINTABLE_CHARACTERS',
      message:
        `Le contrat contient des caractères que le PDF ne peut pas imprimer\u00a0: «\u202f🎨\u202f», «\u202f✓\u202f» (${article.trim()}). ` +
        'Retirez-les ou écrivez ce texte en lettres latines, puis réessayez.',
    });
    const docx = await callAs(t.app, me, 'GET', `/api/contracts/${id}/docx`);
    expect(docx.statusCode).toBe(200);
  });

  it('refuses a document sent to POST /api/generate-pdf the same way, never a 500', async () => {
    const document = {
      title: 'x',
      lang: 'fr',
      elements: [
        { id: 'a', type: 'paragraph', style: 'ContractBody', runs: [{ text: 'Bonjour \ue000' }] },
      ],
    };
    const { id: contractId } = await createContract(t.database.db, me.userId!, {
      title: 'x',
      isDraft: false,
      fromStep6: true,
      draft: ready,
    });
    const response = await callAs(t.app, me, 'POST', '/api/generate-pdf', {
      document,
      contractId,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toBe(
      'Le contrat contient un caractère que le PDF ne peut pas imprimer\u00a0: U+E000. Retirez-le ou écrivez ce texte en lettres latines, puis réessayez.',
    );
  });
});
