import { MessageError } from '@/lib/messaging/protocol/provider-error';

/** The provider's code for a refusal, or null for anything else. */
export const refusalCode = (error: unknown): string | null => (error instanceof MessageError ? error.data.code : null);

/** The existing contact the provider named when it refused a duplicate (DUPLICATE_CONTACT_EXISTS). */
export function duplicateOf(error: unknown): string | null {
  if (refusalCode(error) !== 'DUPLICATE_CONTACT_EXISTS' || !(error instanceof MessageError)) return null;
  const details = error.data.details as { applicationError?: { data?: { duplicateContactId?: unknown } } } | null;
  const id = details?.applicationError?.data?.duplicateContactId;
  return typeof id === 'string' ? id : null;
}

export const isRevisionConflict = (error: unknown): boolean => refusalCode(error) === 'CONTACT_ALREADY_CHANGED';
