// Deleting a label or an extended field takes it off every contact that carries it ("removes it
// from contacts it applies to"; "any contact data stored in the field is permanently deleted"):
// each such contact gets a new revision and an updated event. Call inside the delete's transaction.
import type { Db } from '../../db/open.ts';
import { recordEvent } from '../../events/record.ts';
import { CONTACT_FQDN, type ContactDoc, type ContactInfoDoc } from './contact-doc.ts';
import { getContact, saveContact } from './store.ts';

function rewrite(
  db: Db,
  siteId: string,
  ids: readonly string[],
  change: (info: ContactInfoDoc) => ContactInfoDoc,
  now: Date,
): number {
  for (const id of ids) {
    const stored = getContact(db, siteId, id);
    if (!stored) continue;
    const next: ContactDoc = {
      ...stored,
      revision: stored.revision + 1,
      updatedDate: now.toISOString(),
      info: change(stored.info),
    };
    saveContact(db, siteId, next);
    recordEvent(db, siteId, { entityFqdn: CONTACT_FQDN, slug: 'updated', entityId: id, entity: next }, now);
  }
  return ids.length;
}

/** Takes label `key` off every contact of the site; returns how many carried it. */
export function removeLabelFromContacts(db: Db, siteId: string, key: string, now: Date): number {
  // contact_values.value is NOCASE (for prefix search); label keys compare exactly.
  const ids = (
    db
      .prepare(
        `SELECT DISTINCT id FROM contact_values WHERE site = ? AND kind = 'labels' AND value = ? AND value COLLATE BINARY = ?`,
      )
      .all(siteId, key, key) as { id: string }[]
  ).map((r) => r.id);
  return rewrite(
    db,
    siteId,
    ids,
    (info) => ({ ...info, labelKeys: { items: info.labelKeys.items.filter((k) => k !== key) } }),
    now,
  );
}

/** Deletes extended field `key`'s value from every contact of the site; returns how many had one. */
export function removeExtendedFieldFromContacts(db: Db, siteId: string, key: string, now: Date): number {
  const path = `$.info.extendedFields.items."${key.replace(/"/g, '\\"')}"`;
  const ids = (
    db.prepare('SELECT id FROM contacts WHERE site_id = ? AND json_type(doc, ?) IS NOT NULL').all(siteId, path) as {
      id: string;
    }[]
  ).map((r) => r.id);
  return rewrite(
    db,
    siteId,
    ids,
    (info) => {
      const items = { ...info.extendedFields.items };
      delete items[key];
      return { ...info, extendedFields: { items } };
    },
    now,
  );
}
