import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { plural, t } from '../i18n';
import type {
  ContactCard,
  ContactInput,
  ContactLabel,
  ContactRead,
  ExtendedFieldDataType,
  ExtendedFieldDef,
  ExtendedValues,
} from '../messaging/contacts';
import { isQueued } from '../messaging/wire/queued';
import { sendAdmin } from './send';
import { contactName } from './contact-name';
import { contactKeys, getContact } from './contacts';
import { queueKeys } from './offline-queue';
import { retrySafe } from './retry-safe';
import { useWrite } from './write';

// The Contacts tool's writes. A write on one contact puts the contact it gets back into the card's
// cache (keyed by the id the card was opened with, which a merge may have redirected) and makes the
// lists stale; creating, deleting, merging and labelling many change every contacts read.

const cardChanged =
  (siteId: string, cardId: string) =>
  (queryClient: QueryClient, c: ContactCard): void =>
    void queryClient.setQueryData<ContactRead>(contactKeys.one(siteId, cardId), {
      contact: c,
      responseType: 'REGULAR',
    });
/** Every list showing the contact shows it as the provider answered (no read; once quiet, one). */
const listsLearn = (siteId: string) => (c: ContactCard) => ({
  root: contactKeys.lists,
  siteId,
  change: { put: [c] },
});
/** Every contacts read (a new contact, a deleted or merged one, a new label). */
const everything = () => [contactKeys.all];

export function useCreateContact(siteId: string) {
  return useWrite({
    // The same fields again are a retry ("Save anyway" after a refusal too): see retry-safe.ts.
    send: retrySafe<{ contact: ContactInput; allowDuplicates: boolean }, ContactCard>(
      `contacts.create:${siteId}`,
      (v: { contact: ContactInput; allowDuplicates: boolean }) => v.contact,
      (v, retrySince) => sendAdmin('contacts.create', { siteId, ...v, ...(retrySince ? { retrySince } : {}) }),
    ),
    says: (c) => t('contacts.created', { name: contactName(c) }),
    refreshes: everything,
  });
}

export interface ContactSave {
  /** The contact's own id (the card may have been opened by an id merged into it). */
  id: string;
  input: ContactInput;
  /** The revision the edit started from: the provider refuses the save if the contact changed since. */
  revision: number;
  allowDuplicates: boolean;
}

/** Saves an edit of the contact whose card was opened as `cardId`. */
export function useSaveContact(siteId: string, cardId: string) {
  return useWrite({
    send: (v: ContactSave) =>
      sendAdmin('contacts.update', {
        siteId,
        contactId: v.id,
        contact: v.input,
        revision: v.revision,
        allowDuplicates: v.allowDuplicates,
      }),
    update: cardChanged(siteId, cardId),
    says: (c) => t('contacts.saved', { name: contactName(c) }),
    learns: listsLearn(siteId),
  });
}

/** Sets the values of the site's own fields on the contact of one card. */
export function useSetExtendedValues(siteId: string, cardId: string) {
  return useWrite({
    send: (v: { id: string; revision: number; values: ExtendedValues }) =>
      sendAdmin('contacts.setExtendedValues', { siteId, contactId: v.id, revision: v.revision, values: v.values }),
    update: cardChanged(siteId, cardId),
    says: (c) => t('contacts.saved', { name: contactName(c) }),
    learns: listsLearn(siteId),
  });
}

/** Reads the contact as it is now into the card's cache and answers it (after the provider refused a stale save). */
export function useReloadContact(siteId: string, cardId: string) {
  const queryClient = useQueryClient();
  return async (id: string): Promise<ContactRead> => {
    const now = await getContact(siteId, id);
    queryClient.setQueryData(contactKeys.one(siteId, cardId), now);
    return now;
  };
}

/** Adds and removes labels on the contact of one card. */
export function useLabelContact(siteId: string, cardId: string) {
  return useWrite({
    send: (v: { id: string; add: string[]; remove: string[]; about?: string }) =>
      sendAdmin('contacts.label', { siteId, contactId: v.id, add: v.add, remove: v.remove, about: v.about }),
    // Waiting in the offline queue: the card shows the labels it will have (the queue bar says it waits).
    update: (queryClient, answer, v) =>
      isQueued(answer)
        ? labelsWaiting(queryClient, siteId, cardId, v)
        : cardChanged(siteId, cardId)(queryClient, answer),
    says: (answer, v) =>
      isQueued(answer) ? (v.about ? t('queue.labelsLater', { name: v.about }) : t('queue.labelsLaterAny')) : null,
    refreshes: (answer) => (isQueued(answer) ? [queueKeys.all] : []),
    // The lists learn the contact's labels; the facets' counts by label are read again once quiet.
    learns: (answer) =>
      isQueued(answer) ? null : { ...listsLearn(siteId)(answer), alsoQuiet: [contactKeys.allFacets] },
  });
}

/** The card's copy with a waiting label change applied. */
function labelsWaiting(
  queryClient: QueryClient,
  siteId: string,
  cardId: string,
  { add, remove }: { add: string[]; remove: string[] },
): void {
  queryClient.setQueryData<ContactRead>(contactKeys.one(siteId, cardId), (read) => {
    if (!read) return read;
    const labelKeys = [
      ...read.contact.labelKeys.filter((k) => !remove.includes(k)),
      ...add.filter((k) => !read.contact.labelKeys.includes(k)),
    ];
    return { ...read, contact: { ...read.contact, labelKeys } };
  });
}

export function useDeleteContact(siteId: string, cardId: string) {
  return useWrite({
    send: (contact: ContactCard) => sendAdmin('contacts.delete', { siteId, contactId: contact.id }),
    update: (queryClient) => queryClient.removeQueries({ queryKey: contactKeys.one(siteId, cardId) }),
    says: (_, contact) => t('contacts.deleted', { name: contactName(contact) }),
    refreshes: everything,
  });
}

/**
 * Merges the sources into the target, sending the target's revision (refused if it changed since).
 * `leave` (the merge panel's own reaction) runs before the previews are dropped and the reads
 * refreshed: a panel still showing would ask the provider to preview sources that no longer exist.
 */
export function useMergeContacts(siteId: string, leave: (merged: ContactCard) => void) {
  return useWrite({
    send: ({ target, sourceIds }: { target: ContactCard; sourceIds: string[] }) =>
      sendAdmin('contacts.merge', { siteId, targetId: target.id, targetRevision: target.revision, sourceIds }),
    update: (queryClient, merged) => {
      leave(merged);
      queryClient.removeQueries({ queryKey: contactKeys.mergePreviews });
    },
    says: (merged, { sourceIds }) => plural('contacts.merge.done', sourceIds.length, { name: contactName(merged) }),
    refreshes: everything,
  });
}

/** A label by the name typed: the site's existing one of that name, or a new one. */
export function useCreateLabel(siteId: string) {
  return useWrite({
    send: (name: string) => sendAdmin('contacts.createLabel', { siteId, name }),
    refreshes: () => [contactKeys.labels(siteId), contactKeys.allFacets],
  });
}

export function useRenameLabel(siteId: string) {
  return useWrite({
    send: (v: { key: string; name: string }) => sendAdmin('contacts.renameLabel', { siteId, ...v }),
    says: (label) => t('contacts.definitions.renamed', { name: label.name }),
    refreshes: everything,
  });
}

/** Deletes a label; the provider takes it off every contact that had it. */
export function useDeleteLabel(siteId: string) {
  return useWrite({
    send: (label: ContactLabel) => sendAdmin('contacts.deleteLabel', { siteId, key: label.key }),
    says: (_, label) => t('contacts.definitions.deleted', { name: label.name }),
    refreshes: everything,
  });
}

/** A field by the name typed: the site's existing one of that name, or a new one of this type. */
export function useCreateField(siteId: string) {
  return useWrite({
    send: (v: { name: string; dataType: ExtendedFieldDataType }) => sendAdmin('contacts.createField', { siteId, ...v }),
    says: (field) => t('contacts.definitions.created', { name: field.name }),
    refreshes: () => [contactKeys.extendedFields(siteId)],
  });
}

export function useRenameField(siteId: string) {
  return useWrite({
    send: (v: { key: string; name: string }) => sendAdmin('contacts.renameField', { siteId, ...v }),
    says: (field) => t('contacts.definitions.renamed', { name: field.name }),
    refreshes: everything,
  });
}

/** Deletes a field; the provider deletes every contact's value of it. */
export function useDeleteField(siteId: string) {
  return useWrite({
    send: (field: ExtendedFieldDef) => sendAdmin('contacts.deleteField', { siteId, key: field.key }),
    says: (_, field) => t('contacts.definitions.deleted', { name: field.name }),
    refreshes: everything,
  });
}

export interface BulkLabel {
  ids: string[];
  label: ContactLabel;
  /** Add the label, or remove it. */
  add: boolean;
  onProgress: (done: number) => void;
}

/**
 * Adds or removes one label on many contacts, one call each. A contact the provider refuses does
 * not stop the others: the run answers each refusal, and says how many it changed.
 */
export function useLabelContacts(siteId: string) {
  return useWrite({
    send: async ({ ids, label, add, onProgress }: BulkLabel) => {
      const failed: unknown[] = [];
      let queued = 0;
      for (const [i, contactId] of ids.entries()) {
        try {
          const answer = await sendAdmin('contacts.label', {
            siteId,
            contactId,
            add: add ? [label.key] : [],
            remove: add ? [] : [label.key],
          });
          if (isQueued(answer)) queued++;
        } catch (e) {
          failed.push(e);
        }
        onProgress(i + 1);
      }
      return { changed: ids.length - failed.length - queued, queued, failed };
    },
    // The ones waiting in the offline queue are not counted as changed: the toast says they wait.
    says: ({ changed, queued }, { label, add }) =>
      [
        add
          ? plural('contacts.bulk.added', changed, { name: label.name })
          : plural('contacts.bulk.removed', changed, { name: label.name }),
        ...(queued > 0 ? [plural('queue.waiting', queued)] : []),
      ].join(' '),
    refreshes: everything,
  });
}
