// Deterministic randomness for seed data: no Math.random, no clock.
/** mulberry32: tiny, fast, good enough for demo data. */
export class Prng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(min: number, maxInclusive: number): number {
    return min + Math.floor(this.next() * (maxInclusive - min + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  /** Picks by weight: `[[value, weight], ...]`. */
  weighted<T>(pairs: readonly (readonly [T, number])[]): T {
    const total = pairs.reduce((s, [, w]) => s + w, 0);
    let r = this.next() * total;
    for (const [v, w] of pairs) {
      if ((r -= w) < 0) return v;
    }
    return pairs[pairs.length - 1]![0];
  }
  hex(n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += Math.floor(this.next() * 16).toString(16);
    return s;
  }
  bytes(n: number): Buffer {
    const b = Buffer.alloc(n);
    for (let i = 0; i < n; i++) b[i] = Math.floor(this.next() * 256);
    return b;
  }
  /** A version-4-shaped GUID, stable for a given seed. */
  guid(): string {
    const variant = '89ab'[Math.floor(this.next() * 4)]!;
    return `${this.hex(8)}-${this.hex(4)}-4${this.hex(3)}-${variant}${this.hex(3)}-${this.hex(12)}`;
  }
}

/** FNV-1a, to derive independent seeds from names (adding a site never shifts another's data). */
export function seedFrom(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Every seeded timestamp is relative to this instant. */
export const SEED_BASE_DATE = Date.parse('2026-10-01T00:00:00.000Z');

/** An ISO date `daysAgo` (fractional) before the base date, rounded to the millisecond. */
export function isoDaysAgo(daysAgo: number): string {
  return new Date(Math.round(SEED_BASE_DATE - daysAgo * 86_400_000)).toISOString();
}
