/**
 * When the cluster primary forks a replacement for a worker that exited: at once after a worker
 * that had served a while, with exponential backoff (capped) after workers that died young, so a
 * database outage costs a few forks a minute instead of a crash loop, and the primary never gives
 * up. Pure bookkeeping: server/cluster.ts does the forking.
 */

export interface RestartPolicy {
  /** Delay after the first young death in a row. */
  firstDelayMs: number;
  /** The delay doubles with each young death in a row up to this. */
  maxDelayMs: number;
  /** A worker that lived at least this long was healthy: its death restarts at once and resets the backoff. */
  healthyAfterMs: number;
}

export const DEFAULT_RESTART_POLICY: RestartPolicy = { firstDelayMs: 1_000, maxDelayMs: 30_000, healthyAfterMs: 30_000 };

/** Delay before the next fork after `youngDeaths` (1, 2, …) young deaths in a row: 1 s, 2 s, 4 s … capped. */
export function backoffMs(youngDeaths: number, policy: RestartPolicy): number {
  if (youngDeaths <= 0) return 0;
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** Math.min(youngDeaths - 1, 30));
}

export interface RestartDecision {
  /** Wait this long, then fork the slot's next generation. */
  delayMs: number;
  /** Young deaths in a row in this slot (0 after a healthy worker's death). */
  youngDeaths: number;
  /** The generation the replacement will have. */
  nextGeneration: number;
  /** Replacements forked in all slots so far, this one included. */
  restarts: number;
}

interface Slot {
  generation: number;
  youngDeaths: number;
}

/**
 * One slot per worker the cluster keeps running. A slot's first worker is generation 1; each
 * replacement is the next generation. `restarts` counts replacements over all slots.
 */
export class WorkerRestarts {
  private readonly slots: Slot[];
  private restartCount = 0;

  constructor(
    count: number,
    private readonly policy: RestartPolicy = DEFAULT_RESTART_POLICY,
  ) {
    this.slots = Array.from({ length: count }, () => ({ generation: 1, youngDeaths: 0 }));
  }

  get restarts(): number {
    return this.restartCount;
  }

  generationOf(slot: number): number {
    return this.slots[slot].generation;
  }

  /** The worker of `slot` exited after living `livedMs`: when to fork its replacement. */
  exited(slot: number, livedMs: number): RestartDecision {
    const s = this.slots[slot];
    s.youngDeaths = livedMs >= this.policy.healthyAfterMs ? 0 : s.youngDeaths + 1;
    s.generation += 1;
    this.restartCount += 1;
    return { delayMs: backoffMs(s.youngDeaths, this.policy), youngDeaths: s.youngDeaths, nextGeneration: s.generation, restarts: this.restartCount };
  }
}
