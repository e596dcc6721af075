// The contract-test harness itself: a real server over HTTP, on the database the run asked for.
import { createTestApp, type TestApp } from '../support/contract-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 50 });
});

afterAll(async () => {
  await t?.close();
});

test('runs on PostgreSQL when DATABASE_URL is set, else on the embedded database', () => {
  expect(t.db.kind).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
});

test('GET /api/health answers statusCode 200', async () => {
  const res = await fetch(`${t.apiUrl}health`);
  expect(res.status).toBe(200);
  expect(await res.json()).toMatchObject({ statusCode: 200 });
});

test('an unknown API route answers 404 as JSON {statusCode, message}', async () => {
  const res = await fetch(`${t.apiUrl}no-such-route`);
  expect(res.status).toBe(404);
  expect(res.headers.get('content-type')).toMatch(/application\/json/);
  const body = (await res.json()) as { statusCode: number; message: string };
  expect(body.statusCode).toBe(404);
  expect(typeof body.message).toBe('string');
});
