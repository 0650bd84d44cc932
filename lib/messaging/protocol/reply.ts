import { z } from 'zod';
import { ProviderErrorData } from './provider-error';

/** What every handler answers: data, or an error as data. */
export type Reply<T> = { ok: true; data: T } | { ok: false; error: ProviderErrorData };

export const ReplySchema = z.union([
  z.object({ ok: z.literal(true), data: z.unknown() }),
  z.object({ ok: z.literal(false), error: ProviderErrorData }),
]);

/** A refused message: each offending field with what is wrong, like the provider's validation errors. */
export function invalidMessage(type: string, error: z.ZodError): ProviderErrorData {
  const fieldViolations = error.issues
    .map((i) => ({ field: i.path.join('.') || '(message)', description: i.message }))
    .sort((a, b) => (a.field < b.field ? -1 : 1));
  const list = fieldViolations.map((v) => `"${v.field}" ${v.description}`).join(', ');
  return {
    status: 400,
    code: 'INVALID_MESSAGE',
    message: `INVALID_ARGUMENT: ${type}: ${list}`,
    details: null,
    requestId: null,
    fieldViolations,
  };
}
