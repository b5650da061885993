import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { MailConfig } from '../config';
import type { Mailer } from '../mail/mailer';
import { createMailTransport } from '../mail/mail-transport';

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
  async (app: FastifyInstance, { mail }: { mail: MailConfig }) => {
    // Retries in memory for one instance, a Redis queue for several (server/scale/profile.ts).
    const mailer = app.scale.mailer(createMailTransport(mail), app.log);

    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.close());
    if (mailer.transport === 'outbox')
      app.log.info(
        { outbox: mail.outboxDir },
        'SMTP_URL non défini\u00a0: les e-mails sont écrits dans le dossier outbox',
      );
  },
  { name: MAILER_PLUGIN, dependencies: ['scale-profile'] },
);
