import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './database';
import * as appTables from './migrations/0001-app-tables';
import * as contractsRecentIndex from './migrations/0002-contracts-recent-index';
import * as elementsAsRuns from './migrations/0003-elements-as-runs';
import * as feedbackOwner from './migrations/0004-feedback-owner';
import * as signatureRequests from './migrations/0005-signature-requests';
import * as onePendingSignature from './migrations/0006-one-pending-signature';
import * as signatureLogSeal from './migrations/0007-signature-log-seal';
import * as signerCodeFailures from './migrations/0008-signer-code-failures';
import * as closedRequestDocuments from './migrations/0009-closed-request-documents';
import * as signatureEvidenceKept from './migrations/0010-signature-evidence-kept';
import * as profileSide from './migrations/0011-profile-side';
import * as releases from './migrations/0012-releases';
import * as grantEndOfTerm from './migrations/0013-grant-end-of-term';
import * as rightsNotices from './migrations/0014-rights-notices';
import * as contractAggregate from './migrations/0015-contract-aggregate';

/**
 * Migrations are imported statically (not read from a folder) so the bundled server in
 * dist/server carries them. Add new ones here, in order; names sort lexicographically.
 */
const MIGRATIONS: Record<string, Migration> = {
  '0001-app-tables': appTables,
  '0002-contracts-recent-index': contractsRecentIndex,
  '0003-elements-as-runs': elementsAsRuns,
  '0004-feedback-owner': feedbackOwner,
  '0005-signature-requests': signatureRequests,
  '0006-one-pending-signature': onePendingSignature,
  '0007-signature-log-seal': signatureLogSeal,
  '0008-signer-code-failures': signerCodeFailures,
  '0009-closed-request-documents': closedRequestDocuments,
  '0010-signature-evidence-kept': signatureEvidenceKept,
  '0011-profile-side': profileSide,
  '0012-releases': releases,
  '0013-grant-end-of-term': grantEndOfTerm,
  '0014-rights-notices': rightsNotices,
  '0015-contract-aggregate': contractAggregate,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** The schema the connection writes to: the first of its search_path that exists. */
async function currentSchema(database: Database): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(
    database.db,
  );
  return rows[0]?.schema ?? 'public';
}

/** Runs Clausier's pending migrations; throws with the failing migration's name. */
export async function migrateToLatest(database: Database): Promise<void> {
  const migrator = new Migrator({
    db: database.db,
    provider,
    migrationTableName: 'clausier_migrations',
    migrationLockTableName: 'clausier_migrations_lock',
    // Kysely looks for its tables in every schema unless told which: a database holding one
    // Clausier per schema (search_path) saw another schema's lock table, skipped creating its
    // own, then failed on « relation "clausier_migrations_lock" does not exist ».
    ...(database.dialect === 'postgres'
      ? { migrationTableSchema: await currentSchema(database) }
      : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(
      `La migration de la base de données a échoué${name} : ${String((error as Error).message ?? error)}`,
    );
  }
}
