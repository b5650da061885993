import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Config } from '../config';
import { signingToken } from '../signature/secrets';
import { TEST_ORIGIN } from './sessions';
import type { SmtpSink } from './smtp-sink';

/** The six routes of a signer's link, each as a signer's browser calls it. */
export const SIGNER_ROUTES = [
  ['GET', ''],
  ['GET', '/pdf'],
  ['POST', '/read'],
  ['POST', '/code'],
  ['POST', '/sign'],
  ['POST', '/refuse'],
] as const;

const BODIES: Record<string, object> = {
  '/read': {},
  '/code': {},
  '/sign': { code: '123456', consent: true, name: 'Léa Durand' },
  '/refuse': { reason: '' },
};

/**
 * A signer's side of a request in tests: their links (rebuilt from their ids, as the e-mails
 * carry them), a call on a link, and a signature with the code read from the SMTP sink.
 */
export function signerSide(app: FastifyInstance, config: Config, sink: SmtpSink) {
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({
      method,
      url,
      headers: {
        origin: TEST_ORIGIN,
        'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
      },
      ...(payload === undefined ? {} : { payload }),
    });

  /** Each signer of the request, in order, with the token of their link. */
  const signers = async (requestId: string) =>
    (await app.repositories.signatures.signers(requestId)).map((s) => ({
      ...s,
      token: signingToken(config.auth.secret, s.id),
    }));

  /** One route of a link, with the body its page sends. */
  const route = (token: string, method: 'GET' | 'POST', step: string) =>
    call(method, `/api/sign/${token}${step}`, method === 'POST' ? BODIES[step] : undefined);

  /** Opens the PDF (consent comes after reading), asks a code, signs with it. */
  async function sign(token: string, email: string, name: string) {
    expect((await call('GET', `/api/sign/${token}/pdf`)).statusCode).toBe(200);
    const start = sink.received.length;
    const sent = await call('POST', `/api/sign/${token}/code`, {});
    expect(sent.statusCode, sent.body).toBe(200);
    // The invitation may arrive after it: the code's mail is the one whose subject opens with it.
    const deadline = Date.now() + 10_000;
    let code: string | undefined;
    while (code === undefined && Date.now() < deadline) {
      const mail = sink.received
        .slice(start)
        .find((m) => m.to.includes(email) && /^\d{6}\b/.test(m.subject));
      code = mail?.subject.slice(0, 6);
      if (code === undefined) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    if (code === undefined) throw new Error(`aucun code reçu pour ${email}`);
    return call('POST', `/api/sign/${token}/sign`, { code, consent: true, name });
  }

  return { call, signers, route, sign };
}
