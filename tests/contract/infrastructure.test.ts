// The contract-test harness itself: a real server over HTTP, on the database the run asked for.
import { connect } from 'node:net';
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

test('GET /api/health/ready answers 200 "ready" when every database answers', async () => {
  const res = await fetch(`${t.apiUrl}health/ready`);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(await res.json()).toMatchObject({
    statusCode: 200,
    status: 'ready',
    databases: [expect.objectContaining({ name: 'primary', role: 'primary', up: true })],
  });
});

describe('a request body that trickles in', () => {
  let slow: TestApp;
  beforeAll(async () => {
    slow = await createTestApp({ seedProducts: 10, env: { HTTP_BODY_TIMEOUT_MS: '1000', HTTP_HEADERS_TIMEOUT_MS: '1000', JOB_POLL_MS: '0' } });
  });
  afterAll(() => slow?.close());

  it('is cut off after HTTP_BODY_TIMEOUT_MS (408), long before it would have arrived', async () => {
    const { port } = new URL(slow.baseUrl);
    const started = Date.now();
    const socket = connect(Number(port), '127.0.0.1');
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', () => undefined);
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    // 100 bytes announced, one sent every 200 ms: 20 s to arrive in full.
    socket.write('POST /api/newsletter-subscribe HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n');
    const drip = setInterval(() => socket.writable && socket.write(' '), 200);
    try {
      await new Promise<void>((resolve) => socket.once('close', () => resolve()));
    } finally {
      clearInterval(drip);
    }
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('a body that arrives in time is served as usual', async () => {
    const res = await fetch(`${slow.apiUrl}health`);
    expect(res.status).toBe(200);
  });
});

test('an unknown API route answers 404 as JSON {statusCode, message}', async () => {
  const res = await fetch(`${t.apiUrl}no-such-route`);
  expect(res.status).toBe(404);
  expect(res.headers.get('content-type')).toMatch(/application\/json/);
  const body = (await res.json()) as { statusCode: number; message: string };
  expect(body.statusCode).toBe(404);
  expect(typeof body.message).toBe('string');
});
