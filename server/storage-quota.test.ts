import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_BACKENDS } from './auth/test-support';
import { storageUsage } from './db/repositories/storage-usage';
import { createCustomApp } from './test-support/custom-app';
import { anonymousVisitor, callAs, signUp, type Caller } from './test-support/sessions';

/**
 * One anonymous session imported 100 files of 0.9 MB in 1.7 s (database 1 MB →
 * 98 MB). A per-user quota — contracts, clients, bytes — now refuses the write that would pass
 * it, in French, and stores nothing of it. Small quotas here; the defaults are 500 / 1,000 / 50 MB.
 * Import and the editor are an account's now (docs/product.md §6: a visitor gets 403
 * ACCOUNT_REQUIRED, server/routes/account-only.test.ts), so those paths are tested with accounts;
 * a visitor's wizard saves and address book keep the same quota.
 */
const MB = 1024 * 1024;
const draft = (nom: string) => ({
  auteur_type: 'Personne physique',
  type_contrat: ["Auteur (droits d'auteur)"],
  auteur_info: { nom },
});

/** An export file of ~0.9 MB: 45 paragraphs of 20,000 characters. */
const bigExport = (title: string) =>
  JSON.stringify({
    format: 'clausier-contract',
    version: 1,
    title,
    form_data: draft('Durand'),
    elements: Array.from({ length: 45 }, (_, i) => ({
      id: `p${i}`,
      type: 'paragraph',
      style: 'ContractBody',
      runs: [{ text: `${i}`.padEnd(20_000, 'x') }],
    })),
  });

const client = (n: number) => ({
  id: String(1_700_000_000_000 + n),
  type: 'physical_person',
  gentille: 'M.',
  nom: `Client ${n}`,
  prenom: 'Jean',
});

describe.each(APP_BACKENDS)('storage quota (%s)', (backend) => {
  let t: Awaited<ReturnType<typeof createCustomApp>>;
  beforeAll(async () => {
    t = await createCustomApp(backend, {
      storageQuota: { contracts: 4, clients: 2, bytes: 3 * MB },
    });
  });
  afterAll(async () => t?.close());

  const importJson = (caller: Caller, content: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/contracts/import',
      headers: {
        origin: 'http://localhost:3000',
        cookie: caller.cookie,
        'content-type': 'application/json',
      },
      payload: content,
    });

  it('an account importing 0.9 MB files is stopped at its byte quota, in French', async () => {
    const account = await signUp(t.app, `importe-${backend}@example.fr`);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await importJson(account, bigExport(`Import ${i}`))).statusCode);
    expect(statuses).toEqual([201, 201, 201, 403, 403, 403]);
    const refused = await importJson(account, bigExport('Encore'));
    expect(refused.json()).toEqual({
      error: {
        code: 'STORAGE_QUOTA_EXCEEDED',
        message:
          'Votre espace de stockage est plein (3\u00a0Mo au maximum). Supprimez des contrats ou des clients avant d’enregistrer.',
      },
    });
    const { stored } = await storageUsage(t.database.db, account.userId as string);
    expect(stored.contracts).toBe(3);
    expect(stored.bytes).toBeLessThanOrEqual(3 * MB);
    expect(stored.bytes).toBeGreaterThan(2.5 * MB);
  });

  it('refuses the contract past the count; renaming, saving and deleting still work', async () => {
    const owner = await signUp(t.app, `quota-${backend}@example.fr`);
    const ids: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const created = await callAs(t.app, owner, 'POST', '/api/contracts', {
        contractData: draft(`N${i}`),
        title: `Contrat ${i}`,
      });
      expect(created.statusCode).toBe(201);
      ids.push(created.json().id);
    }
    const fifth = await callAs(t.app, owner, 'POST', '/api/contracts', {
      contractData: draft('N5'),
    });
    expect(fifth.statusCode).toBe(403);
    expect(fifth.json().error).toEqual({
      code: 'CONTRACT_QUOTA_EXCEEDED',
      message:
        'Vous avez atteint la limite de 4 contrats enregistrés. Supprimez des contrats avant d’en créer ou d’en importer d’autres.',
    });
    const imported = await importJson(owner, bigExport('Import'));
    expect(imported.statusCode).toBe(403);
    expect(imported.json().error.code).toBe('CONTRACT_QUOTA_EXCEEDED');
    // Existing contracts can still be saved (the wizard's save with an id) and removed.
    const saved = await callAs(t.app, owner, 'POST', '/api/contracts', {
      id: ids[0],
      contractData: draft('Modifié'),
      version: 1,
    });
    expect(saved.statusCode).toBe(200);
    expect((await callAs(t.app, owner, 'DELETE', `/api/contracts/${ids[1]}`)).statusCode).toBe(204);
    expect(
      (await callAs(t.app, owner, 'POST', '/api/contracts', { contractData: draft('N6') }))
        .statusCode,
    ).toBe(201);
    const { stored } = await storageUsage(t.database.db, owner.userId as string);
    expect(stored.contracts).toBe(4);
  });

  it('refuses growing a contract past the byte quota (wizard save and editor save), accepts what fits', async () => {
    const account = await signUp(t.app, `grandit-${backend}@example.fr`);
    for (let i = 0; i < 3; i += 1)
      expect((await importJson(account, bigExport(`Import ${i}`))).statusCode).toBe(201);
    const created = await callAs(t.app, account, 'POST', '/api/contracts', {
      contractData: draft('Petit'),
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    // The editor's save of 30 paragraphs of 15,000 characters (~450 KB) would pass 3 MB.
    const elements = Array.from({ length: 30 }, (_, i) => ({
      id: `e${i}`,
      type: 'paragraph',
      style: 'ContractBody',
      runs: [{ text: 'y'.repeat(15_000) }],
    }));
    const editorSave = await callAs(t.app, account, 'PUT', `/api/contracts/${id}`, {
      title: 'Petit',
      elements,
      version: 1,
    });
    expect(editorSave.statusCode).toBe(403);
    expect(editorSave.json().error.code).toBe('STORAGE_QUOTA_EXCEEDED');
    const grow = await callAs(t.app, account, 'POST', '/api/contracts', {
      id,
      contractData: { ...draft('Grand'), description_oeuvre: 'z'.repeat(5000) },
      title: 't'.repeat(200),
      version: 1,
    });
    // Small growth still fits: the quota counts the record once, not twice.
    expect(grow.statusCode).toBe(200);
    // A small editor save (shrinking, or growing within the room left) is accepted.
    const small = [
      { id: 'e0', type: 'paragraph', style: 'ContractBody', runs: [{ text: 'Article unique' }] },
    ];
    expect(
      (
        await callAs(t.app, account, 'PUT', `/api/contracts/${id}`, {
          title: 'Petit',
          elements: small,
          version: 2,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('limits the address book, by client and by whole-profile save', async () => {
    const visitor = await anonymousVisitor(t.app);
    expect((await callAs(t.app, visitor, 'POST', '/api/clients', client(1))).statusCode).toBe(201);
    expect((await callAs(t.app, visitor, 'POST', '/api/clients', client(2))).statusCode).toBe(201);
    const third = await callAs(t.app, visitor, 'POST', '/api/clients', client(3));
    expect(third.statusCode).toBe(403);
    expect(third.json().error).toEqual({
      code: 'CLIENT_QUOTA_EXCEEDED',
      message:
        'Vous avez atteint la limite de 2 clients enregistrés. Supprimez des clients avant d’en ajouter d’autres.',
    });
    // Updating one of the two is fine.
    expect(
      (
        await callAs(t.app, visitor, 'PUT', `/api/clients/${client(1).id}`, {
          ...client(1),
          nom: 'Renommé',
          version: 1,
        })
      ).statusCode,
    ).toBe(200);
    // The whole-profile write replaces the list: three clients are refused, two are accepted.
    const profile = (await callAs(t.app, visitor, 'GET', '/api/user-profile')).json();
    const three = await callAs(t.app, visitor, 'POST', '/api/user-profile', {
      ...profile,
      clients: [client(4), client(5), client(6)],
    });
    expect(three.statusCode).toBe(403);
    expect(three.json().error.code).toBe('CLIENT_QUOTA_EXCEEDED');
    const two = await callAs(t.app, visitor, 'POST', '/api/user-profile', {
      ...profile,
      clients: [client(4), client(5)],
    });
    expect(two.statusCode).toBe(200);
    expect(two.json().clients.map((c: { id: string }) => c.id)).toEqual([
      client(4).id,
      client(5).id,
    ]);
  });
});
