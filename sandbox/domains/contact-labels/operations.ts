// Labels v4 writes: Find Or Create Label (display name → `custom.<slug>` key), rename and delete
// (which takes the label off its contacts). SYSTEM labels are every site's and can't be changed.
// Each write records its wix.contacts.v4.label event in the same transaction.
import type { Db } from '../../db/open.ts';
import { recordEvent } from '../../events/record.ts';
import { applicationError, notFound } from '../../http/errors.ts';
import { LABEL_FQDN } from '../contacts/contact-doc.ts';
import { customKey } from '../contacts/custom-key.ts';
import { removeLabelFromContacts } from '../contacts/definition-removal.ts';
import { getLabel, SYSTEM_LABELS, type LabelDoc } from '../contacts/labels.ts';

function storedLabels(db: Db, siteId: string): LabelDoc[] {
  return (
    db.prepare('SELECT doc FROM contact_labels WHERE site_id = ? ORDER BY key').all(siteId) as { doc: string }[]
  ).map((r) => JSON.parse(r.doc) as LabelDoc);
}

export function requireLabel(db: Db, siteId: string, key: string): LabelDoc {
  const label = getLabel(db, siteId, key);
  if (!label) throw notFound('Label', key);
  return label;
}

function requireOwnLabel(db: Db, siteId: string, key: string): LabelDoc {
  const label = requireLabel(db, siteId, key);
  if (label.labelType === 'SYSTEM') {
    throw applicationError(
      428,
      'FAILED_PRECONDITION',
      'System labels are part of every site and cannot be changed or deleted.',
      { key },
    );
  }
  return label;
}

/** "If an existing label is an exact match for the specified display name, the existing label is returned." */
export function findOrCreateLabel(
  db: Db,
  siteId: string,
  displayName: string,
  now = new Date(),
): { label: LabelDoc; newLabel: boolean } {
  return db.transaction(() => {
    const existing = [...SYSTEM_LABELS, ...storedLabels(db, siteId)].find((l) => l.displayName === displayName);
    if (existing) return { label: existing, newLabel: false };
    const key = customKey(displayName, (k) => getLabel(db, siteId, k) !== undefined, 'label');
    const iso = now.toISOString();
    const label: LabelDoc = {
      namespace: 'custom',
      namespaceDisplayName: 'Labels',
      key,
      displayName,
      labelType: 'USER_DEFINED',
      createdDate: iso,
      updatedDate: iso,
    };
    db.prepare('INSERT INTO contact_labels (site_id, key, doc) VALUES (?, ?, ?)').run(
      siteId,
      key,
      JSON.stringify(label),
    );
    recordEvent(db, siteId, { entityFqdn: LABEL_FQDN, slug: 'created', entityId: key, entity: label }, now);
    return { label, newLabel: true };
  })();
}

export function renameLabel(db: Db, siteId: string, key: string, displayName: string, now = new Date()): LabelDoc {
  return db.transaction(() => {
    const label = requireOwnLabel(db, siteId, key);
    if (label.displayName === displayName) return label;
    const next: LabelDoc = { ...label, displayName, updatedDate: now.toISOString() };
    db.prepare('UPDATE contact_labels SET doc = ? WHERE site_id = ? AND key = ?').run(
      JSON.stringify(next),
      siteId,
      key,
    );
    recordEvent(db, siteId, { entityFqdn: LABEL_FQDN, slug: 'updated', entityId: key, entity: next }, now);
    return next;
  })();
}

export function deleteLabel(db: Db, siteId: string, key: string, now = new Date()): void {
  db.transaction(() => {
    const label = requireOwnLabel(db, siteId, key);
    // Contacts first: their update trigger re-creates any custom label a contact still carries.
    removeLabelFromContacts(db, siteId, key, now);
    db.prepare('DELETE FROM contact_labels WHERE site_id = ? AND key = ?').run(siteId, key);
    recordEvent(db, siteId, { entityFqdn: LABEL_FQDN, slug: 'deleted', entityId: key, entity: label }, now);
  })();
}
