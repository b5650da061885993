import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { makeDraft, TODAY } from '@core/templates/test-drafts';
import { buildContract } from '@core/templates/build-contract';
import { TEMPLATE_VERSION } from '@core/templates/template-version';
import {
  BACKENDS,
  createTestDatabase,
  migrateTestDatabase,
  type TestDatabase,
} from '@server/auth/test-support';
import { insertStoredRow } from '@server/test-support/stored-row';
import { findContract } from '../repositories/contracts';

const paragraph = (id: string, text: string) => ({
  id,
  type: 'paragraph',
  style: 'ContractBody',
  runs: [{ text }],
});

/** Rows as older versions stored them, read after the migration's upgrade. */
describe.each(BACKENDS)('0015: every stored contract in today’s shape (%s)', (backend) => {
  let test: TestDatabase;
  const db = () => test.database.db;
  beforeAll(async () => {
    test = await createTestDatabase(backend);
    await migrateTestDatabase(test.database);
  });
  afterAll(async () => test?.cleanup());

  const day = TODAY.toISOString().slice(0, 10);
  const answers = (input: Record<string, unknown> = {}) => ({
    ...makeDraft(input),
    date_contrat: day,
  });

  it('upgrades old answers once: a free-text price becomes an amount and its tax regime', async () => {
    const { id } = await insertStoredRow(db(), 'o1', {
      title: 'Ancien',
      isDraft: true,
      formData: { ...answers(), remuneration: '1 500 € TTC', tva_regime: undefined },
    });
    const contract = await findContract(db(), 'o1', id);
    expect(contract?.draft).toMatchObject({ remuneration: '1500', tva_regime: 'TTC' });
    const raw = await sql<{
      form_data: unknown;
    }>`select form_data from contracts where id = ${id}`.execute(db());
    const stored = raw.rows[0]?.form_data;
    expect(typeof stored === 'string' ? JSON.parse(stored) : stored).toMatchObject({
      remuneration: '1500',
    });
  });

  it('keeps a draft’s text to its answers, and a finalised contract’s text as built', async () => {
    const draft = await insertStoredRow(db(), 'o2', {
      title: 'Brouillon',
      isDraft: true,
      formData: answers(),
    });
    expect(await findContract(db(), 'o2', draft.id)).toMatchObject({
      document: null,
      edited: false,
      status: 'draft',
      templateVersion: TEMPLATE_VERSION,
    });

    const final = await insertStoredRow(db(), 'o2', {
      title: 'Finalisé',
      isDraft: false,
      formData: answers(),
    });
    const contract = await findContract(db(), 'o2', final.id);
    expect(contract).toMatchObject({ edited: false, status: 'final' });
    expect(contract?.document?.elements).toEqual(
      buildContract(answers() as never, { today: TODAY }).elements,
    );
  });

  it('marks edited rows, drops elements and comments that do not read, makes ids unique', async () => {
    const { id } = await insertStoredRow(db(), 'o3', {
      title: 'Édité',
      isDraft: false,
      formData: answers(),
      elements: [
        paragraph('a', 'Premier'),
        { type: 'paragraph', text: 'sans runs' },
        paragraph('a', 'Second'),
      ],
      comments: [
        {
          id: 'c1',
          elementIndex: 0,
          elementId: 'a',
          text: 'Relire',
          date: '2026-11-21T10:00:00.000Z',
        },
        { id: 'c2', pasUnCommentaire: true },
      ],
    });
    const contract = await findContract(db(), 'o3', id);
    expect(contract?.edited).toBe(true);
    const elements = contract?.document?.elements ?? [];
    expect(elements.map((el) => (el.type === 'paragraph' ? el.runs[0]?.text : ''))).toEqual([
      'Premier',
      'Second',
    ]);
    expect(new Set(elements.map((el) => el.id)).size).toBe(2);
    expect(contract?.comments.map((c) => c.id)).toEqual(['c1']);
  });

  it('leaves answers it cannot upgrade as they are: reading them is a typed error', async () => {
    const { id } = await insertStoredRow(db(), 'o4', {
      title: 'Illisible',
      isDraft: true,
      formData: { auteur_type: 'Robot', liste: [1, 2] },
    });
    await expect(findContract(db(), 'o4', id)).rejects.toMatchObject({
      code: 'STORED_CONTRACT_INVALID',
      status: 500,
      details: { contractId: id, column: 'form_data' },
    });
  });

  it('is idempotent: a second run changes nothing', async () => {
    const before =
      await sql`select id, form_data, elements, comments, edited from contracts order by id`.execute(
        db(),
      );
    await insertStoredRow(db(), 'o5', { title: 'x', isDraft: true, formData: answers() });
    const after =
      await sql`select id, form_data, elements, comments, edited from contracts where owner_id <> 'o5' order by id`.execute(
        db(),
      );
    expect(after.rows).toEqual(before.rows);
  });
});
