import type { SessionUser } from './auth/session-user';
import { AppError, type ErrorCode } from './errors';

/**
 * The only place that decides who may do what to which record (docs/design.md §2). Every stored
 * record belongs to exactly one owner (a better-auth user, anonymous or not); only that owner
 * may read, change or delete it. A record of someone else answers exactly like a missing one
 * (404), so ids reveal nothing.
 */
export type Resource = 'contract' | 'client' | 'profile';
export type Action = `${Resource}:${'read' | 'update' | 'delete'}`;
export type OwnedRecord = { ownerId: string };

const NOT_FOUND: Record<Resource, ErrorCode> = {
  contract: 'CONTRACT_NOT_FOUND',
  client: 'CLIENT_NOT_FOUND',
  profile: 'NOT_FOUND',
};

/** A read or write of stored data needs a session; without one the answer is 401. */
export function requireUser(user: SessionUser | null | undefined): SessionUser {
  if (!user) throw new AppError('UNAUTHENTICATED');
  return user;
}

/**
 * What only an account may do (docs/product.md §6): the contract's files (PDF, Word, the jurist's
 * dossier, from the wizard or stored), the editor, the finalisation page, JSON import and export,
 * electronic signature, the account's own export and deletion. A visitor's anonymous session
 * answers 403 ACCOUNT_REQUIRED (« connectez-vous ou créez-en un »), no session 401.
 */
export function requireAccount(user: SessionUser | null | undefined): SessionUser {
  const who = requireUser(user);
  if (who.isAnonymous) throw new AppError('ACCOUNT_REQUIRED');
  return who;
}

/**
 * requireAccount as a route's onRequest hook, for the calls that carry a body (generation,
 * import): a visitor is refused before the body is read or validated. It runs after the
 * app-wide hooks that set `request.user` (server/plugins/auth.ts, visitor-binding.ts).
 */
export async function accountOnly(request: { user?: SessionUser | null }): Promise<void> {
  requireAccount(request.user);
}

/**
 * Throws unless `user` may perform `action` on `record` (undefined = not found). The
 * repositories already filter by owner; this is the explicit, second check.
 */
export function authorize<R extends OwnedRecord>(
  user: SessionUser | null | undefined,
  action: Action,
  record: R | undefined,
): asserts record is R {
  const who = requireUser(user);
  const resource = action.split(':')[0] as Resource;
  if (!record || record.ownerId !== who.id) throw new AppError(NOT_FOUND[resource]);
}
