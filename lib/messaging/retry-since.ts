import { z } from 'zod';

/**
 * On a write the provider has no idempotency key for: set when this is a retry of a try whose answer
 * was lost (lib/messaging/wire/unsure-failure.ts), to when that first try was sent. The background
 * then looks for what the first try made before writing again (lib/service/retry-safe/write-once.ts).
 */
export const RetrySince = z.iso.datetime().optional();
