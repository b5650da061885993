import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { frenchSpacing } from '@core/document/typography';
import type { ClosedSigning } from '@core/schemas/signature';
import { SIGNED_COPY_DAYS } from '@core/signature/closed-link';
import { APP_BACKENDS } from '@server/auth/test-support';
import { createCustomApp } from '@server/test-support/custom-app';
import { makeDraft } from '@core/templates/test-drafts';
import { sendFreshContract } from '@server/test-support/signature-request';
import { callAs, signUp, type Caller } from '@server/test-support/sessions';
import { SIGNER_ROUTES, signerSide } from '@server/test-support/signing';
import { confirmAddress, startSmtpSink, type SmtpSink } from '@server/test-support/smtp-sink';
import { sweepSignatureRequests } from '@server/use-cases/manage-signature-requests';
import { useCaseDeps } from '@server/plugins/use-case-deps';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Closed requests (docs/electronic-signature.md, « Closed requests »): once cancelled, refused or
 * expired, every route of a signer's link answers 410 with who closed it and nothing of the
 * contract, and the frozen PDF is erased; a completed request serves its sealed PDF to each signer
 * for SIGNED_COPY_DAYS, then answers 410 too.
 */
describe.each(APP_BACKENDS)('closed signature requests (%s)', (backend) => {
  let sink: SmtpSink;
  let t: Awaited<ReturnType<typeof createCustomApp>>;
  let owner: Caller;
  let side: ReturnType<typeof signerSide>;
  let counter = 0;
  const ownerEmail = `ferme-${backend}@exemple.test`;
  const sender = `ferme-${backend} (${ownerEmail})`;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createCustomApp(backend, {
      mail: { smtpUrl: sink.url, from: 'Clausier <ne-pas-repondre@clausier.test>', outboxDir: '' },
    });
    owner = await signUp(t.app, ownerEmail);
    await confirmAddress(t.app, sink, ownerEmail);
    side = signerSide(t.app, t.config, sink);
  }, 60_000);
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object) =>
    callAs(t.app, owner, method, url, body);

  /** A pending request of a fresh contract; its signers at `ferme-<backend>-<n>-<i>@…`. */
  async function pendingRequest() {
    counter += 1;
    const prefix = `ferme-${backend}-${counter}`;
    const id = await sendFreshContract(call, `Cession – close ${counter}`, prefix);
    return {
      id,
      signers: await side.signers(id),
      email: (i: number) => `${prefix}-${i}@exemple.test`,
    };
  }

  /** Every route of the link answers 410 SIGNATURE_CLOSED with `expected` in its details. */
  async function expectGone(token: string, expected: object, message: RegExp) {
    for (const [method, step] of SIGNER_ROUTES) {
      const answer = await side.route(token, method, step);
      expect(answer.statusCode, `${method} ${step} ${answer.body}`).toBe(410);
      const { error } = answer.json() as {
        error: { code: string; message: string; details: ClosedSigning };
      };
      expect(error.code).toBe('SIGNATURE_CLOSED');
      expect(error.message, `${method} ${step}`).toMatch(message);
      expect(error.details).toMatchObject(expected);
      // Nothing of the contract: no title, no text, no hash.
      expect(answer.body).not.toMatch(/Cession|elements|[0-9a-f]{64}/);
    }
  }

  /** What the request keeps of the contract: its frozen PDF and document, or nothing. */
  async function frozenKept(id: string) {
    const request = await t.app.repositories.signatures.find(id);
    return {
      pdf: await t.app.repositories.signatures.pdf(id, 'document_pdf'),
      document: request?.document ?? null,
    };
  }

  it('cancelled by its sender: 410 on each route saying who cancelled it, the frozen PDF erased', async () => {
    const request = await pendingRequest();
    const token = request.signers[0]!.token;
    expect((await side.route(token, 'GET', '')).statusCode).toBe(200);
    expect((await side.route(token, 'GET', '/pdf')).statusCode).toBe(200);
    expect((await frozenKept(request.id)).pdf).not.toBeNull();

    expect(
      (await call('POST', `/api/signature-requests/${request.id}/cancel`, {})).statusCode,
    ).toBe(204);
    await expectGone(
      token,
      {
        status: 'cancelled',
        reason: 'cancelled',
        by: sender,
        sender,
        you: { status: 'invited', at: null },
      },
      /^La demande a été annulée par ferme-/,
    );
    expect(await frozenKept(request.id)).toEqual({ pdf: null, document: null });
    // Its hashes, signers and log stay, and the log still checks.
    const shown = await call('GET', `/api/signature-requests/${request.id}`);
    expect(shown.json()).toMatchObject({ status: 'cancelled', chainIntact: true });
  });

  it('a change of the contract cancels it: the signers are told the contract changed', async () => {
    const request = await pendingRequest();
    const contractId = (await t.app.repositories.signatures.find(request.id))!.contractId;
    const contract = (await call('GET', `/api/contracts/${contractId}`)).json() as {
      version: number;
    };
    const renamed = await call('PUT', `/api/contracts/${contractId}`, {
      title: 'Cession – renommée',
      version: contract.version,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    await expectGone(
      request.signers[1]!.token,
      { status: 'cancelled', reason: 'contract_changed' },
      /a modifié le contrat après l’avoir envoyé/,
    );
    expect(await frozenKept(request.id)).toEqual({ pdf: null, document: null });
  });

  it('refused: the one who refused reads « Vous avez refusé », the other who refused', async () => {
    const request = await pendingRequest();
    const [author, grantee] = request.signers;
    const refused = await side.route(author!.token, 'POST', '/refuse');
    expect(refused.statusCode).toBe(204);
    await expectGone(
      author!.token,
      { status: 'refused', reason: 'refused', by: author!.name, you: { status: 'refused' } },
      /^Vous avez refusé de signer ce contrat le /,
    );
    await expectGone(
      grantee!.token,
      { status: 'refused', reason: 'refused', by: author!.name, you: { status: 'invited' } },
      new RegExp(`^${author!.name} a refusé de signer ce contrat`),
    );
    expect(await frozenKept(request.id)).toEqual({ pdf: null, document: null });
  });

  it('a refusal is told to each signer in words that fit them, and to the sender with the next step', async () => {
    const request = await pendingRequest();
    const [author, grantee] = request.signers;
    const start = sink.received.length;
    const signed = await side.sign(grantee!.token, request.email(1), grantee!.name);
    expect(signed.statusCode, signed.body).toBe(200);
    expect((await side.route(author!.token, 'POST', '/refuse')).statusCode).toBe(204);

    const refuser = await sink.waitFor(request.email(0), {
      subject: 'Vous avez refusé de signer',
      after: start,
    });
    expect(refuser.text).toContain(`${sender}, qui vous l’avait envoyée, en a été averti`);
    const signedBefore = await sink.waitFor(request.email(1), {
      subject: 'Demande de signature close',
      after: start,
    });
    expect(signedBefore.text).toContain(`${author!.name} a refusé de signer.`);
    expect(signedBefore.text).toContain('Vous aviez déjà signé');
    expect(signedBefore.text).not.toContain('Le lien que vous avez reçu');
    const { contractId, title } = (await t.app.repositories.signatures.find(request.id))!;
    const owner = await sink.waitFor(ownerEmail, {
      subject: frenchSpacing(`Signature refusée : ${title}`),
      after: start,
    });
    expect(owner.text).toContain('Prochaine étape');
    expect(owner.text).toContain(`/contracts/${contractId}`);
  });

  it('a sender who signs too gets the sender’s message with its next step, never « rien à faire »', async () => {
    const saved = await call('POST', '/api/contracts', {
      contractData: makeDraft({}),
      title: 'Cession – l’expéditeur signe',
      isDraft: false,
    });
    const contractId = (saved.json() as { id: string }).id;
    const suggested = (await call('GET', `/api/contracts/${contractId}/signatories`)).json() as {
      signatories: { slot: string; role: string; name: string; email: string }[];
    };
    // The author first, then the sender in the grantee's slot (their own address, suggested).
    const refuserEmail = `ferme-${backend}-auteur@exemple.test`;
    const created = await call('POST', `/api/contracts/${contractId}/signature-requests`, {
      order: 'sequential',
      signers: suggested.signatories.map((s) =>
        s.slot === 'auteur' ? { ...s, email: refuserEmail } : s,
      ),
    });
    expect(created.statusCode, created.body).toBe(201);
    const [author] = await side.signers((created.json() as { id: string }).id);
    const start = sink.received.length;
    expect((await side.route(author!.token, 'POST', '/refuse')).statusCode).toBe(204);
    const told = await sink.waitFor(ownerEmail, { subject: 'Signature refusée', after: start });
    expect(told.text).toContain('Prochaine étape');
    await sink.waitFor(refuserEmail, { subject: 'Vous avez refusé de signer', after: start });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const toSender = sink.received.slice(start).filter((mail) => mail.to.includes(ownerEmail));
    expect(toSender).toHaveLength(1);
    expect(toSender[0]!.subject).toMatch(/^Signature refusée/);
  });

  it('a cancellation tells the invited signers their link no longer works', async () => {
    const request = await pendingRequest();
    const start = sink.received.length;
    expect(
      (await call('POST', `/api/signature-requests/${request.id}/cancel`, {})).statusCode,
    ).toBe(204);
    for (const i of [0, 1]) {
      const mail = await sink.waitFor(request.email(i), {
        subject: 'Demande de signature close',
        after: start,
      });
      expect(mail.text).toContain('l’expéditeur l’a annulée.');
      expect(mail.text).toContain('Le lien que vous avez reçu ne fonctionne plus.');
    }
  });

  it('a deleted account: the signers of its pending requests are told why their link is gone', async () => {
    const leaving = `parti-${backend}@exemple.test`;
    const gone = await signUp(t.app, leaving);
    await confirmAddress(t.app, sink, leaving);
    const as = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object) =>
      callAs(t.app, gone, method, url, body);
    const prefix = `parti-${backend}-signataire`;
    const id = await sendFreshContract(as, 'Cession – compte supprimé', prefix);
    const start = sink.received.length;
    const deleted = await as('DELETE', '/api/account', { password: 'mot-de-passe-solide-42' });
    expect(deleted.json()).toEqual({ status: 'deleted' });
    const mail = await sink.waitFor(`${prefix}-0@exemple.test`, {
      subject: 'Demande de signature close',
      after: start,
    });
    expect(mail.text).toContain('a supprimé son compte Clausier.');
    expect(await t.app.repositories.signatures.find(id)).toBeNull();
  });

  it('expired: 410 as soon as its date has passed, the frozen PDF erased by the sweep', async () => {
    const request = await pendingRequest();
    const token = request.signers[0]!.token;
    const expiresAt = Date.parse((await t.app.repositories.signatures.find(request.id))!.expiresAt);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(expiresAt + 1000);
    // Before the sweep has marked it.
    await expectGone(
      token,
      { status: 'expired', reason: 'expired' },
      /^Cette demande a expiré le /,
    );
    vi.useRealTimers();
    await sweepSignatureRequests(useCaseDeps(t.app), new Date(expiresAt + 1000));
    expect((await t.app.repositories.signatures.find(request.id))!.status).toBe('expired');
    await expectGone(
      token,
      { status: 'expired', reason: 'expired' },
      /^Cette demande a expiré le /,
    );
    expect(await frozenKept(request.id)).toEqual({ pdf: null, document: null });
  });

  it(`completed: each signer gets the sealed PDF for ${SIGNED_COPY_DAYS} days, then 410`, async () => {
    const request = await pendingRequest();
    const [author, grantee] = request.signers;
    expect((await side.sign(author!.token, request.email(0), 'Léa Durand')).statusCode).toBe(200);
    const done = await side.sign(grantee!.token, request.email(1), 'Paul Martin');
    expect(done.json()).toEqual({ status: 'completed' });
    const completed = await t.app.repositories.signatures.find(request.id);
    const sealed = await t.app.repositories.signatures.pdf(request.id, 'signed_pdf');
    expect(sealed).not.toBeNull();

    for (const signer of [author!, grantee!]) {
      const view = await side.route(signer.token, 'GET', '');
      expect(view.statusCode).toBe(200);
      expect(view.json()).toMatchObject({ request: { status: 'completed' } });
      const pdf = await side.route(signer.token, 'GET', '/pdf');
      expect(pdf.statusCode).toBe(200);
      expect(pdf.rawPayload.equals(sealed!)).toBe(true);
      // Nothing is left to do on it.
      expect((await side.route(signer.token, 'POST', '/code')).statusCode).toBe(410);
    }

    const completedAt = Date.parse(completed!.completedAt!);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(completedAt + SIGNED_COPY_DAYS * DAY - 60_000);
    expect((await side.route(author!.token, 'GET', '/pdf')).statusCode).toBe(200);
    vi.setSystemTime(completedAt + SIGNED_COPY_DAYS * DAY + 60_000);
    await expectGone(
      author!.token,
      { status: 'completed', reason: 'completed', you: { status: 'signed' } },
      /^Toutes les parties ont signé ce contrat le /,
    );
    vi.useRealTimers();
    // Its owner keeps it, in « Mes Contrats ».
    const owned = await call('GET', `/api/signature-requests/${request.id}/pdf`);
    expect(owned.statusCode).toBe(200);
    expect(owned.rawPayload.equals(sealed!)).toBe(true);
  }, 90_000);
});
