import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDraft } from '@core/templates/test-drafts';
import { APP_BACKENDS } from '@server/auth/test-support';
import type { AuthTables } from '@server/db/auth-tables';
import { ERASED_ACCOUNT_NAME, ERASED_OWNER_ID } from '@server/db/repositories/signatures';
import { createCustomApp } from '@server/test-support/custom-app';
import { sendFreshContract } from '@server/test-support/signature-request';
import { callAs, signUp, TEST_ORIGIN, type Caller } from '@server/test-support/sessions';
import { signerSide } from '@server/test-support/signing';
import { confirmAddress, startSmtpSink, type SmtpSink } from '@server/test-support/smtp-sink';
import { sweepSignatureRequests } from '@server/use-cases/manage-signature-requests';
import { useCaseDeps } from '@server/plugins/use-case-deps';
import { multipartBody } from '../contract-transfer/multipart.test-support';

const PASSWORD = 'mot-de-passe-solide-42';
const DAY = 24 * 60 * 60 * 1000;
const flat = (text: string) => text.replace(/\s+/g, ' ');

type Exported = {
  signature_requests: {
    sent: {
      id: string;
      status: string;
      signed_pdf_url: string | null;
      signers: Record<string, unknown>[];
      events: Record<string, unknown>[];
    }[];
    received: {
      id: string;
      status: string;
      sender: string;
      you: Record<string, unknown>;
      signed_pdf_url: string | null;
      signed_pdf_until: string | null;
      events: { signer_id: string | null; type: string }[];
    }[];
  };
};

/**
 * Evidence outlives an account (LEGAL J21; docs/electronic-signature.md, « What is kept »): the
 * export holds the account's signature requests, sent and received; deleting the account keeps
 * each request everyone signed, pseudonymised and still verifiable, for five years, and erases
 * the others.
 */
describe.each(APP_BACKENDS)('signature requests of a deleted account (%s)', (backend) => {
  let sink: SmtpSink;
  let t: Awaited<ReturnType<typeof createCustomApp>>;
  let side: ReturnType<typeof signerSide>;
  let owner: Caller;
  let other: Caller;
  const ownerEmail = `preuve-${backend}@exemple.test`;
  const otherEmail = `autre-${backend}@exemple.test`;
  const authorEmail = `auteur-${backend}@exemple.test`;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createCustomApp(backend, {
      mail: { smtpUrl: sink.url, from: 'Clausier <ne-pas-repondre@clausier.test>', outboxDir: '' },
    });
    side = signerSide(t.app, t.config, sink);
    owner = await signUp(t.app, ownerEmail);
    await confirmAddress(t.app, sink, ownerEmail);
    other = await signUp(t.app, otherEmail);
    await confirmAddress(t.app, sink, otherEmail);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  /** `caller` sends a fresh contract to the author at `author` and the grantee at `grantee`. */
  async function send(caller: Caller, title: string, author: string, grantee: string) {
    const call = (method: 'GET' | 'POST', url: string, body?: object) =>
      callAs(t.app, caller, method, url, body);
    const saved = await call('POST', '/api/contracts', {
      contractData: makeDraft({}),
      title,
      isDraft: false,
    });
    const contractId = (saved.json() as { id: string }).id;
    const { signatories } = (
      await call('GET', `/api/contracts/${contractId}/signatories`)
    ).json() as {
      signatories: { slot: string; role: string; name: string }[];
    };
    const created = await call('POST', `/api/contracts/${contractId}/signature-requests`, {
      signers: signatories.map((s, i) => ({ ...s, email: i === 0 ? author : grantee })),
    });
    expect(created.statusCode, created.body).toBe(201);
    return (created.json() as { id: string }).id;
  }

  /** Both signers sign: the author (Léa Durand), then the grantee (Paul Martin). */
  async function signAll(id: string, author: string, grantee: string) {
    const [first, second] = await side.signers(id);
    expect((await side.sign(first!.token, author, 'Léa Durand')).statusCode).toBe(200);
    expect((await side.sign(second!.token, grantee, 'Paul Martin')).json()).toEqual({
      status: 'completed',
    });
  }

  const exported = async () => {
    const answer = await callAs(t.app, owner, 'GET', '/api/account/export');
    expect(answer.statusCode).toBe(200);
    return answer.json() as Exported;
  };

  it('the export holds them; the deletion keeps the signed one, pseudonymised and verifiable, for five years', async () => {
    const { signatures } = t.app.repositories;
    // Sent and signed by everyone, the owner signing the grantee's slot at their own address.
    const signed = await send(owner, 'Cession – signée', authorEmail, ownerEmail);
    await signAll(signed, authorEmail, ownerEmail);
    // Sent and still pending; sent and cancelled.
    const pending = await sendFreshContract(
      (method, url, body) => callAs(t.app, owner, method, url, body),
      'Cession – en cours',
      `en-cours-${backend}`,
    );
    const cancelled = await sendFreshContract(
      (method, url, body) => callAs(t.app, owner, method, url, body),
      'Cession – annulée',
      `annulee-${backend}`,
    );
    await callAs(t.app, owner, 'POST', `/api/signature-requests/${cancelled}/cancel`, {});
    // Received: another account asks the owner to sign, as its author.
    const received = await send(other, 'Cession – reçue', ownerEmail, otherEmail);
    await signAll(received, ownerEmail, otherEmail);

    // The export: sent with their logs and the sealed PDF's link, received at the confirmed address.
    const data = await exported();
    const sent = data.signature_requests.sent;
    expect(sent.map((r) => [r.id, r.status]).sort()).toEqual(
      [
        [signed, 'completed'],
        [pending, 'pending'],
        [cancelled, 'cancelled'],
      ].sort(),
    );
    const mine = sent.find((r) => r.id === signed)!;
    expect(mine.signed_pdf_url).toBe(
      `${t.config.auth.baseUrl}/api/signature-requests/${signed}/pdf`,
    );
    expect(mine.events.map((e) => e.type)).toEqual(
      expect.arrayContaining(['created', 'sent', 'signed', 'completed']),
    );
    // The owner's own slot and steps in full; another signer's without IP or browser.
    const [authorSlot, ownSlot] = mine.signers;
    expect(ownSlot).toMatchObject({ email: ownerEmail, status: 'signed', ip: expect.any(String) });
    expect(authorSlot).toMatchObject({ email: authorEmail, status: 'signed' });
    expect(authorSlot).not.toHaveProperty('ip');
    const authorSigned = mine.events.find(
      (e) => e.type === 'signed' && e.signer_id === authorSlot!.id,
    );
    expect(authorSigned).not.toHaveProperty('ip');
    expect(
      mine.events.find((e) => e.type === 'signed' && e.signer_id === ownSlot!.id),
    ).toHaveProperty('ip');

    expect(data.signature_requests.received).toHaveLength(1);
    const asked = data.signature_requests.received[0]!;
    expect(asked).toMatchObject({
      id: received,
      status: 'completed',
      sender: `autre-${backend} (${otherEmail})`,
      you: { email: ownerEmail, status: 'signed', signed_name: 'Léa Durand' },
    });
    expect(asked.events.length).toBeGreaterThan(0);
    expect(asked.events.every((e) => e.signer_id === asked.you.id)).toBe(true);
    expect(asked.signed_pdf_until).not.toBeNull();
    const link = new URL(asked.signed_pdf_url!);
    const copy = await t.app.inject({
      method: 'GET',
      url: link.pathname,
      headers: { origin: TEST_ORIGIN },
    });
    expect(copy.statusCode).toBe(200);
    expect(copy.rawPayload.equals((await signatures.pdf(received, 'signed_pdf'))!)).toBe(true);

    // An address nobody confirmed proves nothing: no request received is exported.
    const users = t.database.db.withTables<AuthTables>();
    await users
      .updateTable('user')
      .set({ emailVerified: (backend === 'sqlite' ? 0 : false) as never })
      .where('id', '=', owner.userId!)
      .execute();
    expect((await exported()).signature_requests.received).toEqual([]);
    await users
      .updateTable('user')
      .set({ emailVerified: (backend === 'sqlite' ? 1 : true) as never })
      .where('id', '=', owner.userId!)
      .execute();

    // The account goes.
    const sealed = (await signatures.pdf(signed, 'signed_pdf'))!;
    const before = await signatures.find(signed);
    const logBefore = await signatures.events(signed);
    const mails = sink.received.length;
    const deleted = await callAs(t.app, owner, 'DELETE', '/api/account', { password: PASSWORD });
    expect(deleted.json()).toEqual({ status: 'deleted' });
    const notice = await sink.waitFor(ownerEmail, { after: mails, subject: 'Votre compte' });
    expect(flat(notice.text)).toContain(
      'Seule la preuve du contrat que toutes les parties ont signé électroniquement',
    );

    // The signed request stays, pseudonymised: no id, name or address of the account.
    const kept = (await signatures.find(signed))!;
    expect(kept).toMatchObject({
      status: 'completed',
      ownerId: ERASED_OWNER_ID,
      sender: ERASED_ACCOUNT_NAME,
      senderEmail: '',
      document: null,
      signedSha256: before!.signedSha256,
      documentSha256: before!.documentSha256,
      completedAt: before!.completedAt,
      chainHead: before!.chainHead,
    });
    expect(kept.ownerErasedAt).not.toBeNull();
    expect(await signatures.pdf(signed, 'signed_pdf')).toBeNull();
    expect(await signatures.pdf(signed, 'document_pdf')).toBeNull();
    const keptSigners = await signatures.signers(signed);
    expect(keptSigners.map((s) => [s.name, s.email, s.signedName])).toEqual([
      ['Mme Léa Durand', authorEmail, 'Léa Durand'],
      [ERASED_ACCOUNT_NAME, '', ERASED_ACCOUNT_NAME],
    ]);
    const rows = await t.database.db
      .selectFrom('signature_requests')
      .selectAll()
      .where('id', '=', signed)
      .execute();
    const signerRows = await signatures.signers(signed);
    expect(JSON.stringify([rows, signerRows])).not.toContain(ownerEmail);
    expect(JSON.stringify([rows, signerRows])).not.toContain(owner.userId!);
    expect(await callAs(t.app, other, 'GET', `/api/signature-requests/${signed}`)).toMatchObject({
      statusCode: 404,
    });

    // Its log is kept as it was sealed, and still checks.
    expect(await signatures.events(signed)).toEqual(logBefore);
    expect(await signatures.brokenLink(kept)).toBeNull();

    // The other signers can still have their copy verified; their link no longer serves it.
    const form = multipartBody({ name: 'contrat.pdf', type: 'application/pdf', content: sealed });
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/verify',
      headers: { origin: TEST_ORIGIN, 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(verified.json()).toMatchObject({
      state: 'intact',
      request: {
        id: signed,
        signers: [{ name: 'Mme Léa Durand' }, { name: ERASED_ACCOUNT_NAME }],
      },
    });
    const [authorLink] = await side.signers(signed);
    const gone = await side.route(authorLink!.token, 'GET', '');
    expect(gone.statusCode).toBe(410);
    expect(gone.json().error.details).toMatchObject({ reason: 'account_deleted' });
    expect(gone.json().error.message).toContain('son expéditeur a supprimé son compte Clausier');

    // What was not signed by everyone went, with its log; another account's request stays whole.
    for (const id of [pending, cancelled]) {
      expect(await signatures.find(id)).toBeNull();
      expect(await signatures.events(id)).toEqual([]);
    }
    expect((await signatures.signers(received))[0]!.email).toBe(ownerEmail);

    // Five years after completion, the sweep deletes it with its log.
    const completedAt = Date.parse(kept.completedAt!);
    const early = await sweepSignatureRequests(
      useCaseDeps(t.app),
      new Date(completedAt + 5 * 365 * DAY - DAY),
    );
    expect(early.purged).toBe(0);
    expect(await signatures.find(signed)).not.toBeNull();
    const late = await sweepSignatureRequests(
      useCaseDeps(t.app),
      new Date(completedAt + 5 * 366 * DAY),
    );
    expect(late.purged).toBe(1);
    expect(await signatures.find(signed)).toBeNull();
    expect(await signatures.events(signed)).toEqual([]);
    expect(await signatures.find(received)).not.toBeNull();
  }, 120_000);
});
