// Settings the server reads from process.env when it needs them (payments/config.ts): set for one
// describe block, restored afterwards.

/** Sets `vars` in process.env before the block's tests ('' counts as unset), restores them after. */
export function useProcessEnv(vars: Record<string, string>): void {
  const saved: Record<string, string | undefined> = {};
  beforeAll(() => {
    for (const [k, v] of Object.entries(vars)) {
      saved[k] = process.env[k];
      process.env[k] = v;
    }
  });
  afterAll(() => {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  });
}
