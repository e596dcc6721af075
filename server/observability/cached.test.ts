import { cached } from './cached';

describe('cached', () => {
  it('shares one load among callers while it runs and for ttl after, then loads again; a failure is not kept', async () => {
    let now = 0;
    let loads = 0;
    let fail = false;
    const read = cached(1000, async () => {
      loads += 1;
      if (fail) throw new Error('down');
      return loads;
    }, () => now);
    expect(await Promise.all([read(), read()])).toEqual([1, 1]);
    now = 999;
    expect(await read()).toBe(1);
    now = 1000;
    fail = true;
    await expect(read()).rejects.toThrow('down');
    fail = false;
    expect(await read()).toBe(3);
    expect(loads).toBe(3);
  });
});
