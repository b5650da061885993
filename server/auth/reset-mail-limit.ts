import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { AuthTables } from '../db/auth-tables';

/**
 * At most this many « Mot de passe oublié ? » e-mails reach one address per hour, whoever asks
 * and from however many IP addresses (the per-IP rate limit alone let 13 arrive in seconds).
 */
export const RESET_MAILS_PER_HOUR = 3;

type ResetRows = AuthTables & {
  verification: { identifier: string; value: string; expiresAt: string | Date };
};

/**
 * Whether the reset link just created (`token`) may be e-mailed. better-auth stores every reset
 * link, valid one hour, before it calls the mailer: the links of the account still valid are the
 * ones asked for within the hour, this one included. Beyond the limit the new link is deleted
 * unsent and the request answers exactly as any other (no way to tell it from an unknown address).
 * Counted in the database, so every instance of a cluster shares the count.
 */
export async function mayMailReset(
  db: Kysely<DB>,
  userId: string,
  token: string,
  now: Date = new Date(),
): Promise<boolean> {
  const tables = db.withTables<ResetRows>();
  const links = await tables
    .selectFrom('verification')
    .select('expiresAt')
    .where('identifier', 'like', 'reset-password:%')
    .where('value', '=', userId)
    .orderBy('expiresAt', 'desc')
    .limit(RESET_MAILS_PER_HOUR + 1)
    .execute();
  const live = links.filter((link) => new Date(link.expiresAt).getTime() > now.getTime());
  if (live.length <= RESET_MAILS_PER_HOUR) return true;
  await tables
    .deleteFrom('verification')
    .where('identifier', '=', `reset-password:${token}`)
    .execute();
  return false;
}
