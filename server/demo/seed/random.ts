/** A small seeded PRNG (mulberry32) with the helpers the seed needs. Same seed, same sequence. */
export class Rng {
  private state: number;

  constructor(seed: number | string) {
    this.state = typeof seed === 'number' ? seed >>> 0 : hashString(seed);
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max] (both included). */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(list: readonly T[]): T {
    if (list.length === 0) throw new Error('pick from an empty list');
    return list[Math.floor(this.next() * list.length)];
  }

  /** Picks by weight; weights need not sum to 1. */
  weighted<T>(list: readonly T[], weight: (item: T) => number): T {
    const total = list.reduce((s, x) => s + weight(x), 0);
    let roll = this.next() * total;
    for (const item of list) {
      roll -= weight(item);
      if (roll < 0) return item;
    }
    return list[list.length - 1];
  }

  /** k distinct items, in random order. */
  sample<T>(list: readonly T[], k: number): T[] {
    const copy = list.slice();
    const n = Math.min(k, copy.length);
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.next() * (copy.length - i));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy.slice(0, n);
  }

  letter(): string {
    return 'ABCDEFGHJKLMNPRSTUVWXYZ'[this.int(0, 22)];
  }

  digit(): string {
    return String(this.int(0, 9));
  }
}

/** FNV-1a, 32 bit. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
