// The fault knobs of one site (PUT /_sandbox/sites/{id}/faults), validated with zod.
import { z } from 'zod';

export const faultConfigSchema = z.strictObject({
  /** Added before the call is handled. */
  latencyMs: z.int().min(0).max(60_000).optional(),
  /** Share of calls answered with a provider 5xx (0..1). */
  errorRate: z.number().min(0).max(1).optional(),
  errorStatus: z.union([z.literal(500), z.literal(503)]).optional(),
  /** 429 RESOURCE_EXHAUSTED with Retry-After: every Nth call, with a probability, or (neither) every call. */
  rateLimit: z
    .strictObject({
      retryAfterSeconds: z.int().min(0).max(3600),
      everyNth: z.int().min(1).optional(),
      probability: z.number().min(0).max(1).optional(),
      /** Share of these 429s sent with no Retry-After header and no `retryAfterSeconds` (0..1; default 0). */
      withoutRetryAfterShare: z.number().min(0).max(1).optional(),
    })
    .optional(),
  /** Share of calls whose connection is destroyed without a response (0..1). */
  dropConnectionRate: z.number().min(0).max(1).optional(),
  /**
   * Share of those dropped connections dropped after the call was handled (0..1; default 0): a write
   * has committed, then the socket is destroyed, so the client never learns that it landed.
   */
  dropAfterCommitShare: z.number().min(0).max(1).optional(),
  /** Media uploads: the Nth resumable (TUS) PATCH of the site, counted from when the knobs were set, loses its connection (once). */
  dropUploadChunk: z.int().min(1).optional(),
  /**
   * Paths the knobs act on (each a path prefix, as `/stores/v3/products/query`); absent: every provider
   * call of the site. Calls on other paths pass untouched and uncounted.
   */
  paths: z.array(z.string().startsWith('/').max(200)).min(1).max(20).optional(),
  /** Seed of the PRNG behind the rates: the same seed gives the same sequence of faults. */
  seed: z.int().optional(),
});

export type FaultConfig = z.output<typeof faultConfigSchema>;
