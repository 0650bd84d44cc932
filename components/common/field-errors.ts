import { MessageError } from '@/lib/messaging/protocol/provider-error';

/** Conflicts the provider names by code, and the form field each one concerns. */
const CODE_FIELD: Record<string, string> = { SLUG_ALREADY_EXISTS: 'slug', EMAIL_ALREADY_EXISTS: 'loginEmail' };

/**
 * The provider's refusal spread over the form's fields: a violation's path (`member.contact.firstName`)
 * lands on the field named by its last segment. What names no field of the form stays for the notice.
 */
export function fieldErrors(
  error: unknown,
  fields: readonly string[],
): { byField: Record<string, string>; rest: boolean; requestId: string | null } {
  if (!(error instanceof MessageError))
    return { byField: {}, rest: error !== null && error !== undefined, requestId: null };
  const byField: Record<string, string> = {};
  let rest = true;
  for (const v of error.data.fieldViolations ?? []) {
    const name =
      v.field
        .split('.')
        .pop()
        ?.replace(/\[\d+\]$/, '') ?? '';
    if (fields.includes(name)) {
      byField[name] = v.description;
      rest = false;
    }
  }
  const byCode = CODE_FIELD[error.data.code];
  if (byCode && fields.includes(byCode)) {
    byField[byCode] = error.data.message;
    rest = false;
  }
  return { byField, rest, requestId: error.data.requestId };
}
