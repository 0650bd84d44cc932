import { errorWords } from '../../ui/error-words';

/**
 * The error shape that crosses the message boundary, and the error the UI throws with it. No schema
 * library here: the content script uses it too (provider-error.ts has the schema).
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
  /** The values the UI words a Sitekeeper error with (plain/error-words.ts); `message` is English, for logs. */
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

/** An error as a person reads it: a provider refusal with its request id, else the message. */
export function readableError(e: unknown): string {
  if (e instanceof MessageError) {
    const words = errorWords(e.data);
    return e.data.requestId ? `${words} (request ${e.data.requestId})` : words;
  }
  return e instanceof Error ? e.message : String(e);
}

/** The error of a message that could not be delivered or answered at all. */
export function localError(code: string, message: string): ProviderErrorData {
  return { status: null, code, message, details: null, requestId: null };
}
