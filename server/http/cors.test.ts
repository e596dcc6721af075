import Fastify, { type FastifyInstance } from 'fastify';
import apiCors, { corsOrigins } from './cors';

describe('corsOrigins', () => {
  it('lists CORS_ORIGINS plus both spellings of the demo origin, without duplicates', () => {
    expect(corsOrigins({ demoPort: 3100 }, { CORS_ORIGINS: 'https://Partner.example.com/, http://localhost:3100' })).toEqual([
      'https://partner.example.com',
      'http://localhost:3100',
      'http://127.0.0.1:3100',
    ]);
    expect(corsOrigins({ demoPort: 4100 }, {})).toEqual(['http://localhost:4100', 'http://127.0.0.1:4100']);
  });

  it('refuses a value that is not an origin', () => {
    expect(() => corsOrigins({ demoPort: 3100 }, { CORS_ORIGINS: 'partner.example.com' })).toThrow(/CORS_ORIGINS/);
  });
});

describe('apiCors', () => {
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    app = Fastify();
    await app.register(apiCors, { origins: ['http://localhost:3100'] });
    app.post('/api/login', async () => ({ statusCode: 200 }));
    app.get('/widgets/x.js', async (_req, reply) => reply.header('Access-Control-Allow-Origin', '*').send('x'));
    base = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => app.close());

  it('answers the preflight of an allowed origin, bearer header included, no credentials', async () => {
    const res = await fetch(`${base}/api/login`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:3100',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3100');
    expect(res.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('allows the actual request of an allowed origin and not of others', async () => {
    const ok = await fetch(`${base}/api/login`, { method: 'POST', headers: { Origin: 'http://localhost:3100' } });
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://localhost:3100');
    const other = await fetch(`${base}/api/login`, { method: 'POST', headers: { Origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('leaves paths outside /api alone', async () => {
    const res = await fetch(`${base}/widgets/x.js`, { headers: { Origin: 'http://localhost:3100' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });
});
