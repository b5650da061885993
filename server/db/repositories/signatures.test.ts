import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractDocument } from '@core/schemas/document';
import {
  BACKENDS,
  createTestDatabase,
  migrateTestDatabase,
  type TestDatabase,
} from '@server/auth/test-support';
import { brokenLink } from './event-chain';
import {
  appendEvent,
  claimSealing,
  closeUnsigned,
  countCodeAttempt,
  eraseFrozenDocument,
  findRequest,
  ERASED_ACCOUNT_NAME,
  ERASED_OWNER_ID,
  insertSignatureRequest,
  keepEvidenceOfErasedOwner,
  listEvents,
  listSigners,
  pendingRequestsOfContract,
  purgeKeptEvidence,
  releaseSealing,
  signersAtMailbox,
  requestPdf,
  storeSignedPdf,
  transitionRequest,
  updateSigner,
  type NewSignatureRequest,
  type NewSigner,
} from './signatures';

/**
 * The signatures' storage on both dialects: the route suites above it run on SQLite only, so
 * every conditional write they lean on (one winner of a race), the one-pending index and the
 * log's triggers are held here.
 */
const LOG_KEY = new Uint8Array(32).fill(7);

const newRequest = (contractId: string): NewSignatureRequest => ({
  ownerId: 'owner-1',
  contractId,
  title: 'Cession – « essai »',
  sender: 'Hugo Bernard (hugo@exemple.test)',
  senderEmail: 'hugo@exemple.test',
  order: 'parallel',
  document: { blocks: [] } as unknown as ContractDocument,
  documentFingerprint: 'empreinte',
  documentPdf: new Uint8Array([37, 80, 68, 70, 0, 255]),
  documentSha256: 'a'.repeat(64),
  expiresAt: '2099-01-01T00:00:00.000Z',
});

describe.each(BACKENDS)('signature storage (%s)', (backend) => {
  let test: TestDatabase;
  const db = () => test.database.db;

  beforeAll(async () => {
    test = await createTestDatabase(backend);
    await migrateTestDatabase(test.database);
  });
  afterAll(async () => test?.cleanup());

  /** A pending request of a fresh contract with two invited signers. */
  async function pending(contractId = randomUUID()) {
    const id = randomUUID();
    const signers: NewSigner[] = ['a', 'b'].map((slot) => ({
      id: randomUUID(),
      slot,
      role: slot === 'a' ? 'cedant' : 'cessionnaire',
      name: `Signataire ${slot}`,
      email: `${slot}-${id}@exemple.test`,
      status: 'invited',
      tokenHash: randomUUID(),
    }));
    await insertSignatureRequest(db(), id, newRequest(contractId), signers);
    return { id, contractId, signers };
  }

  it('stores a request and its signers, bytes and order intact', async () => {
    const { id, contractId } = await pending();
    const request = await findRequest(db(), id);
    expect(request).toMatchObject({ id, contractId, status: 'pending', completedAt: null });
    expect(Buffer.from((await requestPdf(db(), id, 'document_pdf'))!)).toEqual(
      Buffer.from([37, 80, 68, 70, 0, 255]),
    );
    expect((await listSigners(db(), id)).map((s) => s.slot)).toEqual(['a', 'b']);
  });

  it('refuses a second pending request for one contract, not a pending one beside closed ones', async () => {
    const { id, contractId } = await pending();
    await expect(pending(contractId)).rejects.toThrow();
    expect(await pendingRequestsOfContract(db(), 'owner-1', contractId)).toHaveLength(1);
    expect(await transitionRequest(db(), id, 'pending', 'cancelled')).toBe(true);
    const next = await pending(contractId);
    expect((await pendingRequestsOfContract(db(), 'owner-1', contractId)).map((r) => r.id)).toEqual(
      [next.id],
    );
  });

  it('lets exactly one of concurrent transitions from the same status win', async () => {
    const { id } = await pending();
    const results = await Promise.all(
      (['cancelled', 'refused', 'expired', 'cancelled'] as const).map((to) =>
        transitionRequest(db(), id, 'pending', to),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await transitionRequest(db(), id, 'pending', 'cancelled')).toBe(false);
  });

  it('claims the sealing once, releases it, and stores the signed copy only while pending', async () => {
    const { id } = await pending();
    const at = '2026-12-06T12:00:00.000Z';
    const claims = await Promise.all([1, 2, 3].map(() => claimSealing(db(), id, at)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    await releaseSealing(db(), id);
    expect((await findRequest(db(), id))?.completedAt).toBeNull();
    expect(await claimSealing(db(), id, at)).toBe(true);
    expect(await storeSignedPdf(db(), id, new Uint8Array([1, 2]), 'b'.repeat(64))).toBe(true);
    expect(await storeSignedPdf(db(), id, new Uint8Array([3]), 'c'.repeat(64))).toBe(false);
    expect(await findRequest(db(), id)).toMatchObject({
      status: 'completed',
      signedSha256: 'b'.repeat(64),
    });
    expect(await claimSealing(db(), id, at)).toBe(false);
  });

  it('erases the frozen document of a closed request only', async () => {
    const open = await pending();
    await eraseFrozenDocument(db(), open.id);
    expect(await requestPdf(db(), open.id, 'document_pdf')).not.toBeNull();
    await transitionRequest(db(), open.id, 'pending', 'expired');
    await eraseFrozenDocument(db(), open.id);
    expect(await requestPdf(db(), open.id, 'document_pdf')).toBeNull();
  });

  it('updates a signer only from the statuses given', async () => {
    const { signers } = await pending();
    const [a] = signers;
    const signedAt = '2026-12-06T12:00:00.000Z';
    const sign = () =>
      updateSigner(db(), a!.id, 'invited', { status: 'signed', signed_at: signedAt });
    const results = await Promise.all([sign(), sign(), sign()]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await updateSigner(db(), a!.id, ['waiting', 'invited'], { status: 'refused' })).toBe(
      false,
    );
  });

  it('changes no signer of a request that was cancelled meanwhile', async () => {
    const { id, signers } = await pending();
    expect(await closeUnsigned(db(), id, 'cancelled')).toBe(true);
    expect(
      await updateSigner(db(), signers[0]!.id, 'invited', {
        status: 'signed',
        signed_at: '2026-12-07T12:00:00.000Z',
      }),
    ).toBe(false);
    expect((await listSigners(db(), id)).map((s) => s.status)).toEqual(['invited', 'invited']);
  });

  it('cancels or expires a request only while a signature is missing and no seal is under way', async () => {
    const signAll = async (signers: NewSigner[]) => {
      for (const signer of signers)
        await updateSigner(db(), signer.id, 'invited', {
          status: 'signed',
          signed_at: '2026-12-07T12:00:00.000Z',
        });
    };
    // Everyone has signed, the seal not claimed yet: the cancel that used to erase it loses.
    const allSigned = await pending();
    await signAll(allSigned.signers);
    expect(await closeUnsigned(db(), allSigned.id, 'cancelled')).toBe(false);
    expect(await closeUnsigned(db(), allSigned.id, 'expired')).toBe(false);
    expect((await findRequest(db(), allSigned.id))?.status).toBe('pending');

    // Being sealed (the claim is taken before the last signer is read again): not closed either.
    const sealing = await pending();
    await updateSigner(db(), sealing.signers[0]!.id, 'invited', { status: 'signed' });
    expect(await claimSealing(db(), sealing.id, '2026-12-07T12:00:00.000Z')).toBe(true);
    expect(await closeUnsigned(db(), sealing.id, 'cancelled')).toBe(false);

    // One signature missing: cancelled, once.
    const half = await pending();
    await updateSigner(db(), half.signers[0]!.id, 'invited', { status: 'signed' });
    const results = await Promise.all([
      closeUnsigned(db(), half.id, 'cancelled'),
      closeUnsigned(db(), half.id, 'expired'),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(['cancelled', 'expired']).toContain((await findRequest(db(), half.id))?.status);
  });

  it('counts every one of many code attempts sent at once, and none once the signer has signed', async () => {
    const { signers } = await pending();
    const [a] = signers;
    const counts = await Promise.all(
      Array.from({ length: 12 }, () => countCodeAttempt(db(), a!.id)),
    );
    expect(counts.map((c) => c!.ofCode).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 1),
    );
    await updateSigner(db(), a!.id, 'invited', { status: 'signed' });
    expect(await countCodeAttempt(db(), a!.id)).toBeNull();
  });

  it('chains concurrent appends one after the other and moves the head forward only', async () => {
    const { id } = await pending();
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        appendEvent(db(), LOG_KEY, id, { type: 'sent', details: { i, text: '« é »' } }),
      ),
    );
    const log = await listEvents(db(), id);
    expect(log.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5, 6]);
    const request = await findRequest(db(), id);
    expect(request?.chainHead).toEqual({ hash: log.at(-1)!.hash, length: 6 });
    expect(brokenLink(log, { key: LOG_KEY, head: request!.chainHead })).toBeNull();
  });

  it('refuses to change or delete a log row, but a whole request goes with its log and signers', async () => {
    const { id } = await pending();
    await appendEvent(db(), LOG_KEY, id, { type: 'created' });
    await appendEvent(db(), LOG_KEY, id, { type: 'sent' });
    const before = await listEvents(db(), id);
    await expect(
      db()
        .updateTable('signature_events')
        .set({ ip: '10.0.0.1' })
        .where('request_id', '=', id)
        .execute(),
    ).rejects.toThrow();
    await expect(
      db()
        .deleteFrom('signature_events')
        .where('request_id', '=', id)
        .where('seq', '=', 2)
        .execute(),
    ).rejects.toThrow();
    expect(await listEvents(db(), id)).toEqual(before);
    await db().deleteFrom('signature_requests').where('id', '=', id).execute();
    expect(await listEvents(db(), id)).toEqual([]);
    expect(await listSigners(db(), id)).toEqual([]);
  });

  it('finds a mailbox’s signer slots in any case and through a + alias, LIKE’s wildcards literal', async () => {
    const { id } = await pending();
    const signers = (await listSigners(db(), id)).map((s) => s.id);
    const set = (signerId: string, email: string) =>
      db().updateTable('signature_signers').set({ email }).where('id', '=', signerId).execute();
    await set(signers[0]!, `Jeanne.Dupont+contrats@Exemple.test`);
    await set(signers[1]!, `jeanne_dupont@exemple.test`);
    expect((await signersAtMailbox(db(), 'jeanne.dupont@exemple.test')).map((s) => s.id)).toEqual([
      signers[0],
    ]);
    expect((await signersAtMailbox(db(), 'JEANNE_DUPONT@exemple.test')).map((s) => s.id)).toEqual([
      signers[1],
    ]);
    expect(await signersAtMailbox(db(), 'jeanne%dupont@exemple.test')).toEqual([]);
  });

  it('keeps a completed request pseudonymised when its owner goes, and purges it after the delay', async () => {
    const owner = `parti-${randomUUID()}`;
    const request = async (status: 'completed' | 'cancelled') => {
      const id = randomUUID();
      await insertSignatureRequest(db(), id, { ...newRequest(randomUUID()), ownerId: owner }, [
        {
          id: randomUUID(),
          slot: 'a',
          role: 'cedant',
          name: 'Hugo',
          email: 'HUGO@exemple.test',
          status: 'signed',
          tokenHash: randomUUID(),
        },
        {
          id: randomUUID(),
          slot: 'b',
          role: 'cessionnaire',
          name: 'Léa',
          email: 'lea@exemple.test',
          status: 'signed',
          tokenHash: randomUUID(),
        },
      ]);
      await appendEvent(db(), LOG_KEY, id, { type: 'created' });
      await transitionRequest(db(), id, 'pending', status, {
        completed_at: '2020-01-01T00:00:00.000Z',
      });
      return id;
    };
    const signed = await request('completed');
    const cancelled = await request('cancelled');
    expect(await keepEvidenceOfErasedOwner(db(), owner, null, '2026-12-06T12:00:00.000Z')).toBe(1);
    expect(await findRequest(db(), signed)).toMatchObject({
      ownerId: ERASED_OWNER_ID,
      sender: ERASED_ACCOUNT_NAME,
      senderEmail: '',
    });
    expect(await requestPdf(db(), signed, 'document_pdf')).toBeNull();
    expect((await listSigners(db(), signed)).map((s) => [s.name, s.email])).toEqual([
      [ERASED_ACCOUNT_NAME, ''],
      ['Léa', 'lea@exemple.test'],
    ]);
    expect(await listEvents(db(), signed)).toHaveLength(1);
    expect((await findRequest(db(), cancelled))?.ownerId).toBe(owner);
    expect(await purgeKeptEvidence(db(), '2019-01-01T00:00:00.000Z')).toBe(0);
    expect(await purgeKeptEvidence(db(), '2021-01-01T00:00:00.000Z')).toBe(1);
    expect(await findRequest(db(), signed)).toBeNull();
    expect(await listEvents(db(), signed)).toEqual([]);
  });
});
