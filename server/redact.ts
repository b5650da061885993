/** pino redaction, belt and braces should a header ever reach a log line. */
export const LOG_REDACT = [
  'req.headers.cookie',
  'req.headers.authorization',
  'headers.cookie',
  'headers.authorization',
  'res.headers["set-cookie"]',
  'body',
  'req.body',
];

/**
 * An e-mail address anywhere in a logged text — better-auth's own messages name the address
 * ("Sign-up attempt for existing email: …"), and a PostgreSQL unique violation carries it in its
 * `detail` ("Key (email)=(…) already exists"). Local part and domain kept loose on purpose: a
 * false positive only masks a harmless string.
 */
const EMAIL = /[^\s@"'<>()[\],;:=]+@[^\s@"'<>()[\],;:=]+\.[^\s@"'<>()[\],;:=]+/g;
export const MASKED = '[masqué]';
/** Fields of driver errors that quote the row or the query's parameters. */
const DROPPED_ERROR_FIELDS = new Set(['detail', 'parameters', 'where', 'internalQuery', 'hint']);
const MAX_DEPTH = 6;

export const redactText = (text: string): string => text.replace(EMAIL, MASKED);

/**
 * A copy of anything about to be logged with every e-mail address masked; errors become
 * `{ type, message, code, stack }` without the fields that quote data. Applied to every pino
 * line (app.ts `hooks.logMethod`) and to better-auth's logger (auth/auth-logger.ts).
 */
export function redactPersonalData(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (!value || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '[…]';
  if (value instanceof Error) {
    const code = (value as { code?: unknown }).code;
    return {
      type: value.name,
      message: redactText(value.message),
      ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
      ...(value.stack ? { stack: redactText(value.stack) } : {}),
    };
  }
  if (Array.isArray(value)) return value.map((item) => redactPersonalData(item, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (DROPPED_ERROR_FIELDS.has(key)) continue;
    copy[key] = redactPersonalData(inner, depth + 1);
  }
  return copy;
}

/** pino `hooks.logMethod`: every argument of every log call goes through redactPersonalData. */
export function redactingLogMethod(
  this: unknown,
  args: unknown[],
  method: (...args: unknown[]) => void,
): void {
  method.apply(
    this,
    args.map((arg) => redactPersonalData(arg)),
  );
}
