import { sql, type Kysely } from 'kysely';
import { uniqueIds } from '@core/document/unique-ids';
import { contractDay } from '@core/rules/contract-date';
import { exportedCommentSchema } from '@core/schemas/contract-export';
import { contractElementSchema, type ContractElement } from '@core/schemas/document';
import { parseStoredDraft } from '@core/schemas/stored-draft';
import { buildContract } from '@core/templates/build-contract';
import type { Draft } from '@core/schemas/draft';

/**
 * Every stored contract brought to the shape the repository reads strictly
 * (docs/contract-model.md), once, instead of being repaired on every read:
 * - the answers upgraded to the current draft schema (core/schemas/stored-draft.ts);
 * - the editor's elements kept when they read as elements (ids made unique), comments likewise;
 * - `edited` marks the contracts whose elements are the owner's edits;
 * - a finalised contract that was never edited keeps its text as built today (`elements`,
 *   `edited` = 0), so a later template change does not rewrite it; `template_version` says which
 *   templates built it.
 * A row whose answers cannot be upgraded is left as it is: reading it is a
 * STORED_CONTRACT_INVALID error that names it. Rows are read and written one at a time.
 */
export const TEMPLATE_VERSION_AT_MIGRATION = 'v3';

const parse = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

function storedElements(stored: unknown): ContractElement[] | null {
  if (!Array.isArray(stored)) return null;
  return uniqueIds(
    stored.flatMap((value) => {
      const parsed = contractElementSchema.safeParse(value);
      return parsed.success ? [parsed.data] : [];
    }),
  );
}

function storedComments(stored: unknown): unknown[] | null {
  if (!Array.isArray(stored)) return null;
  const comments = stored.flatMap((value) => {
    const parsed = exportedCommentSchema.safeParse(value);
    return parsed.success ? [parsed.data] : [];
  });
  return comments.length > 0 ? comments : null;
}

function keptText(draft: Draft, createdAt: unknown): ContractElement[] {
  const created = new Date(createdAt instanceof Date ? createdAt : String(createdAt));
  const today = contractDay(draft, Number.isNaN(created.getTime()) ? new Date() : created);
  return buildContract(draft, { today }).elements;
}

const json = (value: unknown) => (value === null ? null : JSON.stringify(value));

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('contracts')
    .addColumn('edited', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('contracts')
    .addColumn('template_version', 'text', (c) =>
      c.notNull().defaultTo(TEMPLATE_VERSION_AT_MIGRATION),
    )
    .execute();
  await upgradeStoredContracts(db);
}

/** Brings every stored row to the current shape (exported for the tests of old rows). */
export async function upgradeStoredContracts(db: Kysely<unknown>): Promise<void> {
  const ids = await sql<{ id: string }>`select id from contracts`.execute(db);
  for (const { id } of ids.rows) {
    const { rows } = await sql<{
      form_data: unknown;
      elements: unknown;
      comments: unknown;
      is_draft: unknown;
      created_at: unknown;
    }>`select form_data, elements, comments, is_draft, created_at from contracts where id = ${id}`.execute(
      db,
    );
    const row = rows[0];
    if (!row) continue;
    const draft = parseStoredDraft(parse(row.form_data));
    if (!draft.success) continue;
    const edits = storedElements(parse(row.elements));
    const finalised = !(row.is_draft === 1 || row.is_draft === true || row.is_draft === '1');
    const elements = edits ?? (finalised ? keptText(draft.data, row.created_at) : null);
    await sql`update contracts
      set form_data = ${JSON.stringify(draft.data)},
          elements = ${json(elements)},
          edited = ${edits ? 1 : 0},
          comments = ${json(storedComments(parse(row.comments)))}
      where id = ${id}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // The kept text of contracts that were never edited goes back to being built from answers.
  await sql`update contracts set elements = null where edited = 0`.execute(db);
  await db.schema.alterTable('contracts').dropColumn('template_version').execute();
  await db.schema.alterTable('contracts').dropColumn('edited').execute();
}
