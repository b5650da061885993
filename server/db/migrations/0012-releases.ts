import type { Kysely } from 'kysely';
import { portableTypes } from './dialect';

/**
 * Séances (docs/releases.md): an image authorisation's terms prepared once, which each model signs
 * on their own phone from one link. The link's token is never stored, only its SHA-256 (it is
 * rebuilt from the séance's id and the server's secret, like a signing link); the photographer's
 * one consent to sign every authorisation made from the terms is kept with their hash, the time,
 * the IP and the browser, and printed in each dossier de preuve. A participant row ties a séance
 * to the contract and the signature request it made; their state is the request's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = portableTypes(db);
  await db.schema
    .createTable('releases')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('sender', 'text', (c) => c.notNull())
    .addColumn('sender_email', 'text', (c) => c.notNull())
    .addColumn('terms', t.json, (c) => c.notNull())
    .addColumn('terms_sha256', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('closes_on', 'text')
    .addColumn('closed_at', t.timestamp)
    .addColumn('participant_cap', 'integer', (c) => c.notNull())
    .addColumn('consent_text', 'text', (c) => c.notNull())
    .addColumn('consent_at', t.timestamp, (c) => c.notNull())
    .addColumn('consent_ip', 'text', (c) => c.notNull())
    .addColumn('consent_user_agent', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('releases_owner')
    .on('releases')
    .columns(['owner_id', 'created_at'])
    .execute();
  await db.schema
    .createTable('release_participants')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('release_id', t.uuid, (c) =>
      c.notNull().references('releases.id').onDelete('cascade'),
    )
    .addColumn('contract_id', 'text', (c) => c.notNull())
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('release_participants_release')
    .on('release_participants')
    .columns(['release_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('release_participants').execute();
  await db.schema.dropTable('releases').execute();
}
