import { z } from 'zod';

/** A provider error as it crosses the message boundary (errors lose their prototype there). */
export const ProviderErrorData = z.object({
  status: z.number().nullable(),
  code: z.string(),
  message: z.string(),
  details: z.unknown(),
  requestId: z.string().nullable(),
  /** Field violations of a validation error, already mapped to the SDK's argument names. */
  fieldViolations: z.array(z.object({ field: z.string(), description: z.string() })).optional(),
  /** Seconds the provider asked us to wait (429 Retry-After), when known. */
  retryAfterSeconds: z.number().optional(),
});
export type ProviderErrorData = z.infer<typeof ProviderErrorData>;

/** Thrown on the UI side when a message came back with an error. */
export class MessageError extends Error {
  readonly data: ProviderErrorData;
  constructor(data: ProviderErrorData) {
    super(data.message);
    this.name = 'MessageError';
    this.data = data;
  }
}

/** The error of a message that could not be delivered or answered at all. */
export function localError(code: string, message: string): ProviderErrorData {
  return { status: null, code, message, details: null, requestId: null };
}
