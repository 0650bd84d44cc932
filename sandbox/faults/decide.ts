// Pure decision per call: what the fault knobs do to the n-th call of a site. Deterministic: a
// seeded PRNG (mulberry32) and a call counter, so tests see the same faults on every run.
import type { FaultConfig } from './config.ts';

export type FaultOutcome =
  | { kind: 'pass' }
  | { kind: 'drop' }
  | { kind: 'rate_limit'; retryAfterSeconds: number }
  | { kind: 'error'; status: 500 | 503 };

export interface FaultDecision {
  latencyMs: number;
  outcome: FaultOutcome;
}

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class SiteFaults {
  /** Calls seen since the knobs were set. */
  calls = 0;
  /** Resumable upload chunks (TUS PATCH) seen since the knobs were set. */
  uploadChunks = 0;
  private readonly random: () => number;

  constructor(readonly config: FaultConfig) {
    this.random = mulberry32(config.seed ?? 1);
  }

  /** Decides the next call. Always draws three numbers so one knob does not shift another's sequence. */
  next(): FaultDecision {
    this.calls += 1;
    const [rDrop, rLimit, rError] = [this.random(), this.random(), this.random()];
    const c = this.config;
    const latencyMs = c.latencyMs ?? 0;
    if (c.dropConnectionRate && rDrop < c.dropConnectionRate) return { latencyMs, outcome: { kind: 'drop' } };
    if (c.rateLimit && this.limited(c.rateLimit, rLimit)) {
      return { latencyMs, outcome: { kind: 'rate_limit', retryAfterSeconds: c.rateLimit.retryAfterSeconds } };
    }
    if (c.errorRate && rError < c.errorRate)
      return { latencyMs, outcome: { kind: 'error', status: c.errorStatus ?? 500 } };
    return { latencyMs, outcome: { kind: 'pass' } };
  }

  /** The upload whose chunks keep failing until its client asks where to resume (HEAD). */
  private droppingUpload: string | null = null;

  /**
   * Whether this upload chunk's connection is dropped: the `dropUploadChunk`-th one, and every resend
   * of that upload until its client asks for the offset (a browser silently resends a request whose
   * reused connection died, which would hide the drop from the upload client).
   */
  dropUploadChunk(uploadToken: string): boolean {
    this.uploadChunks += 1;
    if (this.config.dropUploadChunk === this.uploadChunks) this.droppingUpload = uploadToken;
    return this.droppingUpload === uploadToken;
  }

  /** The client asked for the offset: it is resuming, the connection holds again. */
  uploadResumed(uploadToken: string): void {
    if (this.droppingUpload === uploadToken) this.droppingUpload = null;
  }

  private limited(rl: NonNullable<FaultConfig['rateLimit']>, r: number): boolean {
    if (rl.everyNth !== undefined) return this.calls % rl.everyNth === 0;
    if (rl.probability !== undefined) return r < rl.probability;
    return true;
  }
}
