import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_BACKENDS } from '@server/auth/test-support';
import type { DB } from '@server/db/schema';
import { eventHash } from '@server/db/repositories/event-chain';
import { createCustomApp } from '@server/test-support/custom-app';
import { sendFreshContract } from '@server/test-support/signature-request';
import { callAs, signUp, type Caller } from '@server/test-support/sessions';
import { confirmAddress, startSmtpSink, type SmtpSink } from '@server/test-support/smtp-sink';

/**
 * The evidence log cannot be rewritten (docs/electronic-signature.md, « The evidence log »): the
 * database refuses to change or delete a row, and whoever gets past that — someone holding the
 * database but not the log key — still cannot make a rewritten or shortened log check.
 */
describe.each(APP_BACKENDS)('the evidence log (%s)', (backend) => {
  let sink: SmtpSink;
  let t: Awaited<ReturnType<typeof createCustomApp>>;
  let owner: Caller;
  let db: Kysely<DB>;
  let counter = 0;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createCustomApp(backend, {
      mail: { smtpUrl: sink.url, from: 'Clausier <ne-pas-repondre@clausier.test>', outboxDir: '' },
    });
    db = t.database.db;
    owner = await signUp(t.app, `journal-${backend}@exemple.test`);
    await confirmAddress(t.app, sink, `journal-${backend}@exemple.test`);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  const call = (method: 'GET' | 'POST', url: string, body?: object) =>
    callAs(t.app, owner, method, url, body);

  /** A pending request of a fresh contract, its log holding `created` and `sent` events. */
  async function pendingRequest(): Promise<string> {
    counter += 1;
    return sendFreshContract(call, `Cession – journal ${counter}`, `journal-${backend}-${counter}`);
  }

  const chainIntact = async (id: string) =>
    ((await call('GET', `/api/signature-requests/${id}`)).json() as { chainIntact: boolean })
      .chainIntact;

  /** Someone with the database's own rights: the log's triggers set aside while `work` runs. */
  async function pastTheTriggers(work: () => Promise<void>) {
    if (backend === 'postgres') {
      await sql`ALTER TABLE signature_events DISABLE TRIGGER USER`.execute(db);
      try {
        await work();
      } finally {
        await sql`ALTER TABLE signature_events ENABLE TRIGGER USER`.execute(db);
      }
      return;
    }
    const triggers = await sql<{ sql: string }>`
      SELECT sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'signature_events'`.execute(
      db,
    );
    await sql`DROP TRIGGER signature_events_no_update`.execute(db);
    await sql`DROP TRIGGER signature_events_no_delete`.execute(db);
    try {
      await work();
    } finally {
      for (const row of triggers.rows) await sql.raw(row.sql).execute(db);
    }
  }

  const events = (id: string) => t.app.repositories.signatures.events(id);

  it('each row carries an HMAC and the request the head of its chain', async () => {
    const id = await pendingRequest();
    const log = await events(id);
    expect(log.length).toBeGreaterThanOrEqual(2);
    for (const event of log) expect(event.mac).toMatch(/^[0-9a-f]{64}$/);
    const request = await t.app.repositories.signatures.find(id);
    expect(request?.chainHead).toEqual({ hash: log.at(-1)!.hash, length: log.length });
    expect(await chainIntact(id)).toBe(true);
  });

  it('the database refuses to change or delete a row, but a whole request goes with its log', async () => {
    const id = await pendingRequest();
    const before = await events(id);
    await expect(
      db
        .updateTable('signature_events')
        .set({ ip: '10.0.0.1' })
        .where('request_id', '=', id)
        .execute(),
    ).rejects.toThrow();
    await expect(
      db.deleteFrom('signature_events').where('request_id', '=', id).where('seq', '=', 2).execute(),
    ).rejects.toThrow();
    expect(await events(id)).toEqual(before);
    expect(await chainIntact(id)).toBe(true);
    await db.deleteFrom('signature_requests').where('id', '=', id).execute();
    expect(await events(id)).toEqual([]);
  });

  it('rows deleted and inserted again with recomputed hashes: chainIntact is false', async () => {
    const id = await pendingRequest();
    const log = await events(id);
    await pastTheTriggers(async () => {
      await db.deleteFrom('signature_events').where('request_id', '=', id).execute();
      let previous = log[0]!.prev_hash;
      for (const event of log) {
        const forged = { ...event, ip: '198.51.100.99' };
        const hash = eventHash(previous, forged);
        // A consistent chain, with whatever HMAC a forger can make without the key.
        await db
          .insertInto('signature_events')
          .values({ ...forged, prev_hash: previous, hash, mac: event.mac })
          .execute();
        previous = hash;
      }
      await db
        .updateTable('signature_requests')
        .set({ chain_head: previous })
        .where('id', '=', id)
        .execute();
    });
    expect(await chainIntact(id)).toBe(false);
  });

  it('the last rows removed, or the head cleared with the HMACs: chainIntact is false', async () => {
    const cut = await pendingRequest();
    const last = (await events(cut)).at(-1)!;
    await pastTheTriggers(async () => {
      await db
        .deleteFrom('signature_events')
        .where('request_id', '=', cut)
        .where('seq', '=', last.seq)
        .execute();
    });
    expect(await chainIntact(cut)).toBe(false);

    const cleared = await pendingRequest();
    await db
      .updateTable('signature_requests')
      .set({ chain_head: null, chain_length: null })
      .where('id', '=', cleared)
      .execute();
    expect(await chainIntact(cleared)).toBe(false);
  });
});
