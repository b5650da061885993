import type { FastifyBaseLogger } from 'fastify';
import { redactPersonalData, redactText } from '../redact';

type AuthLogLevel = 'debug' | 'info' | 'warn' | 'error';

/**
 * better-auth's `logger` option: its messages go to the app's pino logger (same stream, same
 * level, JSON) instead of the console, with e-mail addresses masked and database errors reduced
 * to their type, message and code — it logs "Sign-up attempt for existing email: <address>" and
 * passes PostgreSQL errors whose `detail` quotes the row.
 */
export function betterAuthLogger(log: FastifyBaseLogger) {
  const level: AuthLogLevel =
    log.level === 'trace' || log.level === 'debug'
      ? 'debug'
      : log.level === 'info'
        ? 'info'
        : log.level === 'warn'
          ? 'warn'
          : 'error';
  return {
    disabled: log.level === 'silent',
    level,
    log: (at: AuthLogLevel, message: string, ...args: unknown[]) => {
      const details = args.length > 0 ? { details: redactPersonalData(args) } : {};
      log[at]({ source: 'better-auth', ...details }, redactText(String(message)));
    },
  };
}
