import type { Kysely } from 'kysely';
import { deleteOwnerData } from '../db/repositories/owner-data';
import type { DB } from '../db/schema';
import type { AuthTables } from '../db/auth-tables';

/**
 * Erases users and everything they own — contracts, clients, profile, feedback, signature
 * requests, sessions, sign-in accounts, pending one-time links, the user row — in ONE
 * transaction: either all of it is gone or nothing changed. The evidence of contracts everyone
 * signed is kept, pseudonymised, for the other signers (deleteOwnerData): the answer is how
 * many requests were kept so.
 * Clausier's tables carry no foreign key to better-auth's user (docs/ARCHITECTURE.md "Storage"),
 * so nothing cascades by itself; this is the one place that knows every table a user owns.
 */
export async function eraseUsers(db: Kysely<DB>, userIds: readonly string[]): Promise<number> {
  if (userIds.length === 0) return 0;
  return db.transaction().execute(async (trx) => {
    const auth = trx.withTables<AuthTables>();
    const emails = new Map(
      (
        await auth.selectFrom('user').select(['id', 'email']).where('id', 'in', userIds).execute()
      ).map((user) => [user.id, user.email]),
    );
    let kept = 0;
    for (const id of userIds) kept += await deleteOwnerData(trx, id, emails.get(id) ?? null);
    await auth.deleteFrom('session').where('userId', 'in', userIds).execute();
    await auth.deleteFrom('account').where('userId', 'in', userIds).execute();
    // Pending one-time links (password reset, account deletion) name the user in `value`.
    await auth.deleteFrom('verification').where('value', 'in', userIds).execute();
    await auth.deleteFrom('user').where('id', 'in', userIds).execute();
    return kept;
  });
}

/**
 * better-auth's database hook for a user deletion (POST /api/auth/delete-anonymous-user, the
 * anonymous plugin's clean-up after a sign-in, a future account deletion): better-auth would
 * delete the sessions, accounts and user row only, leaving the contracts, clients and profile
 * behind forever. The hook erases all of it in one transaction itself and answers `false`
 * ("do not delete"), since nothing is left for better-auth to delete.
 *
 * `spare(id)` says a user must survive this deletion (an anonymous visitor whose data was
 * refused at sign-in from another browser, server/auth/visitor-link.ts): its rows are kept
 * for the retention purge rather than erased by someone else's sign-in.
 */
export function userDeletionHooks(
  db: Kysely<DB>,
  spare: (userId: string) => boolean = () => false,
) {
  return {
    user: {
      delete: {
        before: async (user: { id: string }): Promise<boolean> => {
          if (spare(user.id)) return false;
          await eraseUsers(db, [user.id]);
          return false;
        },
      },
    },
  };
}
