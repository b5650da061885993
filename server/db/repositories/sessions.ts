import type { Kysely } from 'kysely';
import type { DB } from '../schema';
import { compiledOnce } from '../compiled-once';
import { fromFlag } from './columns';
import type { AuthTables } from '../auth-tables';

export type LiveSession = {
  userId: string;
  name: string;
  email: string;
  isAnonymous: boolean;
  expiresAt: Date;
};

/**
 * The session of `token` with its user, in one query on the unique index of session.token.
 * Expiry is the caller's decision (it compares with the clock of the request).
 */
const sessionByToken = compiledOnce(
  (db: Kysely<DB>, token: string) =>
    db
      .withTables<AuthTables>()
      .selectFrom('session')
      .innerJoin('user', 'user.id', 'session.userId')
      .select([
        'user.id as userId',
        'user.name',
        'user.email',
        'user.isAnonymous',
        'session.expiresAt',
      ])
      .where('session.token', '=', token),
  ['\u0000token'],
);

export async function findSessionByToken(
  db: Kysely<DB>,
  token: string,
): Promise<LiveSession | undefined> {
  const [row] = await sessionByToken(db, token);
  if (!row) return undefined;
  return {
    userId: row.userId,
    name: row.name,
    email: row.email,
    isAnonymous: fromFlag(row.isAnonymous),
    // SQLite keeps better-auth's ISO text, PostgreSQL returns a Date.
    expiresAt: new Date(row.expiresAt),
  };
}

/** Whether someone confirmed the user's address (better-auth's `emailVerified`). */
export async function isEmailVerified(db: Kysely<DB>, userId: string): Promise<boolean> {
  const row = await db
    .withTables<AuthTables>()
    .selectFrom('user')
    .select('emailVerified')
    .where('id', '=', userId)
    .executeTakeFirst();
  return fromFlag(row?.emailVerified);
}
