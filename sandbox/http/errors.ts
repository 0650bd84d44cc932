// The provider's exact error bodies (docs/provider-contract.md §4.2, §6.4): the SDK builds e.details from them.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { FieldViolation } from '../query/types.ts';

export interface ValidationErrorBody {
  message: string;
  details: { validationError: { fieldViolations: FieldViolation[] } };
}
export interface ApplicationErrorBody {
  message: string;
  details: { applicationError: { code: string; description: string; data: Record<string, unknown> } };
}
export type ErrorBody = ValidationErrorBody | ApplicationErrorBody;

/** Thrown anywhere in a handler; app.onError writes it out. */
export class ProviderError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly body: ErrorBody,
  ) {
    super(body.message);
    this.name = 'ProviderError';
  }
}

export function validationError(violations: FieldViolation[]): ProviderError {
  const sorted = violations
    .map(({ refusal: _refusal, ...wire }) => wire)
    .sort((a, b) => (a.field < b.field ? -1 : a.field > b.field ? 1 : 0));
  const message = `INVALID_ARGUMENT: ${sorted.map((v) => `"${v.field}" ${v.description}`).join(', ')}`;
  return new ProviderError(400, { message, details: { validationError: { fieldViolations: sorted } } });
}

export function applicationError(
  status: ContentfulStatusCode,
  code: string,
  description: string,
  data: Record<string, unknown> = {},
): ProviderError {
  return new ProviderError(status, {
    message: description,
    details: { applicationError: { code, description, data } },
  });
}

export const notFound = (entity: string, id: string): ProviderError =>
  applicationError(404, 'NOT_FOUND', `${entity} not found`, { id });

export const unauthenticated = (description: string): ProviderError =>
  applicationError(401, 'UNAUTHENTICATED', description);
export const permissionDenied = (description: string): ProviderError =>
  applicationError(403, 'PERMISSION_DENIED', description);

export function sendError(c: Context, err: ProviderError): Response {
  return c.json(err.body, err.status);
}
