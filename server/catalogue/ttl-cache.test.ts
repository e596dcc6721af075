import { ttlCache } from './ttl-cache';

describe('ttlCache', () => {
  afterEach(() => jest.useRealTimers());

  it('computes once per window and shares the computation', async () => {
    jest.useFakeTimers({ now: 0 });
    let calls = 0;
    const get = ttlCache(1000, async () => ++calls);
    expect(await Promise.all([get(), get()])).toEqual([1, 1]);
    jest.setSystemTime(999);
    expect(await get()).toBe(1);
    jest.setSystemTime(1000);
    expect(await get()).toBe(2);
  });

  it('does not keep a failure', async () => {
    let fail = true;
    const get = ttlCache(60_000, async () => {
      if (fail) throw new Error('down');
      return 'ok';
    });
    await expect(get()).rejects.toThrow('down');
    fail = false;
    expect(await get()).toBe('ok');
  });
});
