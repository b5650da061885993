import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { APP_BACKENDS, createTestApp } from '../auth/test-support';
import { ERROR_CATALOGUE } from '../errors';
import { callAs, signUp, type Caller } from '../test-support/sessions';

/**
 * No lost update: every update of an existing record names the version it
 * was read at. Two tabs that read the same version both save: the second gets 409 and the first
 * edit is still there. A save without a version gets 428 (it would otherwise overwrite blindly).
 * An omitted status flag keeps the stored value.
 */
const draft = (nom: string) => ({
  auteur_type: 'Personne physique',
  type_contrat: ["Auteur (droits d'auteur)"],
  auteur_info: { nom, prenom: 'Camille' },
});

const expectRefused = (response: LightMyRequestResponse, status: 409 | 428) => {
  expect(response.statusCode, response.body).toBe(status);
  const code = status === 409 ? 'VERSION_CONFLICT' : 'VERSION_REQUIRED';
  expect(response.json().error).toEqual({ code, message: ERROR_CATALOGUE[code].message });
};

describe.each(APP_BACKENDS)('no lost update (%s)', (backend) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let me: Caller;

  beforeAll(async () => {
    t = await createTestApp(backend);
    me = await signUp(t.app, 'deux-onglets@example.fr');
  });
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    callAs(t.app, me, method, url, payload);
  const read = async (id: string) => (await call('GET', `/api/contracts/${id}`)).json();
  const create = async (body: object = {}) => {
    const created = await call('POST', '/api/contracts', {
      contractData: draft('Départ'),
      title: 'Départ',
      ...body,
    });
    expect(created.statusCode).toBe(201);
    return created.json() as { id: string; version: number };
  };

  describe('the wizard save (POST /api/contracts with an id)', () => {
    it('two tabs save from the same version: the second gets 409 and the first edit is kept', async () => {
      const { id, version } = await create();
      const tabA = await call('POST', '/api/contracts', {
        id,
        contractData: draft('Onglet A'),
        version,
      });
      expect(tabA.statusCode).toBe(200);
      expect(tabA.json()).toEqual({ id, version: version + 1 });
      const tabB = await call('POST', '/api/contracts', {
        id,
        contractData: draft('Onglet B'),
        version,
      });
      expectRefused(tabB, 409);
      expect(await read(id)).toMatchObject({
        version: version + 1,
        form_data: { auteur_info: { nom: 'Onglet A' } },
      });
      // Reloaded (the version the 409 told it to fetch), tab B saves on top of A, knowingly.
      const again = await call('POST', '/api/contracts', {
        id,
        contractData: draft('Onglet B'),
        version: version + 1,
      });
      expect(again.json()).toEqual({ id, version: version + 2 });
    });

    it('concurrent saves from one version: exactly one wins', async () => {
      const { id } = await create();
      const saves = await Promise.all(
        ['A', 'B', 'C', 'D'].map((tab) =>
          call('POST', '/api/contracts', { id, contractData: draft(`Onglet ${tab}`), version: 1 }),
        ),
      );
      expect(saves.map((s) => s.statusCode).sort()).toEqual([200, 409, 409, 409]);
      const winner = saves.findIndex((s) => s.statusCode === 200);
      expect((await read(id)).form_data.auteur_info.nom).toBe(`Onglet ${'ABCD'[winner]}`);
    });

    it('an update without a version answers 428 and changes nothing', async () => {
      const { id } = await create();
      expectRefused(
        await call('POST', '/api/contracts', { id, contractData: draft('Écrasé'), isDraft: false }),
        428,
      );
      expect(await read(id)).toMatchObject({
        version: 1,
        is_draft: true,
        form_data: { auteur_info: { nom: 'Départ' } },
      });
    });

    it('a creation (no id) needs no version', async () => {
      expect(
        (await call('POST', '/api/contracts', { contractData: draft('Neuf') })).statusCode,
      ).toBe(201);
    });

    it('another owner’s id still answers 404 without a version (nothing is revealed)', async () => {
      const stranger = await signUp(t.app, 'etranger-versions@example.fr');
      const { id } = await create();
      const response = await callAs(t.app, stranger, 'POST', '/api/contracts', {
        id,
        contractData: draft('Intrus'),
      });
      expect(response.statusCode).toBe(404);
    });

    it('an omitted isDraft or fromStep6 keeps the stored status: a finalised contract stays finalised', async () => {
      const { id } = await create({ isDraft: false, fromStep6: true, title: 'Contrat final' });
      const saved = await call('POST', '/api/contracts', {
        id,
        contractData: draft('Corrigé'),
        version: 1,
      });
      expect(saved.statusCode).toBe(200);
      expect(await read(id)).toMatchObject({
        title: 'Contrat final',
        is_draft: false,
        from_step6: true,
        version: 2,
        form_data: { auteur_info: { nom: 'Corrigé' } },
      });
      // Given, a flag still changes (an explicit return to draft is allowed).
      await call('POST', '/api/contracts', {
        id,
        contractData: draft('Corrigé'),
        isDraft: true,
        version: 2,
      });
      expect(await read(id)).toMatchObject({ is_draft: true, from_step6: true, version: 3 });
    });

    it('a creation still defaults to a draft not from step 6', async () => {
      const { id } = await create();
      expect(await read(id)).toMatchObject({ is_draft: true, from_step6: false });
    });
  });

  describe('rename / finalise (PUT /api/contracts/:id)', () => {
    it('409 for the stale tab, 428 without a version, and the omitted is_draft is kept', async () => {
      const { id } = await create({ isDraft: false, title: 'Fini' });
      expectRefused(
        await call('PUT', `/api/contracts/${id}`, { title: 'Sans version', is_draft: true }),
        428,
      );
      const tabA = await call('PUT', `/api/contracts/${id}`, { title: 'Onglet A', version: 1 });
      expect(tabA.json()).toEqual({ id, version: 2 });
      expectRefused(
        await call('PUT', `/api/contracts/${id}`, {
          title: 'Onglet B',
          is_draft: false,
          version: 1,
        }),
        409,
      );
      expect(await read(id)).toMatchObject({ title: 'Onglet A', is_draft: false, version: 2 });
    });
  });

  describe('the editor save (PUT /api/contracts/:id with elements)', () => {
    it('409 for the stale tab, 428 without a version', async () => {
      const { id } = await create({ isDraft: false, title: 'Éditeur' });
      const loaded = (await call('GET', `/api/contracts/${id}/elements`)).json();
      const body = { title: 'Éditeur', elements: loaded.elements, comments: [] };
      expectRefused(await call('PUT', `/api/contracts/${id}`, body), 428);
      const tabA = await call('PUT', `/api/contracts/${id}`, { ...body, version: loaded.version });
      expect(tabA.json()).toEqual({ id, version: loaded.version + 1 });
      expectRefused(
        await call('PUT', `/api/contracts/${id}`, {
          ...body,
          title: 'Onglet B',
          version: loaded.version,
        }),
        409,
      );
      expect(await read(id)).toMatchObject({ title: 'Éditeur', version: loaded.version + 1 });
    });
  });

  describe('the profile (POST /api/user-profile)', () => {
    it('a first save creates without a version; later ones need it (428), a stale one gets 409', async () => {
      const me2 = await signUp(t.app, 'profil-versions@example.fr');
      const post = (payload: object) => callAs(t.app, me2, 'POST', '/api/user-profile', payload);
      const first = await post({ physical_person: { nom: 'Premier' } });
      expect(first.statusCode).toBe(200);
      expect(first.json().version).toBe(1);

      expectRefused(await post({ physical_person: { nom: 'Sans version' } }), 428);

      const tabA = await post({ physical_person: { nom: 'Onglet A' }, version: 1 });
      expect(tabA.json()).toMatchObject({ version: 2, physical_person: { nom: 'Onglet A' } });
      expectRefused(await post({ physical_person: { nom: 'Onglet B' }, version: 1 }), 409);
      // "I saw no profile" (version 0) is stale too once one exists.
      expectRefused(await post({ physical_person: { nom: 'Onglet C' }, version: 0 }), 409);
      const stored = (await callAs(t.app, me2, 'GET', '/api/user-profile')).json();
      expect(stored).toMatchObject({ version: 2, physical_person: { nom: 'Onglet A' } });
    });

    it('two first saves at once: one creates, the other is refused (409, or 428 if it saw the first)', async () => {
      const me3 = await signUp(t.app, 'profil-course@example.fr');
      const saves = await Promise.all(
        ['A', 'B'].map((tab) =>
          callAs(t.app, me3, 'POST', '/api/user-profile', {
            physical_person: { nom: `Onglet ${tab}` },
          }),
        ),
      );
      const [won, lost] = [...saves].sort((a, b) => a.statusCode - b.statusCode);
      expect(won?.statusCode).toBe(200);
      expect([409, 428]).toContain(lost?.statusCode);
      const winner = saves[0]?.statusCode === 200 ? 'Onglet A' : 'Onglet B';
      expect(
        (await callAs(t.app, me3, 'GET', '/api/user-profile')).json().physical_person.nom,
      ).toBe(winner);
    });
  });

  describe('a client (PUT /api/clients/:id)', () => {
    it('409 for the stale tab, 428 without a version, the new version in the answer', async () => {
      const created = await call('POST', '/api/clients', {
        type: 'physical_person',
        gentille: 'Mme',
        nom: 'Durand',
        prenom: 'Léa',
      });
      expect(created.statusCode).toBe(201);
      const { id, version } = created.json().client;
      expect(version).toBe(1);
      const put = (payload: object) =>
        call('PUT', `/api/clients/${id}`, {
          type: 'physical_person',
          gentille: 'Mme',
          prenom: 'Léa',
          ...payload,
        });
      expectRefused(await put({ nom: 'Sans version' }), 428);
      const tabA = await put({ nom: 'Onglet A', version: 1 });
      expect(tabA.json().client).toMatchObject({ nom: 'Onglet A', version: 2 });
      expectRefused(await put({ nom: 'Onglet B', version: 1 }), 409);
      const list = (await call('GET', '/api/clients')).json().clients;
      expect(list.find((c: { id: string }) => c.id === id)).toMatchObject({
        nom: 'Onglet A',
        version: 2,
      });
    });
  });
});
