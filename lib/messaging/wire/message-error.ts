/**
 * The error shape that crosses the message boundary, and the error the UI throws with it. No schema
 * library here: the content script uses it too (protocol/provider-error.ts has the schema; lib/ui/error-words.ts
 * words it for a person).
 */
export interface ProviderErrorData {
  status: number | null;
  code: string;
  message: string;
  details: unknown;
  requestId: string | null;
  /** Field violations of a validation error, already mapped to the SDK's argument names. */
  fieldViolations?: Array<{ field: string; description: string }>;
  /** Seconds the provider asked us to wait (429 Retry-After), when known. */
  retryAfterSeconds?: number;
  /** The values the UI words a Sitekeeper error with (lib/ui/error-words.ts); `message` is English, for logs. */
  params?: Record<string, string | number>;
}

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
