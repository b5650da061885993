import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { AuthTables } from '../db/auth-tables';

/**
 * Once a password is reset or changed, every other « Mot de passe oublié ? » link of the account
 * stops working: better-auth only consumes the link used, so an older one an attacker got hold of
 * still took the account over for the rest of its hour.
 */
export async function endPendingResets(db: Kysely<DB>, userId: string): Promise<void> {
  await db
    .withTables<AuthTables & { verification: { identifier: string } }>()
    .deleteFrom('verification')
    .where('identifier', 'like', 'reset-password:%')
    .where('value', '=', userId)
    .execute();
}

/** The change-password half (the reset half is `onPasswordReset`, server/auth/auth.ts). */
export function pendingResetsPlugin(db: Kysely<DB>) {
  return {
    id: 'clausier-pending-resets',
    hooks: {
      after: [
        {
          matcher: (ctx) => ctx.path === '/change-password',
          handler: createAuthMiddleware(async (ctx) => {
            const returned = ctx.context.returned;
            if (returned instanceof Error || !ctx.context.session) return;
            await endPendingResets(db, ctx.context.session.user.id);
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
