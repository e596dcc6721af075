import { openPglite } from './pglite';
import type { Database, Queryable } from './types';
import { queryPrepared } from './prepared';

let db: Database;
beforeAll(async () => {
  db = await openPglite();
  await db.exec('CREATE TABLE t (id bigint PRIMARY KEY, name text); INSERT INTO t VALUES (1, $$one$$), (2, $$two$$), (3, $$three$$);');
}, 60_000); // starting the embedded PostgreSQL takes seconds on a busy machine
afterAll(() => db?.close());

const SQL = 'SELECT id, name FROM unnest($1::bigint[]) WITH ORDINALITY AS u(id, ord) JOIN t USING (id) WHERE $2::int IS NULL OR t.id <> $2 ORDER BY u.ord';

it('prepares once and executes with whole numbers, arrays and NULL', async () => {
  const run = (ids: number[], not: number | null) => queryPrepared<{ id: number; name: string }>(db, 'test_stmt', ['bigint[]', 'integer'], SQL, [ids, not]);
  // Concurrent first calls share one PREPARE.
  const [a, b] = await Promise.all([run([3, 1], null), run([2], null)]);
  expect(a.rows).toEqual([{ id: 3, name: 'three' }, { id: 1, name: 'one' }]);
  expect(b.rows).toEqual([{ id: 2, name: 'two' }]);
  expect((await run([1, 2, 3], 2)).rows.map((r) => r.id)).toEqual([1, 3]);
  expect((await run([], null)).rows).toEqual([]);
  const prepared = await db.query<{ name: string }>("SELECT name FROM pg_prepared_statements WHERE name = 'test_stmt'");
  expect(prepared.rows).toHaveLength(1);
});

it('refuses anything but whole numbers as arguments', async () => {
  await expect(queryPrepared(db, 'test_stmt', ['bigint[]', 'integer'], SQL, [[1], 1.5])).rejects.toThrow(TypeError);
  await expect(queryPrepared(db, 'test_stmt', ['bigint[]', 'integer'], SQL, [['1; DROP TABLE t' as unknown as number], null])).rejects.toThrow(TypeError);
});

it('runs a plain query on other databases and inside transactions', async () => {
  const calls: unknown[][] = [];
  const fake: Queryable = { query: async (sql, params) => { calls.push([sql, params]); return { rows: [], rowCount: 0 }; } };
  await queryPrepared(fake, 'x', ['integer'], 'SELECT $1', [5]);
  expect(calls).toEqual([['SELECT $1', [5]]]);
});
