import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../test-support/smtp-sink';
import { createMailer } from './mailer';
import { MAIL_TEMPLATES } from './mail-templates';
import { createMailTransport } from './mail-transport';

const FROM = 'Clausier <ne-pas-repondre@clausier.test>';

/** Collects the log lines, to check what the mailer writes there (and what it never writes). */
function memoryLog() {
  const lines: string[] = [];
  const write = (details: Record<string, unknown>, message: string) =>
    lines.push(`${message} ${JSON.stringify(details)}`);
  return { log: { info: write, warn: write, error: write }, lines };
}

describe('mailer over SMTP (a real server on loopback)', () => {
  let sink: SmtpSink;
  beforeEach(async () => {
    sink = await startSmtpSink();
  });
  afterEach(async () => {
    await sink.close();
  });

  it('sends the French text and HTML alternatives, from MAIL_FROM, without blocking the caller', async () => {
    const { log, lines } = memoryLog();
    const transport = createMailTransport({
      smtpUrl: sink.url,
      from: FROM,
      outboxDir: '/nonexistent',
    });
    const mailer = createMailer(transport, log);
    const url = 'http://localhost:3000/api/auth/reset-password/secret-token?callbackURL=%2F';
    const started = Date.now();
    mailer.send({
      to: 'camille@example.test',
      ...MAIL_TEMPLATES.resetPassword({ name: 'Camille', url }),
    });
    // send() queued the message and returned at once.
    expect(Date.now() - started).toBeLessThan(50);
    const mail = await sink.waitFor('camille@example.test');
    expect(mail.from).toBe('"Clausier" <ne-pas-repondre@clausier.test>');
    expect(mail.subject).toBe('Réinitialisez votre mot de passe – Clausier');
    expect(mail.text).toContain('Bonjour Camille,');
    expect(mail.text).toContain(url);
    expect(mail.text).toContain('Ce lien est valable 1 heure.');
    expect(mail.html).toContain(`href="${url.replace(/&/g, '&amp;')}"`);
    expect(mail.html).toContain('<html lang="fr">');
    await mailer.idle();
    await mailer.close();
    // The log says a message left, never its content or its secret link.
    expect(lines.join('\n')).toContain('E-mail envoyé');
    expect(lines.join('\n')).not.toContain('secret-token');
    expect(lines.join('\n')).not.toContain('Bonjour');
  });

  it('retries a temporary refusal, then delivers', async () => {
    const { log, lines } = memoryLog();
    const transport = createMailTransport({
      smtpUrl: sink.url,
      from: FROM,
      outboxDir: '/nonexistent',
    });
    const mailer = createMailer(transport, log, { retryDelaysMs: [20, 20, 20] });
    sink.refuseNext(2);
    mailer.send({ to: 'retry@example.test', ...MAIL_TEMPLATES.passwordChanged({ name: 'Léa' }) });
    const mail = await sink.waitFor('retry@example.test');
    expect(mail.subject).toBe('Votre mot de passe a été modifié – Clausier');
    await mailer.idle();
    expect(lines.filter((l) => l.includes('nouvel essai prévu'))).toHaveLength(2);
    expect(sink.received.filter((m) => m.to.includes('retry@'))).toHaveLength(1);
    await mailer.close();
  });

  it('gives up after the last retry and logs it; the caller never sees an error', async () => {
    const { log, lines } = memoryLog();
    const transport = createMailTransport({
      smtpUrl: sink.url,
      from: FROM,
      outboxDir: '/nonexistent',
    });
    const mailer = createMailer(transport, log, { retryDelaysMs: [10, 10] });
    sink.refuseNext(3);
    mailer.send({ to: 'lost@example.test', ...MAIL_TEMPLATES.accountDeleted({ name: null }) });
    await mailer.idle();
    expect(lines.some((l) => l.includes('E-mail abandonné'))).toBe(true);
    expect(sink.received).toHaveLength(0);
    await mailer.close();
  });

  it('an unreachable server is retried until close, which ends the wait', async () => {
    const { log, lines } = memoryLog();
    const transport = createMailTransport({
      smtpUrl: 'smtp://127.0.0.1:1',
      from: FROM,
      outboxDir: '/nonexistent',
    });
    const mailer = createMailer(transport, log, { retryDelaysMs: [60_000] });
    mailer.send({ to: 'x@example.test', ...MAIL_TEMPLATES.passwordChanged({}) });
    await expect.poll(() => lines.some((l) => l.includes('nouvel essai prévu'))).toBe(true);
    await mailer.close();
    await mailer.idle();
    expect(lines.some((l) => l.includes('arrêt du serveur'))).toBe(true);
  });
});

describe('mailer without SMTP_URL: the outbox folder', () => {
  it('writes each message as an .eml file readable by its owner only, and logs the path only', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'clausier-outbox-')), 'outbox');
    const { log, lines } = memoryLog();
    const mailer = createMailer(createMailTransport({ from: FROM, outboxDir: dir }), log);
    expect(mailer.transport).toBe('outbox');
    const url = 'http://localhost:3000/api/auth/verify-email?token=abc.def';
    mailer.send({ to: 'outbox@example.test', ...MAIL_TEMPLATES.verifyEmail({ name: 'Noé', url }) });
    await mailer.idle();
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const file = join(dir, files[0] ?? '');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const parsed = await simpleParser(readFileSync(file));
    expect(parsed.subject).toBe('Confirmez votre adresse e-mail – Clausier');
    expect(parsed.text).toContain(url);
    expect(lines.join('\n')).toContain(file);
    expect(lines.join('\n')).not.toContain('abc.def');
    await mailer.close();
  });
});

describe('French e-mail templates', () => {
  const all = [
    MAIL_TEMPLATES.verifyEmail({ name: 'A', url: 'http://x/1' }),
    MAIL_TEMPLATES.resetPassword({ name: 'A', url: 'http://x/2' }),
    MAIL_TEMPLATES.passwordChanged({ name: 'A' }),
    MAIL_TEMPLATES.changeEmail({ name: 'A', newEmail: 'new@example.test', url: 'http://x/3' }),
    MAIL_TEMPLATES.confirmDeletion({ name: 'A', url: 'http://x/4' }),
    MAIL_TEMPLATES.accountDeleted({ name: 'A' }),
  ];
  it('use French spacing and apostrophes, and escape what goes into HTML', () => {
    for (const mail of all) {
      for (const part of [mail.subject, mail.text]) {
        expect(part).not.toMatch(/ [:;!?]/);
        expect(part).not.toMatch(/\p{L}'\p{L}/u);
      }
    }
    const hostile = MAIL_TEMPLATES.passwordChanged({ name: '<script>alert(1)</script>' });
    expect(hostile.html).not.toContain('<script>');
    expect(hostile.html).toContain('&lt;script&gt;');
    expect(MAIL_TEMPLATES.passwordChanged({ name: '  ' }).text.startsWith('Bonjour,')).toBe(true);
  });
});

describe('forgetting an address', () => {
  it('deletes the outbox messages to that address, folded or cased differently, and no other', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'clausier-outbox-')), 'outbox');
    const { log } = memoryLog();
    const mailer = createMailer(createMailTransport({ from: FROM, outboxDir: dir }), log);
    const gone = 'Camille.Durand@example.test';
    mailer.send({
      to: gone,
      ...MAIL_TEMPLATES.verifyEmail({ name: 'Camille', url: 'http://x/1' }),
    });
    mailer.send({
      to: `"Camille Durand, autrice d’affiches pour le festival" <${gone.toLowerCase()}>`,
      ...MAIL_TEMPLATES.resetPassword({ name: 'Camille', url: 'http://x/2' }),
    });
    mailer.send({ to: 'voisin@example.test', ...MAIL_TEMPLATES.passwordChanged({}) });
    // Still being written when the account is erased: forgotten too.
    await mailer.forget(gone);
    const left = readdirSync(dir).map((name) => readFileSync(join(dir, name), 'utf8'));
    expect(left).toHaveLength(1);
    expect(left[0]).toContain('voisin@example.test');
    await mailer.close();
  });

  it('keeps nothing to forget over SMTP, and a missing outbox holds nothing', async () => {
    const { log } = memoryLog();
    const smtp = createMailer(
      createMailTransport({ smtpUrl: 'smtp://127.0.0.1:9', from: FROM, outboxDir: '' }),
      log,
      { retryDelaysMs: [] },
    );
    await expect(smtp.forget('x@example.test')).resolves.toBeUndefined();
    await smtp.close();
    const missing = join(tmpdir(), `clausier-no-outbox-${Date.now()}`);
    const outbox = createMailer(createMailTransport({ from: FROM, outboxDir: missing }), log);
    await expect(outbox.forget('x@example.test')).resolves.toBeUndefined();
    await outbox.close();
  });
});
