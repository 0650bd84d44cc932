import type { ProviderErrorData } from '../messaging/protocol/provider-error';
import { str } from './convert';

interface Violation {
  field?: unknown;
  description?: unknown;
}
type Loose = Record<string, unknown>;
const isObject = (v: unknown): v is Loose => typeof v === 'object' && v !== null;

/** The SDK puts a pretty-printed JSON `{message, details}` into `e.message`; take the message out. */
function innerMessage(message: string): string {
  try {
    const parsed: unknown = JSON.parse(message);
    if (isObject(parsed) && typeof parsed.message === 'string') return parsed.message;
  } catch {
    /* a plain message */
  }
  return message;
}

/**
 * Turns whatever the SDK (or fetch, or our own code) threw into the one error shape that crosses
 * the message boundary: `{status, code, message, details, requestId}` (docs/product.md §8).
 */
export function normalizeError(e: unknown): ProviderErrorData {
  if (!isObject(e)) return { status: null, code: 'UNKNOWN', message: String(e), details: null, requestId: null };
  const details = isObject(e.details) ? e.details : null;
  const requestId = str(e.requestId) ?? (details ? str(details.requestId) : null);
  const status = typeof e.status === 'number' ? e.status : null;
  const raw = typeof e.message === 'string' ? e.message : String(e);
  const message = innerMessage(raw);

  const validation = details && isObject(details.validationError) ? details.validationError : null;
  if (validation) {
    const list = Array.isArray(validation.fieldViolations) ? (validation.fieldViolations as Violation[]) : [];
    const fieldViolations = list.map((v) => ({
      field: String(v.field ?? ''),
      description: String(v.description ?? ''),
    }));
    return { status: status ?? 400, code: 'INVALID_ARGUMENT', message, details, requestId, fieldViolations };
  }

  const app = details && isObject(details.applicationError) ? details.applicationError : null;
  if (app) {
    // The SDK makes up `code: <HTTP status number>` when the body has no code (docs/provider-contract.md §4.1).
    const code = typeof app.code === 'string' ? app.code : codeForStatus(status);
    const retryAfter = isObject(app.data) ? Number((app.data as Loose).retryAfterSeconds) : NaN;
    return {
      status,
      code,
      message,
      details,
      requestId,
      ...(Number.isFinite(retryAfter) ? { retryAfterSeconds: retryAfter } : {}),
    };
  }

  // Transport failures (fetch rejected) and non-JSON answers: the SDK overwrites the original
  // message with "System error occurred: {}" (docs/provider-contract.md §4.2); only the error's name survives.
  if (str(e.code) === 'UNKNOWN' || /^System error occurred/.test(message)) {
    const name = e.runtimeError instanceof Error ? e.runtimeError.name : '';
    const text =
      name === 'SyntaxError'
        ? 'The provider answered with something that is not JSON'
        : 'Could not reach the provider (network error)';
    return {
      status,
      code: 'SYSTEM_ERROR',
      message: requestId ? `${text}, request-id: ${requestId}` : text,
      details,
      requestId,
    };
  }
  const known = KNOWN_SDK_ERRORS.find(([pattern]) => pattern.test(message));
  return { status, code: known?.[1] ?? str(e.code) ?? codeForStatus(status), message, details, requestId };
}

/** Errors the SDK raises itself, before or instead of a request (docs/provider-contract.md §4.3). */
const KNOWN_SDK_ERRORS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^No next page to fetch/, 'NO_NEXT_PAGE'],
  [/^No previous page to fetch/, 'NO_PREVIOUS_PAGE'],
  [/elevated client is required/i, 'ELEVATED_CLIENT_REQUIRED'],
  [/context is not available/i, 'NO_CONTEXT'],
];

function codeForStatus(status: number | null): string {
  switch (status) {
    case 400:
      return 'INVALID_ARGUMENT';
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'PERMISSION_DENIED';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'ALREADY_EXISTS';
    case 429:
      return 'RESOURCE_EXHAUSTED';
    case null:
      return 'UNKNOWN';
    default:
      return status >= 500 ? 'INTERNAL' : `HTTP_${status}`;
  }
}
