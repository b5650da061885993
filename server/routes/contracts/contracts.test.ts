import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TERMS_INPUT } from '@core/releases/release-fixtures';
import { APP_BACKENDS, createTestApp } from '@server/auth/test-support';
import {
  anonymousVisitor,
  callAs,
  NOBODY,
  signUp,
  type Caller,
} from '@server/test-support/sessions';

const draft = (nom: string) => ({
  auteur_type: 'Personne physique',
  type_contrat: ["Auteur (droits d'auteur)"],
  auteur_info: { nom, prenom: 'Camille' },
});

describe.each(APP_BACKENDS)('contracts API (%s)', (backend) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let owner: Caller;

  beforeAll(async () => {
    t = await createTestApp(backend);
    owner = await signUp(t.app, 'proprietaire@example.fr');
  });
  afterAll(async () => t?.close());

  const call = (
    caller: Caller,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => callAs(t.app, caller, method, url, payload);

  it('tells which listed contracts can become a séance, without sending their answers', async () => {
    const save = async (title: string, contractData: object) => {
      const saved = await call(owner, 'POST', '/api/contracts', {
        contractData,
        title,
        isDraft: false,
        fromStep6: true,
      });
      expect(saved.statusCode, saved.body).toBe(201);
      return saved.json().id as string;
    };
    const image = await save('Autorisation défilé', {
      ...TERMS_INPUT,
      auteur_type: 'Personne physique',
    });
    const modelSide = await save('Mon image cédée', {
      ...TERMS_INPUT,
      auteur_type: 'Personne physique',
      side: 'cedant',
    });
    const copyright = await save('Droits d’auteur', draft('Martin'));
    const listed = (await call(owner, 'GET', '/api/contracts')).json().contracts as {
      id: string;
      offers_release: boolean;
    }[];
    const offers = (id: string) => listed.find((c) => c.id === id)?.offers_release;
    expect([offers(image), offers(modelSide), offers(copyright)]).toEqual([true, false, false]);
    for (const id of [image, modelSide, copyright])
      expect((await call(owner, 'DELETE', `/api/contracts/${id}`)).statusCode).toBe(204);
  });

  it('creates, lists, reads, renames and deletes a contract', async () => {
    const created = await call(owner, 'POST', '/api/contracts', {
      contractData: draft('Durand'),
      title: 'Affiche du festival',
      isDraft: true,
      fromStep6: false,
      user_id: 'anon_quelquun_dautre',
    });
    expect(created.statusCode).toBe(201);
    const { id, version } = created.json();
    expect(version).toBe(1);

    const list = await call(owner, 'GET', '/api/contracts');
    expect(list.statusCode).toBe(200);
    const summary = list.json().contracts.find((c: { id: string }) => c.id === id);
    expect(summary).toMatchObject({
      id,
      title: 'Affiche du festival',
      is_draft: true,
      from_step6: false,
      version: 1,
      // Who the contract is with, named from its answers, which are not sent.
      client: 'Camille Durand',
      // A copyright contract: no séance is offered from it.
      offers_release: false,
    });
    expect(summary).not.toHaveProperty('form_data');

    const read = await call(owner, 'GET', `/api/contracts/${id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().form_data.auteur_info).toMatchObject({ nom: 'Durand', prenom: 'Camille' });
    expect(read.json().form_data).not.toHaveProperty('user_id');
    expect(read.json()).not.toHaveProperty('owner_id');

    const renamed = await call(owner, 'PUT', `/api/contracts/${id}`, {
      title: 'Contrat final',
      is_draft: false,
      preserve_data: true,
      version: 1,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ id, version: 2 });
    const after = (await call(owner, 'GET', `/api/contracts/${id}`)).json();
    expect(after).toMatchObject({ title: 'Contrat final', is_draft: false, version: 2 });
    expect(after.form_data.auteur_info.nom).toBe('Durand');

    // A rename to spaces or zero-width characters alone is refused, the title kept.
    for (const blank of ['', '   ', '\u200b\u200b']) {
      const refused = await call(owner, 'PUT', `/api/contracts/${id}`, {
        title: blank,
        version: 2,
      });
      expect(refused.statusCode, JSON.stringify(blank)).toBe(400);
      expect(refused.json().error.fields).toEqual([
        { path: 'title', message: 'Le titre ne peut pas être vide.' },
      ]);
    }
    expect((await call(owner, 'GET', `/api/contracts/${id}`)).json().title).toBe('Contrat final');

    const removed = await call(owner, 'DELETE', `/api/contracts/${id}`);
    expect(removed.statusCode).toBe(204);
    const gone = await call(owner, 'GET', `/api/contracts/${id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.code).toBe('CONTRACT_NOT_FOUND');
  });

  it('lists newest first', async () => {
    const first = (
      await call(owner, 'POST', '/api/contracts', { contractData: draft('A'), title: 'Premier' })
    ).json();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = (
      await call(owner, 'POST', '/api/contracts', { contractData: draft('B'), title: 'Second' })
    ).json();
    const ids = (await call(owner, 'GET', '/api/contracts'))
      .json()
      .contracts.map((c: { id: string }) => c.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
  });

  it('names an untitled draft "Brouillon - {date}"', async () => {
    const { id } = (
      await call(owner, 'POST', '/api/contracts', { contractData: draft('C') })
    ).json();
    const { title } = (await call(owner, 'GET', `/api/contracts/${id}`)).json();
    expect(title).toMatch(/^Brouillon - \d{2}\/\d{2}\/\d{4}$/);
  });

  it('updates its own contract when POST carries its id', async () => {
    const { id } = (
      await call(owner, 'POST', '/api/contracts', {
        contractData: draft('Avant'),
        title: 'Brouillon',
      })
    ).json();
    const saved = await call(owner, 'POST', '/api/contracts', {
      id,
      contractData: draft('Après'),
      title: 'Brouillon',
      fromStep6: true,
      version: 1,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ id, version: 2 });
    const read = (await call(owner, 'GET', `/api/contracts/${id}`)).json();
    expect(read).toMatchObject({ from_step6: true, version: 2 });
    expect(read.form_data.auteur_info.nom).toBe('Après');
  });

  it('gives a visitor without a session an anonymous one on the first save', async () => {
    const created = await call(NOBODY, 'POST', '/api/contracts', {
      contractData: draft('Visiteur'),
    });
    expect(created.statusCode).toBe(201);
    const cookies = ([] as string[]).concat(created.headers['set-cookie'] as string[]);
    expect(cookies.some((c) => /HttpOnly/i.test(c))).toBe(true);
  });

  it('a save naming a stored record without a session fails as before, and creates no visitor', async () => {
    const users = async () =>
      Number(
        (
          await t.database.db
            .withTables<{ user: { id: string } }>()
            .selectFrom('user')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await users();
    const contract = await call(NOBODY, 'POST', '/api/contracts', {
      contractData: draft('Visiteur'),
      id: 'aadbdc55-4f8a-4182-9372-53c82c9ffe41',
      version: 1,
    });
    expect(contract.statusCode).toBe(404); // the wizard then saves its answers afresh
    expect(contract.headers['set-cookie']).toBeUndefined();
    const profile = await call(NOBODY, 'POST', '/api/user-profile', {
      physical_person: { nom: 'Martin' },
      version: 5,
    });
    expect(profile.statusCode).toBe(409);
    expect(profile.json().error.message).toContain('Votre session a expiré');
    expect(profile.headers['set-cookie']).toBeUndefined();
    expect(await users()).toBe(before);
  });

  it('answers 409 to the second of two saves made from the same version, and loses nothing', async () => {
    const { id } = (
      await call(owner, 'POST', '/api/contracts', { contractData: draft('D'), title: 'Départ' })
    ).json();
    const [a, b] = await Promise.all([
      call(owner, 'PUT', `/api/contracts/${id}`, { title: 'Onglet A', version: 1 }),
      call(owner, 'PUT', `/api/contracts/${id}`, { title: 'Onglet B', version: 1 }),
    ]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const winner = a.statusCode === 200 ? 'Onglet A' : 'Onglet B';
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().error).toMatchObject({ code: 'VERSION_CONFLICT' });
    expect(loser.json().error.message).toMatch(/modifié ailleurs/);
    const read = (await call(owner, 'GET', `/api/contracts/${id}`)).json();
    expect(read).toMatchObject({ title: winner, version: 2 });

    const stalePost = await call(owner, 'POST', '/api/contracts', {
      id,
      contractData: draft('E'),
      version: 1,
    });
    expect(stalePost.statusCode).toBe(409);
  });

  it('validates bodies and params with French field errors', async () => {
    const unknownField = await call(owner, 'POST', '/api/contracts', {
      contractData: draft('F'),
      isAdmin: true,
    });
    expect(unknownField.statusCode).toBe(400);
    expect(unknownField.json().error.code).toBe('VALIDATION_FAILED');
    expect(unknownField.json().error.message).toBe('Les données envoyées sont invalides.');

    const wrongType = await call(owner, 'POST', '/api/contracts', {
      contractData: { ...draft('G'), exclusivite: 'oui' },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().error.fields).toContainEqual({
      path: 'contractData.exclusivite',
      message: 'exclusivite doit être vrai ou faux.',
    });

    const badVersion = await call(
      owner,
      'PUT',
      '/api/contracts/00000000-0000-4000-8000-000000000000',
      { title: 'x', version: 'deux' },
    );
    expect(badVersion.statusCode).toBe(400);
    expect(badVersion.json().error.fields.map((f: { path: string }) => f.path)).toContain(
      'version',
    );
    // A missing version is a missing precondition (428, lost-update.test.ts), after the 404 of a record not ours.
    const noVersion = await call(
      owner,
      'PUT',
      '/api/contracts/00000000-0000-4000-8000-000000000000',
      { title: 'x' },
    );
    expect(noVersion.statusCode).toBe(404);

    const notAUuid = await call(owner, 'GET', '/api/contracts/pas-un-uuid');
    expect(notAUuid.statusCode).toBe(404);
    expect(notAUuid.json().error.code).toBe('CONTRACT_NOT_FOUND');
  });

  it('takes the editor variant (use-cases/save-editor-content) but never mixed with the metadata fields', async () => {
    const { id } = (
      await call(owner, 'POST', '/api/contracts', { contractData: draft('H') })
    ).json();
    const elements = [
      { id: 'p1', type: 'paragraph', style: 'ContractBody', runs: [{ text: 'x' }] },
    ];
    const mixed = await call(owner, 'PUT', `/api/contracts/${id}`, {
      title: 'x',
      version: 1,
      is_draft: false,
      elements,
    });
    expect(mixed.statusCode).toBe(400);
    const unknown = await call(owner, 'PUT', `/api/contracts/${id}`, {
      title: 'x',
      version: 1,
      html: '<p>x</p>',
    });
    expect(unknown.statusCode).toBe(400);
    const editor = await call(owner, 'PUT', `/api/contracts/${id}`, {
      title: 'x',
      version: 1,
      elements,
    });
    expect(editor.statusCode).toBe(200);
  });

  it('a visitor reaches the list only with a session', async () => {
    const response = await call(NOBODY, 'GET', '/api/contracts');
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toEqual({
      code: 'UNAUTHENTICATED',
      message: 'Vous devez être connecté pour effectuer cette action.',
    });
    const visitor = await anonymousVisitor(t.app);
    const own = await call(visitor, 'GET', '/api/contracts');
    expect(own.json()).toEqual({ contracts: [] });
  });
});
