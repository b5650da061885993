import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { htmlElementSchema } from '@core/schemas/contract-export';
import { contractElementSchema, type ContractElement } from '@core/schemas/document';
import { uniqueIds } from '@core/document/unique-ids';
import { elementFromHtml } from '@server/sanitize/html-element';

/**
 * One shape for the `elements` column (docs/document-model.md "One shape"): before this
 * migration an import could store the specification's HTML elements as received; from now on
 * the column holds the model only (runs). Each stored HTML element is converted once, through
 * the one sanitiser, as an import now does at its edge. Contracts are read and written one at a
 * time so memory stays flat whatever the table's size.
 */
export function elementsAsRuns(stored: unknown): ContractElement[] | null {
  if (!Array.isArray(stored)) return null;
  const elements = stored.flatMap((value, index): ContractElement[] => {
    const model = contractElementSchema.safeParse(value);
    if (model.success) return [model.data];
    const html = htmlElementSchema.safeParse(value);
    const converted = html.success ? elementFromHtml(html.data, index) : null;
    return converted ? [converted] : [];
  });
  return uniqueIds(elements);
}

const parse = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);
const isModel = (stored: unknown) =>
  Array.isArray(stored) && stored.every((value) => contractElementSchema.safeParse(value).success);

export async function up(db: Kysely<unknown>): Promise<void> {
  // The column is JSON text in SQLite and jsonb in PostgreSQL: both read back as text here.
  const rows = await sql<{
    id: string;
    elements: unknown;
  }>`select id, elements from contracts where elements is not null`.execute(db);
  for (const row of rows.rows) {
    const stored = parse(row.elements);
    if (isModel(stored)) continue;
    const elements = elementsAsRuns(stored) ?? [];
    await sql`update contracts set elements = ${JSON.stringify(elements)} where id = ${row.id}`.execute(
      db,
    );
  }
}

/** Nothing to undo: runs are what every version of the reader accepts. */
export async function down(): Promise<void> {}
