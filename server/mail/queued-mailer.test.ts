import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailTransport } from './mail-transport';
import { createQueuedMailer } from './queued-mailer';
import { startSmtpSink, type SmtpSink } from '../test-support/smtp-sink';
import { freshRedisDatabase } from '../test-support/redis';

const redisUrl = process.env.TEST_REDIS_URL_MAIL ?? 'redis://127.0.0.1:6379/9';
const reachable = await freshRedisDatabase(redisUrl);

const silent = { info: () => {}, warn: () => {}, error: () => {} };

/**
 * With REDIS_URL the e-mails wait in Redis, not in one process's memory. Two instances'
 * mailers on one queue and a real SMTP server on loopback: each message is delivered once, a
 * refused delivery is retried, an attachment arrives whole.
 */
describe.runIf(reachable)('the queued mailer (BullMQ on Redis)', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(async () => sink?.close());

  it('two instances, one queue: each message delivered once, retried after a refusal', async () => {
    const config = {
      smtpUrl: sink.url,
      from: 'Clausier <ne-pas-repondre@clausier.test>',
      outboxDir: '',
    };
    const [first, second] = [0, 1].map(() =>
      createQueuedMailer(
        createMailTransport(config),
        new Redis(redisUrl, { maxRetriesPerRequest: null }),
        silent,
        { retryDelaysMs: [50, 50] },
      ),
    );
    sink.refuseNext(1);
    const attachment = Buffer.from('%PDF-1.7 contenu');
    for (let n = 0; n < 4; n += 1)
      (n % 2 ? first! : second!).send({
        to: `destinataire-${n}@exemple.fr`,
        subject: `Message ${n}`,
        text: 'Bonjour',
        html: '<p>Bonjour</p>',
        attachments:
          n === 0
            ? [{ filename: 'a.pdf', content: attachment, contentType: 'application/pdf' }]
            : undefined,
      });
    await first!.idle();
    await second!.idle();
    await first!.close();
    await second!.close();
    const subjects = sink.received.map((m) => m.subject).sort();
    expect(subjects).toEqual(['Message 0', 'Message 1', 'Message 2', 'Message 3']);
    const withFile = sink.received.find((m) => m.subject === 'Message 0');
    expect(withFile?.attachments[0]?.content.equals(attachment)).toBe(true);
  });
});
