import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { MailConfig } from '../config';
import type { MailMessage } from './mail-message';
import { forgetOutboxMail } from './outbox';

/** Where a message went: an SMTP server (its message id) or a file of the outbox. */
export type Delivery = { messageId: string; file?: string };

export type MailTransport = {
  /** Sends one message; rejects when the server refuses it or cannot be reached. */
  send: (message: MailMessage) => Promise<Delivery>;
  /** `smtp` or `outbox`, for the start-up log line. */
  kind: 'smtp' | 'outbox';
  /**
   * Deletes what this transport kept of the messages sent to an address (an erased account's):
   * the outbox's files; nothing for SMTP, which keeps nothing once the server accepted them.
   */
  forget: (address: string) => Promise<number>;
  close: () => void;
};

/**
 * SMTP through nodemailer when `SMTP_URL` is set (pooled connections, TLS as the URL says);
 * otherwise each message is written whole to `outboxDir` as an .eml file (readable by its owner
 * only: it holds one-time links), which any mail client opens — the development mailbox.
 */
export function createMailTransport(config: MailConfig): MailTransport {
  if (config.smtpUrl) {
    const transporter = nodemailer.createTransport(config.smtpUrl, { from: config.from });
    return {
      kind: 'smtp',
      send: async (message) => {
        const info = await transporter.sendMail({ from: config.from, ...message });
        return { messageId: String(info.messageId) };
      },
      forget: async () => 0,
      close: () => transporter.close(),
    };
  }
  const writer = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    kind: 'outbox',
    send: async (message) => {
      const info = await writer.sendMail({ from: config.from, ...message });
      await mkdir(config.outboxDir, { recursive: true, mode: 0o700 });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = join(config.outboxDir, `${stamp}-${randomUUID()}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      return { messageId: String(info.messageId), file };
    },
    forget: (address) => forgetOutboxMail(config.outboxDir, address),
    close: () => writer.close(),
  };
}
