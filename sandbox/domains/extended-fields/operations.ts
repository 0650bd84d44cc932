// Extended Fields v4 writes: Find Or Create (display name + data type → `custom.<slug>` key),
// rename and delete (which deletes every contact's value of the field). SYSTEM fields can't be
// changed. Each write records its wix.contacts.v4.extended_field event in the same transaction.
import type { Db } from '../../db/open.ts';
import { recordEvent } from '../../events/record.ts';
import { applicationError, notFound } from '../../http/errors.ts';
import { customKey } from '../contacts/custom-key.ts';
import { removeExtendedFieldFromContacts } from '../contacts/definition-removal.ts';
import { EXTENDED_FIELD_FQDN, type ExtendedFieldDoc, type FieldDataType } from './extended-field-doc.ts';
import { getExtendedField, insertField, storedFields } from './store.ts';

export function requireField(db: Db, siteId: string, key: string): ExtendedFieldDoc {
  const field = getExtendedField(db, siteId, key);
  if (!field) throw notFound('Extended field', key);
  return field;
}

function requireOwnField(db: Db, siteId: string, key: string): ExtendedFieldDoc {
  const field = requireField(db, siteId, key);
  if (field.fieldType === 'SYSTEM') {
    throw applicationError(
      428,
      'FAILED_PRECONDITION',
      'System fields are managed by Wix and cannot be changed or deleted.',
      { key },
    );
  }
  return field;
}

/** A custom field with exactly this display name is returned as it is (its data type wins). */
export function findOrCreateField(
  db: Db,
  siteId: string,
  displayName: string,
  dataType: FieldDataType,
  now = new Date(),
): { field: ExtendedFieldDoc; newField: boolean } {
  return db.transaction(() => {
    const existing = storedFields(db, siteId).find((f) => f.displayName === displayName);
    if (existing) return { field: existing, newField: false };
    const key = customKey(displayName, (k) => getExtendedField(db, siteId, k) !== undefined, 'field');
    const iso = now.toISOString();
    const field: ExtendedFieldDoc = {
      namespace: 'custom',
      key,
      displayName,
      dataType,
      fieldType: 'USER_DEFINED',
      createdDate: iso,
      updatedDate: iso,
    };
    insertField(db, siteId, field);
    recordEvent(db, siteId, { entityFqdn: EXTENDED_FIELD_FQDN, slug: 'created', entityId: key, entity: field }, now);
    return { field, newField: true };
  })();
}

export function renameField(
  db: Db,
  siteId: string,
  key: string,
  displayName: string,
  now = new Date(),
): ExtendedFieldDoc {
  return db.transaction(() => {
    const field = requireOwnField(db, siteId, key);
    if (field.displayName === displayName) return field;
    const next: ExtendedFieldDoc = { ...field, displayName, updatedDate: now.toISOString() };
    db.prepare('UPDATE contact_extended_fields SET doc = ? WHERE site_id = ? AND key = ?').run(
      JSON.stringify(next),
      siteId,
      key,
    );
    recordEvent(db, siteId, { entityFqdn: EXTENDED_FIELD_FQDN, slug: 'updated', entityId: key, entity: next }, now);
    return next;
  })();
}

export function deleteField(db: Db, siteId: string, key: string, now = new Date()): void {
  db.transaction(() => {
    const field = requireOwnField(db, siteId, key);
    removeExtendedFieldFromContacts(db, siteId, key, now);
    db.prepare('DELETE FROM contact_extended_fields WHERE site_id = ? AND key = ?').run(siteId, key);
    recordEvent(db, siteId, { entityFqdn: EXTENDED_FIELD_FQDN, slug: 'deleted', entityId: key, entity: field }, now);
  })();
}
