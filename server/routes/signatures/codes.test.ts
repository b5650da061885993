import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_BACKENDS } from '@server/auth/test-support';
import { createCustomApp } from '@server/test-support/custom-app';
import { sendFreshContract } from '@server/test-support/signature-request';
import { callAs, signUp, TEST_ORIGIN, type Caller } from '@server/test-support/sessions';
import { confirmAddress, startSmtpSink, type SmtpSink } from '@server/test-support/smtp-sink';

/**
 * A signer's code attempts add up over the life of their link (docs/electronic-signature.md,
 * « Signing page »): a new code does not buy new guesses; past 15 the link is locked, the owner
 * told, and their reminder unlocks it.
 */
describe.each(APP_BACKENDS)('signing codes (%s)', (backend) => {
  let sink: SmtpSink;
  let t: Awaited<ReturnType<typeof createCustomApp>>;
  let owner: Caller;
  let counter = 0;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createCustomApp(backend, {
      mail: { smtpUrl: sink.url, from: 'Clausier <ne-pas-repondre@clausier.test>', outboxDir: '' },
    });
    owner = await signUp(t.app, `codes-${backend}@exemple.test`);
    await confirmAddress(t.app, sink, `codes-${backend}@exemple.test`);
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
    return sendFreshContract(call, `Cession – codes ${counter}`, `codes-${backend}-${counter}`);
  }

  const publicCall = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { origin: TEST_ORIGIN },
      ...(payload ? { payload } : {}),
    });

  async function newCode(token: string, email: string): Promise<string> {
    // A code is sent only to a signer who was shown the contract (here: its text to its end).
    await publicCall('POST', `/api/sign/${token}/read`);
    const before = sink.received.length;
    const sent = await publicCall('POST', `/api/sign/${token}/code`, {});
    expect(sent.statusCode, sent.body).toBe(200);
    for (let tries = 0; tries < 200; tries += 1) {
      const mail = sink.received
        .slice(before)
        .find((m) => m.to.includes(email) && /^\d{6}\b/.test(m.subject));
      if (mail) return mail.subject.slice(0, 6);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`aucun code reçu pour ${email}`);
  }

  it('no code before the signer was shown the contract: the PDF or the text to its end, each logged', async () => {
    const id = await pendingRequest();
    const tokens = await Promise.all(
      [0, 1].map(async (i) => {
        const email = `codes-${backend}-${counter}-${i}@exemple.test`;
        const invitation = await sink.waitFor(email, { subject: 'Contrat' });
        return /\/signer\/([A-Za-z0-9_-]+)/.exec(invitation.text)![1]!;
      }),
    );
    for (const token of tokens) {
      // Opening the page alone is not reading the contract.
      expect((await publicCall('GET', `/api/sign/${token}`)).statusCode).toBe(200);
      const early = await publicCall('POST', `/api/sign/${token}/code`, {});
      expect(early.statusCode).toBe(409);
      expect(early.json().error).toMatchObject({
        code: 'SIGNATURE_DOCUMENT_NOT_OPENED',
        message: expect.stringContaining(
          'faites défiler son texte jusqu’à la fin, ou ouvrez-le en PDF',
        ),
      });
    }
    const [byText, byPdf] = tokens as [string, string];
    expect((await publicCall('POST', `/api/sign/${byText}/read`)).statusCode).toBe(204);
    expect((await publicCall('GET', `/api/sign/${byPdf}/pdf`)).statusCode).toBe(200);
    for (const token of tokens)
      expect((await publicCall('POST', `/api/sign/${token}/code`, {})).statusCode).toBe(200);
    const types = (await t.app.repositories.signatures.events(id)).map((e) => e.type);
    expect(types.indexOf('read')).toBeLessThan(types.indexOf('code_sent'));
    expect(types).toContain('viewed');
    expect(types.filter((type) => type === 'code_sent')).toHaveLength(2);
  });

  it('the 16th guess never comes: 15 wrong codes lock the link, the owner is told and unlocks it', async () => {
    const id = await pendingRequest();
    const email = `codes-${backend}-${counter}-0@exemple.test`;
    const invitation = await sink.waitFor(email, { subject: 'Contrat' });
    const token = /\/signer\/([A-Za-z0-9_-]+)/.exec(invitation.text)![1]!;
    const name = (
      (await publicCall('GET', `/api/sign/${token}`)).json() as {
        signer: { name: string };
      }
    ).signer.name;
    const guess = (code: string) =>
      publicCall('POST', `/api/sign/${token}/sign`, {
        code: code === '000000' ? '111111' : '000000',
        consent: true,
        name,
      });
    const answers: string[] = [];
    for (let round = 0; round < 3; round += 1) {
      const code = await newCode(token, email);
      for (let i = 0; i < 5; i += 1) answers.push((await guess(code)).json().error.code as string);
    }
    expect(answers.slice(0, 4)).toEqual(Array(4).fill('SIGNATURE_CODE_INVALID'));
    expect(answers[4]).toBe('SIGNATURE_CODE_LOCKED');
    expect(answers[14]).toBe('SIGNATURE_LINK_LOCKED');
    // A fourth code is refused: the link is locked, not the code.
    const refused = await publicCall('POST', `/api/sign/${token}/code`, {});
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('SIGNATURE_LINK_LOCKED');
    expect(refused.json().error.message).toContain('bloqué');
    const told = await sink.waitFor(`codes-${backend}@exemple.test`, {
      subject: 'Lien de signature bloqué',
    });
    expect(told.text).toContain(name);
    const failed = (await t.app.repositories.signatures.events(id)).filter(
      (e) => e.type === 'code_failed',
    );
    expect(failed).toHaveLength(15);

    // The owner's reminder unlocks the link; the signer can then sign.
    const reminded = await call('POST', `/api/signature-requests/${id}/remind`, {});
    expect(reminded.json()).toMatchObject({ reminded: expect.any(Number) });
    const code = await newCode(token, email);
    const signed = await publicCall('POST', `/api/sign/${token}/sign`, {
      code,
      consent: true,
      name,
    });
    expect(signed.statusCode, signed.body).toBe(200);
    const types = (await t.app.repositories.signatures.events(id)).map((e) => e.type);
    expect(types).toEqual(expect.arrayContaining(['locked', 'unlocked', 'signed']));
  }, 120_000);
});
