import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BACKENDS,
  createTestDatabase,
  migrateTestDatabase,
  type TestDatabase,
} from '@server/auth/test-support';
import {
  findRequest,
  insertSignatureRequest,
  requestPdf,
  transitionRequest,
} from '../repositories/signatures';
import { up } from './0009-closed-request-documents';

/** Requests closed unsigned before migration 0009 lose their frozen PDF and document too. */
describe.each(BACKENDS)('0009: closed requests keep nothing of the contract (%s)', (backend) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(backend);
    await migrateTestDatabase(test.database);
  });
  afterAll(async () => {
    await test?.cleanup();
  });

  async function request(status: 'pending' | 'cancelled' | 'refused' | 'expired') {
    const id = randomUUID();
    await insertSignatureRequest(
      test.database.db,
      id,
      {
        ownerId: 'owner',
        contractId: randomUUID(),
        title: `Cession – ${status}`,
        sender: 'Camille (camille@exemple.fr)',
        senderEmail: 'camille@exemple.fr',
        order: 'parallel',
        document: { elements: [] } as never,
        documentFingerprint: 'f'.repeat(64),
        documentPdf: Buffer.from('%PDF-1.7 figé'),
        documentSha256: 'a'.repeat(64),
        expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      },
      [
        {
          id: randomUUID(),
          slot: 'cedant',
          role: 'cedant',
          name: 'Léa Durand',
          email: `lea-${id}@exemple.fr`,
          status: 'invited',
          tokenHash: randomUUID(),
        },
      ],
    );
    if (status !== 'pending') await transitionRequest(test.database.db, id, 'pending', status);
    return id;
  }

  it('erases the frozen PDF and document of cancelled, refused and expired requests only', async () => {
    const open = await request('pending');
    const closed = [await request('cancelled'), await request('refused'), await request('expired')];
    await up(test.database.db as never);
    expect(await requestPdf(test.database.db, open, 'document_pdf')).not.toBeNull();
    expect((await findRequest(test.database.db, open))?.document).toEqual({ elements: [] });
    for (const id of closed) {
      expect(await requestPdf(test.database.db, id, 'document_pdf')).toBeNull();
      const kept = await findRequest(test.database.db, id);
      expect(kept?.document).toBeNull();
      expect(kept?.documentSha256).toBe('a'.repeat(64));
    }
  });
});
