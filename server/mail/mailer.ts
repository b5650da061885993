import type { MailMessage } from './mail-message';
import type { MailTransport } from './mail-transport';

/**
 * Waits before each new attempt: a refused or unreachable server gets five more tries over
 * about a quarter of an hour, enough for a restart or a greylisting delay.
 */
export const RETRY_DELAYS_MS = [2_000, 10_000, 60_000, 180_000, 600_000] as const;

export type Mailer = {
  /**
   * Queues a message and returns at once: a request never waits for a mail server (nor fails
   * because of one). Attempts and retries happen in the background.
   */
  send: (message: MailMessage) => void;
  /** Resolves when every queued message is delivered or given up (tests, shutdown). */
  idle: () => Promise<void>;
  /**
   * Deletes what the transport kept of the messages to this address (the outbox's files), once
   * the messages being written are written: called when the account they were for is erased.
   */
  forget: (address: string) => Promise<void>;
  /** Stops retrying and closes the transport; messages still waiting are logged as lost. */
  close: () => Promise<void>;
  transport: MailTransport['kind'];
};

type Options = { retryDelaysMs?: readonly number[] };

/** The part of the app's logger the mailer uses. */
type LogFn = (details: Record<string, unknown>, message: string) => void;
export type MailLog = { info: LogFn; warn: LogFn; error: LogFn };

/**
 * The app's outgoing mail, outside the request path with retries. The queue lives in this
 * process: a message still waiting when the server stops is lost (and logged), which only delays
 * the user's own retry of a reset or a verification. Logs say where a message went, never what
 * it says (its links are secrets).
 */
export function createMailer(
  transport: MailTransport,
  log: MailLog,
  { retryDelaysMs = RETRY_DELAYS_MS }: Options = {},
): Mailer {
  const pending = new Set<Promise<void>>();
  // Each waiting retry's timer and how to wake it early (at close).
  const waits = new Map<ReturnType<typeof setTimeout>, () => void>();
  let closed = false;

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        waits.delete(timer);
        resolve();
      }, ms);
      timer.unref();
      waits.set(timer, resolve);
    });

  const deliver = async (message: MailMessage) => {
    for (let attempt = 0; ; attempt += 1) {
      if (closed) {
        log.warn({ subject: message.subject }, 'E-mail non envoyé : arrêt du serveur');
        return;
      }
      try {
        const delivery = await transport.send(message);
        if (delivery.file) log.info({ file: delivery.file }, 'E-mail écrit dans la boîte d’envoi');
        else log.info({ messageId: delivery.messageId }, 'E-mail envoyé');
        return;
      } catch (error) {
        const delay = retryDelaysMs[attempt];
        const reason = error instanceof Error ? error.message : String(error);
        if (delay === undefined) {
          log.error({ reason, attempts: attempt + 1 }, 'E-mail abandonné après plusieurs essais');
          return;
        }
        log.warn({ reason, retryInMs: delay }, 'E-mail non envoyé, nouvel essai prévu');
        await pause(delay);
      }
    }
  };

  return {
    transport: transport.kind,
    send: (message) => {
      const job = deliver(message).finally(() => pending.delete(job));
      pending.add(job);
    },
    idle: async () => {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
    forget: async (address) => {
      // An outbox write takes milliseconds; an SMTP retry may wait minutes but keeps nothing.
      if (transport.kind === 'outbox') await Promise.allSettled([...pending]);
      await transport.forget(address);
    },
    close: async () => {
      closed = true;
      for (const [timer, wake] of waits) {
        clearTimeout(timer);
        wake();
      }
      waits.clear();
      await Promise.allSettled([...pending]);
      transport.close();
    },
  };
}
