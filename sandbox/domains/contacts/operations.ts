// The contact writes: each checks, changes and records its domain events in one transaction.
import type { Db } from '../../db/open.ts';
import { recordEvent } from '../../events/record.ts';
import { applicationError, notFound } from '../../http/errors.ts';
import { infoPatch, newContact, requireContactData, withDerived } from './build.ts';
import { CONTACT_FQDN, type ContactDoc } from './contact-doc.ts';
import { requireExistingLabels } from './labels.ts';
import { mergeContacts } from './merge.ts';
import type { ContactInfoInput } from './schemas.ts';
import { findDuplicate, getContact, insertContact, recordMerge, removeContact, saveContact } from './store.ts';
import { withTypedExtendedValues } from './extended-values.ts';
import { addedEmails, addedLabels, checkMemberEmail, checkRevision, updatedInfo } from './update.ts';

/** An unknown contact: CONTACT_NOT_FOUND, the code the SDK declares for get, update, merge, preview merge, label, unlabel. */
export const contactNotFound = (id: string) =>
  applicationError(404, 'CONTACT_NOT_FOUND', `Contact not found: ${id}`, { id });

/** The contact, or `notFound` (CONTACT_NOT_FOUND; Delete Contact declares no code for it: the standard NOT_FOUND). */
export function requireContact(
  db: Db,
  siteId: string,
  id: string,
  notFound: (id: string) => Error = contactNotFound,
): ContactDoc {
  const c = getContact(db, siteId, id);
  if (!c) throw notFound(id);
  return c;
}

function refuseDuplicates(db: Db, siteId: string, emails: readonly string[], exceptId?: string): void {
  const dup = findDuplicate(db, siteId, emails, exceptId);
  if (dup) {
    throw applicationError(409, 'DUPLICATE_CONTACT_EXISTS', 'Duplicate contact exists', {
      duplicateContactId: dup.id,
      duplicateEmail: dup.email,
    });
  }
}

export function createContact(
  db: Db,
  siteId: string,
  input: ContactInfoInput,
  allowDuplicates: boolean,
  now = new Date(),
): ContactDoc {
  const built = newContact(infoPatch(input).patch, now);
  requireContactData(built.info);
  return db.transaction(() => {
    const contact = withTypedExtendedValues(db, siteId, built);
    if (!allowDuplicates) refuseDuplicates(db, siteId, addedEmails(undefined, contact.info));
    requireExistingLabels(db, siteId, contact.info.labelKeys.items);
    insertContact(db, siteId, contact);
    recordEvent(db, siteId, { entityFqdn: CONTACT_FQDN, slug: 'created', entityId: contact.id, entity: contact }, now);
    return contact;
  })();
}

export interface UpdateRequest {
  info: ContactInfoInput;
  revision: number;
  allowDuplicates: boolean;
  maskPaths?: readonly string[];
}

export function updateContact(db: Db, siteId: string, id: string, req: UpdateRequest, now = new Date()): ContactDoc {
  return db.transaction(() => {
    const stored = requireContact(db, siteId, id);
    checkRevision(stored, req.revision);
    const { patch, cleared } = infoPatch(req.info);
    const info = updatedInfo(stored.info, patch, cleared, req.maskPaths);
    const next = withTypedExtendedValues(
      db,
      siteId,
      withDerived({ ...stored, info, revision: stored.revision + 1, updatedDate: now.toISOString() }),
    );
    requireContactData(next.info);
    checkMemberEmail(stored, next);
    if (!req.allowDuplicates) refuseDuplicates(db, siteId, addedEmails(stored.info, next.info), id);
    requireExistingLabels(db, siteId, addedLabels(stored.info, next.info));
    saveContact(db, siteId, next);
    recordEvent(db, siteId, { entityFqdn: CONTACT_FQDN, slug: 'updated', entityId: id, entity: next }, now);
    return next;
  })();
}

export function deleteContact(db: Db, siteId: string, id: string, now = new Date()): void {
  db.transaction(() => {
    const stored = requireContact(db, siteId, id, (x) => notFound('Contact', x));
    if (stored.memberInfo) {
      throw applicationError(
        400,
        'CANNOT_DELETE_MEMBER',
        'A contact who is a site member cannot be deleted; delete the member first.',
        { contactId: id, memberId: stored.memberInfo.memberId },
      );
    }
    removeContact(db, siteId, id);
    recordEvent(db, siteId, { entityFqdn: CONTACT_FQDN, slug: 'deleted', entityId: id, entity: stored }, now);
  })();
}

/** The target and sources of a merge, checked as Merge Contacts checks them (revision aside). */
function mergeParties(
  db: Db,
  siteId: string,
  targetId: string,
  sourceIds: readonly string[],
): { target: ContactDoc; sources: ContactDoc[]; unique: string[] } {
  const target = requireContact(db, siteId, targetId);
  const unique = [...new Set(sourceIds)];
  if (unique.includes(targetId))
    throw applicationError(400, 'ILLEGAL_MERGE', 'A contact cannot be merged into itself.', { contactId: targetId });
  const sources = unique.map((id) => requireContact(db, siteId, id));
  const members = sources.filter((s) => s.memberInfo).map((s) => s.id);
  if (members.length > 0) {
    throw applicationError(400, 'ILLEGAL_MERGE', 'Site members can only be merge targets, not sources.', {
      memberContactIds: members,
    });
  }
  return { target, sources, unique };
}

/** Preview Merge Contacts: the merged target as Merge Contacts would make it; nothing is written. */
export function previewMerge(
  db: Db,
  siteId: string,
  targetId: string,
  sourceIds: readonly string[],
  now = new Date(),
): ContactDoc {
  const { target, sources } = mergeParties(db, siteId, targetId, sourceIds);
  return mergeContacts(target, sources, now);
}

export function mergeIntoTarget(
  db: Db,
  siteId: string,
  targetId: string,
  revision: number,
  sourceIds: readonly string[],
  now = new Date(),
): ContactDoc {
  return db.transaction(() => {
    checkRevision(requireContact(db, siteId, targetId), revision);
    const { target, sources, unique } = mergeParties(db, siteId, targetId, sourceIds);
    const merged = mergeContacts(target, sources, now);
    for (const s of sources) removeContact(db, siteId, s.id);
    saveContact(db, siteId, merged);
    recordMerge(db, siteId, targetId, unique, now);
    recordEvent(
      db,
      siteId,
      {
        entityFqdn: CONTACT_FQDN,
        slug: 'merged',
        entityId: targetId,
        body: { targetContactId: targetId, sourceContactIds: unique, targetContact: merged },
      },
      now,
    );
    recordEvent(db, siteId, { entityFqdn: CONTACT_FQDN, slug: 'updated', entityId: targetId, entity: merged }, now);
    for (const s of sources)
      recordEvent(db, siteId, { entityFqdn: CONTACT_FQDN, slug: 'deleted', entityId: s.id, entity: s }, now);
    return merged;
  })();
}

function relabel(db: Db, siteId: string, id: string, items: (current: string[]) => string[], now: Date): ContactDoc {
  const stored = requireContact(db, siteId, id);
  const labels = items(stored.info.labelKeys.items);
  if (
    labels.length === stored.info.labelKeys.items.length &&
    labels.every((k, i) => k === stored.info.labelKeys.items[i])
  )
    return stored;
  const next: ContactDoc = {
    ...stored,
    revision: stored.revision + 1,
    updatedDate: now.toISOString(),
    info: { ...stored.info, labelKeys: { items: labels } },
  };
  saveContact(db, siteId, next);
  recordEvent(db, siteId, { entityFqdn: CONTACT_FQDN, slug: 'updated', entityId: id, entity: next }, now);
  return next;
}

export function labelContact(
  db: Db,
  siteId: string,
  id: string,
  keys: readonly string[],
  now = new Date(),
): ContactDoc {
  return db.transaction(() => {
    requireContact(db, siteId, id);
    requireExistingLabels(db, siteId, keys);
    return relabel(db, siteId, id, (current) => [...new Set([...current, ...keys])], now);
  })();
}

export function unlabelContact(
  db: Db,
  siteId: string,
  id: string,
  keys: readonly string[],
  now = new Date(),
): ContactDoc {
  return db.transaction(() => {
    requireContact(db, siteId, id);
    requireExistingLabels(db, siteId, keys);
    const drop = new Set(keys);
    return relabel(db, siteId, id, (current) => current.filter((k) => !drop.has(k)), now);
  })();
}
