import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { MailConfig } from '../config';
import { createMailer, type Mailer } from '../mail/mailer';
import { createMailTransport } from '../mail/mail-transport';
import { createQueuedMailer } from '../mail/queued-mailer';
import { createRedisConnection } from '../scale/redis-connection';

export const MAILER_PLUGIN = 'mailer';

declare module 'fastify' {
  interface FastifyInstance {
    /** Outgoing e-mail, queued outside the request path (server/mail/mailer.ts). */
    mailer: Mailer;
  }
}

/**
 * The app's mailer, built from `SMTP_URL`/`MAIL_FROM` (or the .eml outbox), closed with the app:
 * messages still waiting for a retry are given up and logged at shutdown.
 */
export const mailerPlugin = fp(
  async (app: FastifyInstance, { mail, redisUrl }: { mail: MailConfig; redisUrl?: string }) => {
    // Several instances (REDIS_URL): the queue lives in Redis, delivered once by any instance.
    const connection = redisUrl ? createRedisConnection(redisUrl, 'queue') : null;
    const transport = createMailTransport(mail);
    const mailer = connection
      ? createQueuedMailer(transport, connection, app.log)
      : createMailer(transport, app.log);

    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.close());
    if (mailer.transport === 'outbox')
      app.log.info(
        { outbox: mail.outboxDir },
        'SMTP_URL non défini\u00a0: les e-mails sont écrits dans le dossier outbox',
      );
  },
  { name: MAILER_PLUGIN },
);
