import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { makeDraft } from '@core/templates/test-drafts';
import { APP_BACKENDS, createTestApp } from '../auth/test-support';
import { callAs, NOBODY, signUp, type Caller } from '../test-support/sessions';
import { pdfText } from '../render/fixtures/read-pdf';
import { docxParts, docxText, visibleText } from '../render/fixtures/read-docx';
import { up as elementsAsRuns } from '../db/migrations/0003-elements-as-runs';

type Run = { text: string; bold?: boolean };
type El = { id: string; type: string; style?: string; runs?: Run[] };
const textOf = (el: El) => (el.runs ?? []).map((r) => r.text).join('');
const flat = (s: string) => s.replace(/-\n/g, '').replace(/[\s\u00a0\u202f]+/g, ' ');

/**
 * Once edited, the stored document is what
 * every file of the contract comes from; new answers regenerate only what the user left alone.
 */
describe.each(APP_BACKENDS)('stored document is the source of truth (%s)', (backend) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let owner: Caller;
  let stranger: Caller;
  beforeAll(async () => {
    t = await createTestApp(backend);
    owner = await signUp(t.app, 'redactrice@example.fr');
    stranger = await signUp(t.app, 'intrus@example.fr');
  }, 60_000);
  afterAll(async () => t?.close());

  const call = (caller: Caller, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    callAs(t.app, caller, method, url, payload);
  const answers = (overrides: Record<string, unknown> = {}) =>
    makeDraft({ description_oeuvre: 'Logo de la marque Vélo Vert', ...overrides });
  const create = async (draft = answers()) => {
    const res = await call(owner, 'POST', '/api/contracts', {
      contractData: draft,
      title: 'Logo Vélo Vert',
      isDraft: false,
      fromStep6: true,
    });
    expect(res.statusCode).toBe(201);
    return res.json().id as string;
  };
  const elementsOf = async (id: string) =>
    (await call(owner, 'GET', `/api/contracts/${id}/elements`)).json() as {
      elements: El[];
      version: number;
    };
  /** Rewrites the paragraph whose text matches `match` in the editor, returns its id. */
  const edit = async (id: string, match: RegExp, text: string) => {
    const { elements, version } = await elementsOf(id);
    const target = elements.find((el) => el.type === 'paragraph' && match.test(textOf(el)));
    expect(target, `paragraph ${match}`).toBeDefined();
    const edited = elements.map((el) => (el.id === target!.id ? { ...el, runs: [{ text }] } : el));
    const saved = await call(owner, 'PUT', `/api/contracts/${id}`, {
      title: 'Logo Vélo Vert',
      elements: edited,
      version,
    });
    expect(saved.statusCode).toBe(200);
    return target!.id;
  };
  const stored = async (id: string) =>
    (await call(owner, 'GET', `/api/contracts/${id}`)).json() as {
      form_data: Record<string, unknown>;
      version: number;
    };

  it('dates the contract once, on creation, and keeps that date whatever a later save sends', async () => {
    const id = await create();
    const first = await stored(id);
    expect(first.form_data.date_contrat).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const resaved = await call(owner, 'POST', '/api/contracts', {
      id,
      contractData: answers({ date_contrat: '2001-01-01' }),
      version: first.version,
    });
    expect(resaved.statusCode).toBe(200);
    expect((await stored(id)).form_data.date_contrat).toBe(first.form_data.date_contrat);
    // A draft that carries its date (the wizard dates it when it starts) keeps it.
    const dated = await create(answers({ date_contrat: '2026-11-20' }));
    expect((await stored(dated)).form_data.date_contrat).toBe('2026-11-20');
    const bad = await call(owner, 'POST', '/api/contracts', {
      contractData: { ...answers(), date_contrat: '2026-02-30' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('edits made in the editor are in the PDF, the Word file and the export of the stored contract', async () => {
    const id = await create();
    await edit(id, /Vélo Vert/, 'Objet réécrit dans l’éditeur : logo et charte graphique.');
    const pdf = await call(owner, 'GET', `/api/contracts/${id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('Logo%20V%C3%A9lo%20Vert.pdf');
    expect(flat(pdfText(pdf.rawPayload))).toContain(
      'Objet réécrit dans l’éditeur : logo et charte graphique.',
    );
    const docx = await call(owner, 'GET', `/api/contracts/${id}/docx`);
    expect(docx.statusCode).toBe(200);
    expect(flat(docxText(docx.rawPayload))).toContain(
      'Objet réécrit dans l’éditeur : logo et charte graphique.',
    );
    const exported = (await call(owner, 'GET', `/api/contracts/export/${id}`)).json() as {
      elements: El[];
    };
    expect(exported.elements.map(textOf).join('\n')).toContain('Objet réécrit dans l’éditeur');
  });

  it('an unedited contract renders from its answers; an incomplete one is refused like the POST', async () => {
    const id = await create();
    const pdf = await call(owner, 'GET', `/api/contracts/${id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(flat(pdfText(pdf.rawPayload))).toContain('Vélo Vert');
    const incomplete = await create(answers({ remuneration: '' }));
    const refused = await call(owner, 'GET', `/api/contracts/${incomplete}/docx`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toMatch(/^Le contrat ne peut pas être généré/);
  });

  it('« Dossier pour votre juriste »: the stored contract as Word, its comments as Word comments', async () => {
    const id = await create();
    const editedId = await edit(id, /Vélo Vert/, 'Le logo Vélo Vert, version couleur.');
    const { elements, version } = await elementsOf(id);
    const saved = await call(owner, 'PUT', `/api/contracts/${id}`, {
      title: 'Logo Vélo Vert',
      elements,
      comments: [
        {
          id: 'c1',
          elementId: editedId,
          text: 'Préciser les couleurs',
          date: '2026-11-22T10:00:00.000Z',
          user: 'Camille',
          selectedText: 'Vélo Vert',
        },
      ],
      version,
    });
    expect(saved.statusCode).toBe(200);
    const res = await call(owner, 'GET', `/api/contracts/${id}/dossier`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/wordprocessingml/);
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain(
      'Dossier juriste – Logo Vélo Vert.docx',
    );
    const parts = docxParts(res.rawPayload, ['word/document.xml', 'word/comments.xml']);
    expect(parts['word/comments.xml']).toContain('Préciser les couleurs');
    expect(parts['word/comments.xml']).toMatch(/w:author="Camille"/);
    const anchored = parts['word/document.xml'].match(
      /<w:p>(?:(?!<\/w:p>).)*<w:commentRangeStart w:id="0"\/>.*?<\/w:p>/s,
    )?.[0];
    expect(flat(visibleText(anchored ?? ''))).toContain('version couleur');
    // The plain Word file has no comment; a stranger gets nothing.
    const plain = await call(owner, 'GET', `/api/contracts/${id}/docx`);
    expect(docxParts(plain.rawPayload, ['word/document.xml'])['word/document.xml']).not.toContain(
      'commentRangeStart',
    );
    expect((await call(stranger, 'GET', `/api/contracts/${id}/dossier`)).statusCode).toBe(404);
    expect((await call(NOBODY, 'GET', `/api/contracts/${id}/dossier`)).statusCode).toBe(401);
  });

  it('is owner only: 401 without a session, 404 for someone else, 404 for an unknown id', async () => {
    const id = await create();
    expect((await call(NOBODY, 'GET', `/api/contracts/${id}/pdf`)).statusCode).toBe(401);
    const other = await call(stranger, 'GET', `/api/contracts/${id}/docx`);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('Vélo');
    expect(
      (await call(owner, 'GET', '/api/contracts/00000000-0000-4000-8000-000000000000/pdf'))
        .statusCode,
    ).toBe(404);
  });

  it('new answers regenerate the untouched passages and keep the edits they do not affect', async () => {
    const id = await create();
    await edit(id, /Vélo Vert/, 'Objet négocié à part.');
    const { version } = await stored(id);
    const saved = await call(owner, 'POST', '/api/contracts', {
      id,
      contractData: answers({ remuneration: '2400' }),
      fromStep6: true,
      version,
    });
    expect(saved.statusCode).toBe(200);
    const text = flat(pdfText((await call(owner, 'GET', `/api/contracts/${id}/pdf`)).rawPayload));
    expect(text).toContain('Objet négocié à part.');
    expect(text).toMatch(/2 ?400/);
    expect(text).not.toMatch(/1 ?500 euros/);
  });

  it('asks before rewriting an edited passage the new answers change, then keeps or regenerates it', async () => {
    const id = await create();
    const priceId = await edit(id, /1\s?500/, 'Prix : 1 500 euros, payables en deux fois.');
    const { version } = await stored(id);
    const body = { id, contractData: answers({ remuneration: '2400' }), fromStep6: true, version };
    const asked = await call(owner, 'POST', '/api/contracts', body);
    expect(asked.statusCode).toBe(409);
    const error = asked.json().error;
    expect(error.code).toBe('EDITS_WOULD_BE_LOST');
    expect(error.message).toMatch(/garder vos modifications ou de régénérer/);
    expect(error.fields).toEqual([
      { path: priceId, message: 'Prix : 1 500 euros, payables en deux fois.' },
    ]);
    expect((await stored(id)).version).toBe(version); // nothing written

    const kept = await call(owner, 'POST', '/api/contracts', { ...body, edits: 'keep' });
    expect(kept.statusCode).toBe(200);
    const keptText = (await elementsOf(id)).elements.map(textOf).join('\n');
    expect(keptText).toContain('Prix : 1 500 euros, payables en deux fois.');

    const again = await call(owner, 'POST', '/api/contracts', {
      ...body,
      contractData: answers({ remuneration: '3000' }),
      version: kept.json().version,
      edits: 'regenerate',
    });
    expect(again.statusCode).toBe(200);
    const regenerated = (await elementsOf(id)).elements;
    expect(regenerated.map(textOf).join('\n')).not.toContain('payables en deux fois');
    expect(textOf(regenerated.find((el) => el.id === priceId)!)).toMatch(/3\s?000/);
  });

  it('migration 0003 turns HTML elements stored by an old import into runs, once', async () => {
    const id = await create();
    const html = [
      {
        id: 'p1',
        type: 'paragraph',
        style: 'ContractBody',
        text: '<p style="text-align:center">Texte <strong>gras</strong><script>x</script></p>',
      },
      { id: 'p2', type: 'paragraph', style: 'ContractBody', runs: [{ text: 'Déjà en runs' }] },
    ];
    await sql`update contracts set elements = ${JSON.stringify(html)} where id = ${id}`.execute(
      t.database.db,
    );
    await elementsAsRuns(t.database.db as never);
    const { elements } = await elementsOf(id);
    expect(elements).toEqual([
      {
        id: 'p1',
        type: 'paragraph',
        style: 'ContractBody',
        align: 'center',
        runs: [{ text: 'Texte ' }, { text: 'gras', bold: true }],
      },
      { id: 'p2', type: 'paragraph', style: 'ContractBody', runs: [{ text: 'Déjà en runs' }] },
    ]);
  });
});
