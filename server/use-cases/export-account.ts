import type { Kysely } from 'kysely';
import { fromFlag } from '../db/repositories/columns';
import type { DB } from '../db/schema';
import type { createRepositories } from '../db/repositories/repositories';
import { presentProfile } from '../routes/profile/presenter';
import { presentContractExport } from '../routes/contract-transfer/presenter';
import type { AuthTables } from '../auth/auth-tables';

export const ACCOUNT_EXPORT_FORMAT = 'clausier-account';
export const ACCOUNT_EXPORT_VERSION = 1;

const iso = (value: unknown): string =>
  value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();

/**
 * Everything Clausier keeps about one account, in one JSON document (GDPR art. 15 and 20;
 * README « Export de toutes mes données »): the account (never its password hash nor its
 * sessions' tokens), the assignee profile, the address book, every contract in the format of a
 * single contract's export (so each can be re-imported), and the feedback sent from the account.
 */
export async function exportAccount(
  db: Kysely<DB>,
  repositories: ReturnType<typeof createRepositories>,
  userId: string,
  now: Date,
) {
  const auth = db.withTables<AuthTables>();
  const [user, accounts, profile, clients, contracts, feedback] = await Promise.all([
    auth
      .selectFrom('user')
      .select(['name', 'email', 'emailVerified', 'createdAt'])
      .where('id', '=', userId)
      .executeTakeFirst(),
    auth
      .selectFrom('account')
      .select(['providerId', 'createdAt'])
      .where('userId', '=', userId)
      .execute(),
    repositories.profiles.find(userId),
    repositories.clients.list(userId),
    repositories.contracts.listStored(userId),
    repositories.feedback.list(userId),
  ]);
  const { clients: addressBook, version: _version, ...assignee } = presentProfile(profile, clients);
  return {
    format: ACCOUNT_EXPORT_FORMAT,
    version: ACCOUNT_EXPORT_VERSION,
    exported_at: now.toISOString(),
    account: user
      ? {
          name: user.name,
          email: user.email,
          email_verified: fromFlag(user.emailVerified),
          created_at: iso(user.createdAt),
          sign_in_methods: accounts.map((a) => ({
            provider: a.providerId === 'credential' ? 'email-password' : a.providerId,
            since: iso(a.createdAt),
          })),
        }
      : null,
    profile: assignee,
    clients: addressBook,
    contracts: contracts.map((contract) => ({
      id: contract.id,
      created_at: contract.created_at,
      updated_at: contract.updated_at,
      ...presentContractExport(contract, now),
    })),
    feedback,
  };
}
