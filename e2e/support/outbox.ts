import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser } from 'mailparser';

/**
 * The e2e server runs without SMTP_URL, so its e-mails are .eml files in DATA_DIR/outbox (the
 * development mailbox). These helpers read them as a mail client would.
 */
const outboxDir = () => {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR manquant (playwright.config.ts le définit)');
  return join(dataDir, 'outbox');
};

export type OutboxMail = { to: string; subject: string; text: string; html: string };

async function readAll(): Promise<OutboxMail[]> {
  const names = await readdir(outboxDir()).catch(() => [] as string[]);
  return Promise.all(
    names
      .filter((name) => name.endsWith('.eml'))
      .map(async (name) => {
        const mail = await simpleParser(await readFile(join(outboxDir(), name)));
        const to = Array.isArray(mail.to)
          ? mail.to.map((a) => a.text).join(', ')
          : (mail.to?.text ?? '');
        return {
          to,
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          html: typeof mail.html === 'string' ? mail.html : '',
        };
      }),
  );
}

/**
 * Waits for the e-mail sent to `to` whose subject starts with `subject` (or matches it), and, when
 * given, that `also` accepts (one of several e-mails of the same kind).
 */
export async function waitForMail(
  to: string,
  subject: string | RegExp,
  also: (mail: OutboxMail) => boolean = () => true,
): Promise<OutboxMail> {
  const matches = (s: string) =>
    typeof subject === 'string' ? s.startsWith(subject) : subject.test(s);
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await readAll()).find((m) => m.to.includes(to) && matches(m.subject) && also(m));
        return Boolean(found);
      },
      { message: `e-mail « ${String(subject)} » pour ${to}`, timeout: 10_000 },
    )
    .toBe(true);
  return found as OutboxMail;
}

/** The first link of a message, as a path of the app (the e2e server's origin may differ). */
export function linkPath(mail: OutboxMail): string {
  const match = /https?:\/\/\S+/.exec(mail.text);
  if (!match) throw new Error(`Pas de lien dans « ${mail.subject} »`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}
