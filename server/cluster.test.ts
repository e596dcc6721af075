import { workerPlan } from './cluster';

describe('workerPlan (WORKERS)', () => {
  it('is one process when WORKERS is unset or 1', () => {
    expect(workerPlan({})).toEqual({ count: 1 });
    expect(workerPlan({ WORKERS: '1', DATABASE_URL: 'postgres://db/app' })).toEqual({ count: 1 });
  });

  it('forks N processes over PostgreSQL', () => {
    expect(workerPlan({ WORKERS: '4', DATABASE_URL: 'postgres://db/app' })).toEqual({ count: 4 });
  });

  it('stays one process on PGlite and says why', () => {
    expect(workerPlan({ WORKERS: '2' })).toEqual({
      count: 1,
      note: 'WORKERS=2 ignored: the embedded PGlite database belongs to one process; set DATABASE_URL to run 2 processes',
    });
  });

  it('refuses what is not a count', () => {
    expect(() => workerPlan({ WORKERS: 'two' })).toThrow('WORKERS must be a whole number of at least 1, got "two"');
    expect(() => workerPlan({ WORKERS: '0' })).toThrow('WORKERS must be a whole number of at least 1, got "0"');
  });
});
