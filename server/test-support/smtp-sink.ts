import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A received message, parsed: what a mail client would show. */
export type ReceivedMail = {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  raw: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
};

export type SmtpSink = {
  url: string;
  received: ReceivedMail[];
  /**
   * Resolves with the first message sent to `to` (whose subject starts with `subject`, if
   * given), among those received after the first `after`.
   */
  waitFor: (
    to: string,
    options?: { subject?: string; after?: number; timeoutMs?: number },
  ) => Promise<ReceivedMail>;
  /** The next `count` deliveries are refused with a temporary failure (451). */
  refuseNext: (count: number) => void;
  close: () => Promise<void>;
};

const addressText = (value: ParsedMail['to'] | ParsedMail['from']): string => {
  if (!value) return '';
  return (Array.isArray(value) ? value : [value]).map((v) => v.text).join(', ');
};

/**
 * A real SMTP server on loopback (the smtp-server package) that keeps what it receives, for tests
 * of the e-mail flows: the app talks SMTP to it exactly as to a production server.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusals > 0) {
          refusals -= 1;
          const error = Object.assign(new Error('Réessayez plus tard'), { responseCode: 451 });
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        simpleParser(raw)
          .then((mail) => {
            received.push({
              to: addressText(mail.to),
              from: addressText(mail.from),
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              html: typeof mail.html === 'string' ? mail.html : '',
              raw,
              attachments: mail.attachments.map((a) => ({
                filename: a.filename ?? '',
                contentType: a.contentType,
                content: a.content,
              })),
            });
            for (const wake of waiters.splice(0)) wake();
            callback();
          })
          .catch((error: unknown) => callback(error as Error));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const waitFor: SmtpSink['waitFor'] = async (
    to,
    { subject = '', after = 0, timeoutMs = 10_000 } = {},
  ) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = received
        .slice(after)
        .find((mail) => mail.to.includes(to) && mail.subject.startsWith(subject));
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`Aucun e-mail reçu pour ${to}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 200));
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  };

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    waitFor,
    refuseNext: (count) => {
      refusals = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first http(s) link of a message's text part. */
export function firstLink(mail: ReceivedMail): string {
  const match = /https?:\/\/\S+/.exec(mail.text);
  if (!match) throw new Error(`Pas de lien dans « ${mail.subject} »`);
  return match[0];
}

/**
 * Confirms an account's address as its owner would: the sign-up's verification e-mail, its link
 * opened (signature requests need a confirmed sender, server/use-cases/request-signatures.ts).
 */
export async function confirmAddress(
  app: { inject: (options: { method: 'GET'; url: string }) => Promise<{ statusCode: number }> },
  sink: SmtpSink,
  email: string,
): Promise<void> {
  const link = new URL(firstLink(await sink.waitFor(email, { subject: 'Confirmez' })));
  const opened = await app.inject({ method: 'GET', url: link.pathname + link.search });
  if (opened.statusCode !== 302) throw new Error(`confirmation refusée (${opened.statusCode})`);
}
