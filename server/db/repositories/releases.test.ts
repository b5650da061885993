import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReleaseTerms } from '@core/releases/terms';
import {
  BACKENDS,
  createTestDatabase,
  migrateTestDatabase,
  type TestDatabase,
} from '@server/auth/test-support';
import {
  closeRelease,
  countParticipants,
  findOwnedRelease,
  findReleaseByTokenHash,
  insertParticipant,
  insertRelease,
  listOwnedReleases,
  listParticipants,
  type NewRelease,
} from './releases';

/**
 * The releases' storage on both dialects: the route suite above it runs on SQLite only, so the
 * reads by owner and by link, the close that happens once and the participants' count are held
 * here.
 */
const newRelease = (ownerId: string, title: string): NewRelease => ({
  id: randomUUID(),
  ownerId,
  title,
  sender: 'Hugo Bernard (hugo@exemple.test)',
  senderEmail: 'hugo@exemple.test',
  terms: {
    description_oeuvre: 'Séance « portrait » – l’œuvre',
    supports: ['presse'],
  } as unknown as ReleaseTerms,
  termsSha256: 'd'.repeat(64),
  closesOn: '2099-12-31',
  participantCap: 40,
  consent: {
    text: 'J’ai lu et j’accepte',
    at: '2026-12-06T12:00:00.000Z',
    ip: '203.0.113.7',
    userAgent: null,
  },
  tokenHash: randomUUID(),
});

describe.each(BACKENDS)('release storage (%s)', (backend) => {
  let test: TestDatabase;
  const db = () => test.database.db;

  beforeAll(async () => {
    test = await createTestDatabase(backend);
    await migrateTestDatabase(test.database);
  });
  afterAll(async () => test?.cleanup());

  it('round-trips a release, found by its owner or its link only', async () => {
    const release = newRelease('photographe', 'Séance du 6 décembre');
    await insertRelease(db(), release);
    const { tokenHash, ...stored } = release;
    const found = await findOwnedRelease(db(), 'photographe', release.id);
    expect(found).toMatchObject({ ...stored, closedAt: null });
    expect(found?.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(await findReleaseByTokenHash(db(), tokenHash)).toEqual(found);
    expect(await findOwnedRelease(db(), 'autre', release.id)).toBeNull();
    expect(await findOwnedRelease(db(), 'photographe', 'pas-un-uuid')).toBeNull();
    expect(await findReleaseByTokenHash(db(), 'inconnu')).toBeNull();
    await expect(
      insertRelease(db(), { ...newRelease('photographe', 'Doublon'), tokenHash }),
    ).rejects.toThrow();
  });

  it('lists an owner’s releases, newest first', async () => {
    const first = newRelease('liste', 'Première');
    await insertRelease(db(), first);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = newRelease('liste', 'Seconde');
    await insertRelease(db(), second);
    expect((await listOwnedReleases(db(), 'liste')).map((r) => r.title)).toEqual([
      'Seconde',
      'Première',
    ]);
    expect(await listOwnedReleases(db(), 'personne')).toEqual([]);
  });

  it('closes a release once, and only for its owner', async () => {
    const release = newRelease('fermeture', 'À fermer');
    await insertRelease(db(), release);
    expect(await closeRelease(db(), 'autre', release.id)).toBe(false);
    const closes = await Promise.all(
      [1, 2, 3].map(() => closeRelease(db(), 'fermeture', release.id)),
    );
    expect(closes.filter(Boolean)).toHaveLength(1);
    expect((await findOwnedRelease(db(), 'fermeture', release.id))?.closedAt).toMatch(/Z$/);
    expect(await closeRelease(db(), 'fermeture', 'pas-un-uuid')).toBe(false);
  });

  it('counts and lists participants per release; they go with their release', async () => {
    const release = newRelease('participants', 'Séance');
    const other = newRelease('participants', 'Autre séance');
    await insertRelease(db(), release);
    await insertRelease(db(), other);
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    for (const id of ids) {
      await insertParticipant(db(), {
        id,
        releaseId: release.id,
        contractId: `contrat-${id}`,
        requestId: `demande-${id}`,
      });
    }
    await insertParticipant(db(), {
      id: randomUUID(),
      releaseId: other.id,
      contractId: 'c',
      requestId: 'r',
    });
    expect(await countParticipants(db(), release.id)).toBe(3);
    expect(await countParticipants(db(), other.id)).toBe(1);
    const listed = await listParticipants(db(), release.id);
    expect(listed.map((p) => p.id).sort()).toEqual([...ids].sort());
    expect(listed[0]).toMatchObject({
      releaseId: release.id,
      contractId: `contrat-${listed[0]!.id}`,
    });
    await db().deleteFrom('releases').where('id', '=', release.id).execute();
    expect(await countParticipants(db(), release.id)).toBe(0);
  });
});
