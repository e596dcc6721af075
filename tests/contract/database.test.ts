import { createTestApp, type TestApp } from '../support/contract-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedProducts: 30 });
});
afterAll(() => t.close());

describe(`the ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'} driver`, () => {
  it('counts rows the same way for reads and writes', async () => {
    const read = await t.db.query('SELECT id FROM provinces WHERE id = $1', [3]);
    expect(read.rowCount).toBe(1);
    const none = await t.db.query('SELECT id FROM provinces WHERE id = $1', [99]);
    expect(none.rowCount).toBe(0);
    const write = await t.db.query("UPDATE provinces SET name = name WHERE id <= 2");
    expect(write.rowCount).toBe(2);
  });

  it('returns bigint and numeric columns as numbers', async () => {
    const r = await t.db.query<{ big: number; num: number }>('SELECT 12345678901::bigint AS big, 4.5::numeric AS num');
    expect(r.rows[0]).toEqual({ big: 12345678901, num: 4.5 });
  });

  it('rolls a transaction back completely when it throws', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await tx.query("INSERT INTO mail_outbox (to_email, subject, body) VALUES ('x@example.com', 'a', 'b')");
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    const r = await t.db.query("SELECT 1 FROM mail_outbox WHERE to_email = 'x@example.com'");
    expect(r.rowCount).toBe(0);
  });
});
