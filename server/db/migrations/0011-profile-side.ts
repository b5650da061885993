import type { Kysely } from 'kysely';

/**
 * The side the user drafts from (core/schemas/side.ts): 'cedant' for a creator or a model who
 * grants the rights, 'cessionnaire' for a client who receives them. Every profile stored before
 * the choice existed was the assignee's, hence the default (same SQL on SQLite and PostgreSQL).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('profiles')
    .addColumn('side', 'text', (c) => c.notNull().defaultTo('cessionnaire'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('profiles').dropColumn('side').execute();
}
