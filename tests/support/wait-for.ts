/** Polls `check` every 50 ms until it is true; fails after timeoutMs (a condition, never a fixed sleep). */
export async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`Still waiting after ${timeoutMs} ms for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
