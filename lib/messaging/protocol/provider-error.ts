import { z } from 'zod';
import type { ProviderErrorData as ErrorData } from '../wire/message-error';

export { localError, MessageError } from '../wire/message-error';
export type ProviderErrorData = ErrorData;

/** The schema of a provider error as it crosses the message boundary (errors lose their prototype there). */
export const ProviderErrorData: z.ZodType<ErrorData> = z.object({
  status: z.number().nullable(),
  code: z.string(),
  message: z.string(),
  details: z.unknown(),
  requestId: z.string().nullable(),
  fieldViolations: z.array(z.object({ field: z.string(), description: z.string() })).optional(),
  retryAfterSeconds: z.number().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
