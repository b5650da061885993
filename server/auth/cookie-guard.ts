import type { FastifyReply } from 'fastify';
import { AppError } from '../errors';
import { expiringCookies, INVALID_COOKIE_MESSAGE, invalidCookieNames } from './auth-guard';

/**
 * The session cookie of an application request (not /api/auth, which the bridge checks): a NUL
 * or any non-token character in it reached the session query and PostgreSQL answered a 500.
 * Refused with a French 400, and the bad cookies are deleted on the way out.
 */
export function assertValidCookies(cookieHeader: string, reply: FastifyReply): void {
  const bad = invalidCookieNames(cookieHeader);
  if (!bad) return;
  reply.header('set-cookie', expiringCookies(bad));
  throw new AppError('VALIDATION_FAILED', {
    message: INVALID_COOKIE_MESSAGE,
    fields: [{ path: 'cookie', message: INVALID_COOKIE_MESSAGE }],
  });
}
