// The extended fields list's rules for the shared definition store (definitions/): SYSTEM fields
// are Wix-managed and can't be changed, Find Or Create matches only the site's own fields by
// display name, deleting a field deletes every contact's value of it, events are
// wix.contacts.v4.extended_field.
import { removeExtendedFieldFromContacts } from '../contacts/definition-removal.ts';
import type { DefinitionKind } from '../definitions/kind.ts';
import { EXTENDED_FIELD_FQDN, type ExtendedFieldDoc } from './extended-field-doc.ts';
import { EXTENDED_FIELD_DEFAULT_ORDER, EXTENDED_FIELD_FIELDS, EXTENDED_FIELD_PAGE_LIMITS } from './fields.ts';
import { SYSTEM_EXTENDED_FIELDS } from './system-fields.ts';

export const EXTENDED_FIELD_KIND: DefinitionKind<ExtendedFieldDoc> = {
  table: 'contact_extended_fields',
  system: SYSTEM_EXTENDED_FIELDS,
  typeField: 'fieldType',
  entityFqdn: EXTENDED_FIELD_FQDN,
  entityName: 'Extended field',
  systemRefusal: 'System fields are managed by Wix and cannot be changed or deleted.',
  findsSystemByName: false,
  // The provider keeps a site to 100 custom fields; the SDK's typings name the code of the refusal.
  quota: { max: 100, code: 'FIELDS_QUOTA_EXCEEDED' },
  keyFallback: 'field',
  removeFromContacts: (db, siteId, key, now) => {
    removeExtendedFieldFromContacts(db, siteId, key, now);
  },
  fields: EXTENDED_FIELD_FIELDS,
  limits: EXTENDED_FIELD_PAGE_LIMITS,
  defaultOrder: EXTENDED_FIELD_DEFAULT_ORDER,
};
