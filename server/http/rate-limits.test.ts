import type { FastifyRequest } from 'fastify';
import { batchedLimit, LIMIT_MESSAGES, searchLimit, type CounterStore, type RateLimits } from './rate-limits';
import { HttpError } from './errors';

/** Counters in memory, recording each write to the shared store. */
function memoryStore() {
  const counts = new Map<string, number>();
  const writes: number[] = [];
  const store: CounterStore = {
    async hit(key, windowMs, by = 1) {
      writes.push(by);
      counts.set(key, (counts.get(key) ?? 0) + by);
      return { count: counts.get(key)!, ttlMs: windowMs };
    },
    async peek(key) {
      return { count: counts.get(key) ?? 0, ttlMs: 60_000 };
    },
    async clear(key) {
      counts.delete(key);
    },
  };
  return { store, writes, counts };
}

const rule = (max: number) => ({ max, windowMs: 60_000, message: LIMIT_MESSAGES.search });
const statusOf = (p: Promise<void>) => p.then(() => 200, (err: HttpError) => err.statusCode);

describe('batchedLimit', () => {
  it('writes to the shared counters once per batch and refuses past the limit', async () => {
    const { store, writes, counts } = memoryStore();
    const count = batchedLimit(store, rule(100), 10);
    const statuses: number[] = [];
    for (let i = 0; i < 110; i++) statuses.push(await statusOf(count('a')));
    expect(statuses.filter((s) => s === 200)).toHaveLength(100);
    expect(statuses.slice(100)).toEqual(Array(10).fill(429));
    expect(writes).toEqual(Array(11).fill(10));
    expect(counts.get('a')).toBe(110);
    expect(await statusOf(count('b'))).toBe(200);
  });

  it('counts what other processes added to the shared counter', async () => {
    const { store, counts } = memoryStore();
    counts.set('a', 95);
    const count = batchedLimit(store, rule(100), 5);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push(await statusOf(count('a')));
    // The first batch reaches the shared 95 + 5 = 100, the limit: the next is refused.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });
});

describe('searchLimit', () => {
  const limits = (store: CounterStore) => ({ store, search: rule(2) }) as unknown as RateLimits;
  const request = (ip: string, injected = false) => ({ ip, raw: injected ? { _lightMyRequest: {} } : {} }) as unknown as FastifyRequest;

  it('counts per address, and not the calls the server makes to itself while rendering a page', async () => {
    const { store } = memoryStore();
    const limit = searchLimit(limits(store));
    for (let i = 0; i < 5; i++) expect(await statusOf(limit(request('127.0.0.1', true)))).toBe(200);
    expect([await statusOf(limit(request('203.0.113.1'))), await statusOf(limit(request('203.0.113.1')))]).toEqual([200, 200]);
    expect(await statusOf(limit(request('203.0.113.1')))).toBe(429);
    expect(await statusOf(limit(request('203.0.113.2')))).toBe(200);
  });
});
