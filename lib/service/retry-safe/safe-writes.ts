import type { ContactCard, ContactInput } from '../../messaging/contacts';
import type { ReviewRequestSummary } from '../../messaging/review-requests';
import type { SiteClient } from '../../provider/client';
import { contactsCreatedSince, createContact, getContact, updateContact } from '../../provider/contacts';
import {
  findScheduledRequest,
  scheduleReviewRequest,
  scheduledCopies,
  withdrawRequest,
} from '../../provider/review-requests';
import { carriesInput } from './landed-contact';
import { createOnce, sendAgainWhileUnsure, updateOnce } from './write-once';

// The panel's writes that a lost answer could duplicate or turn into a false conflict, each sent
// through write-once.ts with the read-back that finds it (docs/architecture.md "Where writes belong").

/** Creates a contact; a retry (`retrySince`) or a lost answer first looks for the contact this input made. */
export function createContactSafely(
  client: SiteClient,
  input: ContactInput,
  allowDuplicates: boolean,
  retrySince?: string,
): Promise<ContactCard> {
  return createOnce({
    create: () => createContact(client, input, allowDuplicates),
    findLanded: async (since) =>
      (await contactsCreatedSince(client, since)).find((c) => carriesInput(c, input)) ?? null,
    existsAlready: (code) => code === 'DUPLICATE_CONTACT_EXISTS',
    ...(retrySince ? { retrySince } : {}),
  });
}

/** Saves an edit at its revision; its own landed write (answer lost) is recognised, not shown as a conflict. */
export function updateContactSafely(
  client: SiteClient,
  id: string,
  input: ContactInput,
  revision: number,
  allowDuplicates: boolean,
): Promise<ContactCard> {
  return updateOnce({
    update: () => updateContact(client, id, input, revision, allowDuplicates),
    read: async () => (await getContact(client, id)).contact,
    isMine: (c) => carriesInput(c, input),
    sentRevision: revision,
  });
}

/**
 * Schedules a review request; a retry or a lost answer first looks for the request with this contact,
 * item and date, and copies of it that a resend made are taken back (one customer, one email).
 */
export function scheduleRequestSafely(
  client: SiteClient,
  input: { contactId: string; itemId: string; sendDate: string },
  retrySince?: string,
): Promise<ReviewRequestSummary> {
  return createOnce({
    create: () => scheduleReviewRequest(client, input),
    findLanded: (since) => findScheduledRequest(client, input, since),
    dropCopies: async (kept, since) => {
      const copies = await sendAgainWhileUnsure(() => scheduledCopies(client, input, kept.id, since));
      for (const id of copies) await sendAgainWhileUnsure(() => withdrawRequest(client, id));
    },
    ...(retrySince ? { retrySince } : {}),
  });
}
