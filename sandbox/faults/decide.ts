// Pure decision per call: what the fault knobs do to the n-th call of a site. Deterministic: a
// seeded PRNG (mulberry32) and a call counter, so tests see the same faults on every run.
import type { FaultConfig } from './config.ts';

export type FaultOutcome =
  | { kind: 'pass' }
  /** The connection is destroyed without a response: before the call is handled, or after (its write committed). */
  | { kind: 'drop'; afterCommit: boolean }
  /** 429; `retryAfterSeconds` null: sent with no Retry-After at all. */
  | { kind: 'rate_limit'; retryAfterSeconds: number | null }
  | { kind: 'error'; status: 500 | 503 };

/** How many faults of each kind the knobs injected since they were set (the fault suite's figures). */
export interface InjectedFaults {
  droppedBefore: number;
  droppedAfterCommit: number;
  rateLimitedWithRetryAfter: number;
  rateLimitedWithoutRetryAfter: number;
  errors: number;
}

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
  readonly injected: InjectedFaults = {
    droppedBefore: 0,
    droppedAfterCommit: 0,
    rateLimitedWithRetryAfter: 0,
    rateLimitedWithoutRetryAfter: 0,
    errors: 0,
  };
  private readonly random: () => number;
  /** A second sequence for the variant of a fault (after commit, without Retry-After), so the main one is unchanged. */
  private readonly variant: () => number;

  constructor(readonly config: FaultConfig) {
    this.random = mulberry32(config.seed ?? 1);
    this.variant = mulberry32((config.seed ?? 1) ^ 0x5bd1e995);
  }

  /** Whether the knobs act on a call to this path (see `paths`). */
  appliesTo(path: string): boolean {
    const paths = this.config.paths;
    return !paths || paths.some((prefix) => path.startsWith(prefix));
  }

  /** Decides the next call. Always draws four numbers so one knob does not shift another's sequence. */
  next(): FaultDecision {
    this.calls += 1;
    const [rDrop, rLimit, rError, rVariant] = [this.random(), this.random(), this.random(), this.variant()];
    const c = this.config;
    const latencyMs = c.latencyMs ?? 0;
    if (c.dropConnectionRate && rDrop < c.dropConnectionRate) {
      const afterCommit = rVariant < (c.dropAfterCommitShare ?? 0);
      this.injected[afterCommit ? 'droppedAfterCommit' : 'droppedBefore'] += 1;
      return { latencyMs, outcome: { kind: 'drop', afterCommit } };
    }
    if (c.rateLimit && this.limited(c.rateLimit, rLimit)) {
      const without = rVariant < (c.rateLimit.withoutRetryAfterShare ?? 0);
      this.injected[without ? 'rateLimitedWithoutRetryAfter' : 'rateLimitedWithRetryAfter'] += 1;
      const retryAfterSeconds = without ? null : c.rateLimit.retryAfterSeconds;
      return { latencyMs, outcome: { kind: 'rate_limit', retryAfterSeconds } };
    }
    if (c.errorRate && rError < c.errorRate) {
      this.injected.errors += 1;
      return { latencyMs, outcome: { kind: 'error', status: c.errorStatus ?? 500 } };
    }
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
