import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_BACKENDS, createTestApp } from '@server/auth/test-support';
import { callAs, NOBODY, signUp, type Caller } from '@server/test-support/sessions';
import { XSS_CORPUS } from '@server/sanitize/xss-corpus';

const draft = {
  auteur_type: 'Personne physique',
  type_contrat: ["Auteur (droits d'auteur)"],
  auteur_info: { gentille: 'Mme', nom: 'Durand', prenom: 'Camille', date_naissance: '1990-04-12' },
  description_oeuvre: 'Une affiche',
};

type Run = {
  text: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  highlight?: boolean;
};
type El = {
  id: string;
  type: string;
  style?: string;
  runs?: Run[];
  align?: string;
  height?: number;
};
const textOf = (el: El | undefined) => (el?.runs ?? []).map((r) => r.text).join('');

describe.each(APP_BACKENDS)('editor API (%s)', (backend) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let owner: Caller;
  let stranger: Caller;

  beforeAll(async () => {
    t = await createTestApp(backend);
    owner = await signUp(t.app, 'editrice@example.fr');
    stranger = await signUp(t.app, 'curieux@example.fr');
  });
  afterAll(async () => t?.close());

  const call = (caller: Caller, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    callAs(t.app, caller, method, url, payload);
  const newContract = async () =>
    (await call(owner, 'POST', '/api/contracts', { contractData: draft, title: 'Affiche' })).json()
      .id as string;
  const read = async (id: string) =>
    (await call(owner, 'GET', `/api/contracts/${id}/elements`)).json() as {
      elements: El[];
      comments: Array<Record<string, unknown>>;
      version: number;
    };

  it('derives the elements from the engine the first time, as runs, the same on every read', async () => {
    const id = await newContract();
    const first = await call(owner, 'GET', `/api/contracts/${id}/elements?user_id=ignored`);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.version).toBe(1);
    expect(body.comments).toEqual([]);
    expect(body.elements[0]).toMatchObject({ type: 'paragraph', style: 'ContractTitle' });
    expect(body.elements.some((e: El) => e.style === 'ContractArticle')).toBe(true);
    expect(body.elements.map(textOf).join(' ')).toContain('Durand');
    // The model is the wire format: no HTML field anywhere.
    expect(body.elements.every((e: El) => !('text' in e))).toBe(true);
    expect(new Set(body.elements.map((e: El) => e.id)).size).toBe(body.elements.length);
    expect((await read(id)).elements).toEqual(body.elements);
  });

  it('saves the whole list (edits, formatting, order, alignment) and comments anchored by id', async () => {
    const id = await newContract();
    const { elements } = await read(id);
    const [a, b] = [elements[2]!, elements[3]!];
    const runs = [
      { text: 'Texte ' },
      { text: 'modifié', bold: true },
      { text: ' & ' },
      { text: 'surligné', highlight: true },
    ];
    const edited = elements.map((e) => (e.id === a.id ? { ...e, runs, align: 'center' } : e));
    // b moves before a
    const ia = edited.findIndex((e) => e.id === a.id);
    [edited[ia], edited[ia + 1]] = [edited[ia + 1]!, edited[ia]!];
    const comment = {
      id: 'c1',
      elementId: a.id,
      text: 'À revoir',
      date: '2025-01-02T03:04:05.000Z',
      user: 'Camille',
      selectedText: 'x'.repeat(80),
      isEditing: false,
    };
    const saved = await call(owner, 'PUT', `/api/contracts/${id}`, {
      title: 'Affiche v2',
      elements: edited,
      comments: [comment],
      version: 1,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ id, version: 2 });

    const after = await read(id);
    expect(after.version).toBe(2);
    expect(after.elements[ia]!.id).toBe(b.id);
    expect(after.elements[ia + 1]).toMatchObject({ id: a.id, runs, align: 'center' });
    expect(after.comments).toEqual([
      {
        id: 'c1',
        elementId: a.id,
        elementIndex: ia + 1,
        text: 'À revoir',
        date: '2025-01-02T03:04:05.000Z',
        user: 'Camille',
        selectedText: 'x'.repeat(50),
      },
    ]);
    const detail = (await call(owner, 'GET', `/api/contracts/${id}`)).json();
    expect(detail.title).toBe('Affiche v2');

    // Moving the element again (a back above b) re-derives the comment's index from its id.
    const back = after.elements.slice();
    [back[ia], back[ia + 1]] = [back[ia + 1]!, back[ia]!];
    const moved = await call(owner, 'PUT', `/api/contracts/${id}`, {
      title: 'Affiche v2',
      elements: back,
      version: 2,
    });
    expect(moved.statusCode).toBe(200);
    expect((await read(id)).comments[0]).toMatchObject({ elementId: a.id, elementIndex: ia });
  });

  it('accepts comments anchored by index alone, default user « Utilisateur »', async () => {
    const id = await newContract();
    const saved = await call(owner, 'PUT', `/api/contracts/${id}`, {
      title: 'Affiche',
      comments: [
        {
          id: 'c2',
          elementIndex: 2,
          text: 'Note',
          date: '2025-02-01T10:00:00+01:00',
          selectedText: 'Par',
        },
      ],
      version: 1,
    });
    expect(saved.statusCode).toBe(200);
    const after = await read(id);
    expect(after.comments[0]).toMatchObject({
      elementIndex: 2,
      elementId: after.elements[2]!.id,
      user: 'Utilisateur',
    });
  });

  it('answers 409 to a stale version and keeps the first save', async () => {
    const id = await newContract();
    const { elements } = await read(id);
    const tab = (text: string) => ({
      title: 'Affiche',
      elements: elements.map((e, i) => (i === 2 ? { ...e, runs: [{ text }] } : e)),
      version: 1,
    });
    expect(
      (await call(owner, 'PUT', `/api/contracts/${id}`, tab('premier onglet'))).statusCode,
    ).toBe(200);
    const stale = await call(owner, 'PUT', `/api/contracts/${id}`, tab('second onglet'));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('VERSION_CONFLICT');
    expect(textOf((await read(id)).elements[2])).toBe('premier onglet');
  });

  it('is owner-only: 401 without a session, 404 for another user, nothing changed', async () => {
    const id = await newContract();
    expect((await call(NOBODY, 'GET', `/api/contracts/${id}/elements`)).statusCode).toBe(401);
    const other = await call(stranger, 'GET', `/api/contracts/${id}/elements`);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('Durand');
    const put = await call(stranger, 'PUT', `/api/contracts/${id}`, {
      title: 'Pirate',
      comments: [],
      version: 1,
    });
    expect(put.statusCode).toBe(404);
    expect(
      (await call(NOBODY, 'PUT', `/api/contracts/${id}`, { title: 'x', comments: [], version: 1 }))
        .statusCode,
    ).toBe(401);
    expect((await read(id)).version).toBe(1);
    expect(
      (await call(owner, 'GET', '/api/contracts/00000000-0000-4000-8000-000000000000/elements'))
        .statusCode,
    ).toBe(404);
  });

  it('rejects bad bodies with 400 in French: HTML instead of runs, duplicate ids, unknown anchor, oversize comment', async () => {
    const id = await newContract();
    const { elements } = await read(id);
    const put = (body: object) =>
      call(owner, 'PUT', `/api/contracts/${id}`, { title: 'Affiche', version: 1, ...body });
    const html = await put({
      elements: [{ id: 'x', type: 'paragraph', style: 'ContractBody', text: '<p>html</p>' }],
    });
    expect(html.statusCode).toBe(400);
    expect(html.json().error.message).toMatch(/invalides|[éè]/);
    expect((await put({ updatedElements: { '2': '<em>x</em>' } })).statusCode).toBe(400);
    expect((await put({ elements: [elements[0], elements[0]] })).statusCode).toBe(400);
    expect(
      (
        await put({
          comments: [{ id: 'c', elementId: 'nope', text: '', date: '2025-01-01T00:00:00Z' }],
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await put({
          comments: [{ id: 'c', elementIndex: 9999, text: '', date: '2025-01-01T00:00:00Z' }],
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await put({
          comments: [
            { id: 'c', elementIndex: 0, text: 'x'.repeat(5001), date: '2025-01-01T00:00:00Z' },
          ],
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await put({ elements: [{ ...elements[0], runs: [{ text: 'a', script: true }] }] }))
        .statusCode,
    ).toBe(400);
    expect((await put({ elements, is_draft: true })).statusCode).toBe(400);
    // One id twice, a date in the year 9999.
    const comment = { id: 'c', elementIndex: 0, text: 'Note', date: '2026-11-20T10:00:00Z' };
    const twice = await put({ comments: [comment, { ...comment, text: 'Autre' }] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.fields).toEqual([
      { path: 'comments.1.id', message: 'Deux commentaires portent le même identifiant.' },
    ]);
    const future = await put({ comments: [{ ...comment, date: '9999-12-31T00:00:00Z' }] });
    expect(future.json().error.fields).toEqual([
      {
        path: 'comments.0.date',
        message: 'La date du commentaire ne peut pas être dans le futur.',
      },
    ]);
    expect((await read(id)).version).toBe(1);
  });

  it('stores every XSS vector of the corpus as plain text, read back exactly', async () => {
    const id = await newContract();
    const { elements } = await read(id);
    const paragraphs = elements.filter((e) => e.type === 'paragraph');
    const poisoned = elements.map((e) => {
      const at = paragraphs.indexOf(e);
      return at >= 0 && at < XSS_CORPUS.length
        ? { ...e, runs: [{ text: XSS_CORPUS[at]!.slice(0, 20_000) }] }
        : e;
    });
    const saved = await call(owner, 'PUT', `/api/contracts/${id}`, {
      title: 'Affiche',
      elements: poisoned,
      version: 1,
    });
    expect(saved.statusCode).toBe(200);
    // A vector is the user's text: data, kept as typed, escaped by every renderer (core/document).
    expect((await read(id)).elements).toEqual(poisoned);
    const exported = await call(owner, 'GET', `/api/contracts/export/${id}`);
    expect(exported.statusCode).toBe(200);
    for (const el of exported.json().elements)
      expect(el.type === 'spacer' || (Array.isArray(el.runs) && !('text' in el))).toBe(true);
  });
});
