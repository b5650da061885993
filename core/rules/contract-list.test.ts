import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIST_QUERY,
  contractState,
  listQueryFromParams,
  listQueryParams,
  listedClients,
  nextAction,
  queryContracts,
  type ListedContract,
} from './contract-list';

const row = (over: Partial<ListedContract> & { title: string }): ListedContract => ({
  client: '',
  state: 'final',
  created_at: '2026-01-01T10:00:00.000Z',
  updated_at: '2026-01-01T10:00:00.000Z',
  ...over,
});

const LIST = [
  row({
    title: 'Reportage mariage',
    client: 'Éléonore Martin',
    state: 'signed',
    updated_at: '2026-03-02T00:00:00.000Z',
    created_at: '2026-01-05T00:00:00.000Z',
  }),
  row({
    title: 'Affiche festival',
    client: 'Studio Nord',
    state: 'draft',
    updated_at: '2026-03-05T00:00:00.000Z',
    created_at: '2026-01-02T00:00:00.000Z',
  }),
  row({
    title: 'Book portrait',
    client: '',
    state: 'pending',
    updated_at: '2026-03-01T00:00:00.000Z',
    created_at: '2026-01-09T00:00:00.000Z',
  }),
  row({
    title: 'Illustrations album',
    client: 'Éléonore Martin',
    state: 'final',
    updated_at: '2026-02-01T00:00:00.000Z',
    created_at: '2026-01-01T00:00:00.000Z',
  }),
];
const titles = (rows: ListedContract[]) => rows.map((r) => r.title);

describe('contractState', () => {
  it('follows the draft flag, then the newest signature request', () => {
    expect(contractState(true, 'completed')).toBe('draft');
    expect(contractState(false, null)).toBe('final');
    expect(contractState(false, 'pending')).toBe('pending');
    expect(contractState(false, 'completed')).toBe('signed');
    expect(contractState(false, 'refused')).toBe('refused');
  });
});

describe('nextAction', () => {
  it('offers the step that follows each state', () => {
    expect(nextAction('draft')).toBe('finalize');
    expect(nextAction('final')).toBe('send');
    expect(nextAction('pending')).toBe('remind');
    expect(nextAction('signed')).toBe('download-signed');
    expect(nextAction('refused')).toBe('send');
  });
});

describe('queryContracts', () => {
  it('keeps everything, newest change first, by default', () => {
    expect(titles(queryContracts(LIST, DEFAULT_LIST_QUERY))).toEqual([
      'Affiche festival',
      'Reportage mariage',
      'Book portrait',
      'Illustrations album',
    ]);
  });
  it('searches the title and the client, without accents, case or word order', () => {
    const q = (search: string) => titles(queryContracts(LIST, { ...DEFAULT_LIST_QUERY, search }));
    expect(q('martin eleonore')).toEqual(['Reportage mariage', 'Illustrations album']);
    expect(q('AFFICHE')).toEqual(['Affiche festival']);
    expect(q('book nord')).toEqual([]);
  });
  it('filters by state and by client', () => {
    expect(titles(queryContracts(LIST, { ...DEFAULT_LIST_QUERY, state: 'draft' }))).toEqual([
      'Affiche festival',
    ]);
    expect(
      titles(
        queryContracts(LIST, { ...DEFAULT_LIST_QUERY, client: 'Éléonore Martin', state: 'final' }),
      ),
    ).toEqual(['Illustrations album']);
  });
  it('sorts by creation, title or client (contracts naming nobody last)', () => {
    const s = (sort: typeof DEFAULT_LIST_QUERY.sort) =>
      titles(queryContracts(LIST, { ...DEFAULT_LIST_QUERY, sort }));
    expect(s('created')).toEqual([
      'Book portrait',
      'Reportage mariage',
      'Affiche festival',
      'Illustrations album',
    ]);
    expect(s('title')).toEqual([
      'Affiche festival',
      'Book portrait',
      'Illustrations album',
      'Reportage mariage',
    ]);
    expect(s('client').at(-1)).toBe('Book portrait');
    expect(s('client').at(0)).not.toBe('Affiche festival');
  });
});

describe('listedClients', () => {
  it('names each client once, A → Z, without the empty name', () => {
    expect(listedClients(LIST)).toEqual(['Éléonore Martin', 'Studio Nord']);
  });
});

describe('the list query in the address', () => {
  const read = (params: Record<string, string>) =>
    listQueryFromParams((key) => params[key] ?? null);
  it('round-trips a query, keeping only what differs from the default', () => {
    const query = {
      search: 'couverture',
      state: 'draft',
      client: 'Studio Nord',
      sort: 'title',
    } as const;
    expect(listQueryParams(query)).toEqual({
      q: 'couverture',
      etat: 'draft',
      client: 'Studio Nord',
      tri: 'title',
    });
    expect(read(listQueryParams(query))).toEqual(query);
    expect(listQueryParams(DEFAULT_LIST_QUERY)).toEqual({});
  });
  it('reads anything unknown as the default', () => {
    expect(read({ etat: 'perdu', tri: 'hasard', client: '' })).toEqual(DEFAULT_LIST_QUERY);
  });
});
