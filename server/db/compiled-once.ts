import { createQueryId, type CompiledQuery, type Compilable, type Kysely } from 'kysely';

/**
 * A query of the hot path (every API request) built and compiled by Kysely once per database
 * instead of on every call — the builder and compiler were ~8 % of an API read. `build` takes
 * marker values standing for the parameters; each call swaps them for the real ones in the
 * compiled parameter list (matched by identity, so markers must be distinct strings no real
 * value equals, e.g. `'\u0000token'`). The SQL text never changes: values stay bound parameters.
 */
export function compiledOnce<Db, Args extends readonly string[], Row>(
  build: (db: Kysely<Db>, ...args: Args) => Compilable<Row>,
  markers: Args,
) {
  const cache = new WeakMap<Kysely<Db>, { compiled: CompiledQuery<Row>; slots: number[] }>();
  const prepare = (db: Kysely<Db>) => {
    const compiled = build(db, ...markers).compile();
    const slots = compiled.parameters.map((value) => markers.indexOf(value as string));
    if (new Set(slots.filter((slot) => slot >= 0)).size !== markers.length) {
      throw new Error('compiledOnce : chaque marqueur doit apparaître dans la requête compilée.');
    }
    const entry = { compiled, slots };
    cache.set(db, entry);
    return entry;
  };
  return async (db: Kysely<Db>, ...args: Args): Promise<Row[]> => {
    const { compiled, slots } = cache.get(db) ?? prepare(db);
    const parameters = compiled.parameters.map((value, i) =>
      slots[i]! >= 0 ? args[slots[i]!] : value,
    );
    // A fresh query id per execution, as Kysely gives every query (plugins key state on it).
    const result = await db.executeQuery<Row>({
      ...compiled,
      parameters,
      queryId: createQueryId(),
    });
    return result.rows;
  };
}
