import { Queue, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import type { MailMessage } from './mail-message';
import type { MailTransport } from './mail-transport';
import { RETRY_DELAYS_MS, type MailLog, type Mailer } from './mailer';

export const MAIL_QUEUE = 'clausier-courriels';

/** A message as the queue stores it (JSON): attachments' bytes in base64. */
type QueuedMail = Omit<MailMessage, 'attachments'> & {
  attachments?: { filename: string; content: string; contentType: string }[];
};

const toQueued = (message: MailMessage): QueuedMail => ({
  ...message,
  attachments: message.attachments?.map((a) => ({ ...a, content: a.content.toString('base64') })),
});

const fromQueued = (queued: QueuedMail): MailMessage => ({
  ...queued,
  attachments: queued.attachments?.map((a) => ({
    ...a,
    content: Buffer.from(a.content, 'base64'),
  })),
});

/**
 * The mailer of several instances: messages wait in a BullMQ queue on the shared
 * Redis instead of this process's memory, so a message survives the instance that queued it and
 * is delivered once by whichever instance's worker takes it, with the same retry delays as the
 * single-server mailer (server/mail/mailer.ts).
 */
export function createQueuedMailer(
  transport: MailTransport,
  connection: Redis,
  log: MailLog,
  { retryDelaysMs = RETRY_DELAYS_MS }: { retryDelaysMs?: readonly number[] } = {},
): Mailer {
  const queue = new Queue<QueuedMail>(MAIL_QUEUE, { connection });
  const workerConnection = connection.duplicate();
  const worker = new Worker<QueuedMail>(
    MAIL_QUEUE,
    async (job: Job<QueuedMail>) => {
      const delivery = await transport.send(fromQueued(job.data));
      if (delivery.file) log.info({ file: delivery.file }, 'E-mail écrit dans la boîte d’envoi');
      else log.info({ messageId: delivery.messageId }, 'E-mail envoyé');
    },
    {
      connection: workerConnection,
      concurrency: 4,
      settings: {
        backoffStrategy: (attemptsMade: number) =>
          retryDelaysMs[Math.min(attemptsMade - 1, retryDelaysMs.length - 1)] ?? 60_000,
      },
    },
  );
  worker.on('failed', (job, error) => {
    const final = job && job.attemptsMade >= (job.opts.attempts ?? 1);
    if (final) log.error({ reason: error.message }, 'E-mail abandonné après plusieurs essais');
    else log.warn({ reason: error.message }, 'E-mail non envoyé, nouvel essai prévu');
  });
  const pending = new Set<Promise<unknown>>();
  return {
    transport: transport.kind,
    send: (message) => {
      const added = queue
        .add('courriel', toQueued(message), {
          attempts: retryDelaysMs.length + 1,
          backoff: { type: 'custom' },
          removeOnComplete: true,
          removeOnFail: { count: 1000 },
        })
        .catch((error: unknown) =>
          log.error({ reason: String(error) }, 'E-mail non mis en file : Redis injoignable'),
        )
        .finally(() => pending.delete(added));
      pending.add(added);
    },
    idle: async () => {
      await Promise.allSettled([...pending]);
      for (;;) {
        const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
        if (Object.values(counts).every((n) => n === 0)) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    forget: async (address) => {
      await Promise.allSettled([...pending]);
      await transport.forget(address);
    },
    close: async () => {
      await Promise.allSettled([...pending]);
      await worker.close();
      await queue.close();
      await workerConnection.quit().catch(() => undefined);
      // The connection is this mailer's own (server/plugins/mailer.ts): closed with it.
      await connection.quit().catch(() => undefined);
      transport.close();
    },
  };
}
