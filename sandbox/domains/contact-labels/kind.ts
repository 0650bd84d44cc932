// The labels list's rules for the shared definition store (definitions/): SYSTEM labels can't be
// changed, Find Or Create also returns a SYSTEM label of that display name, deleting a label takes
// it off its contacts, events are wix.contacts.v4.label.
import { LABEL_FQDN } from '../contacts/contact-doc.ts';
import { removeLabelFromContacts } from '../contacts/definition-removal.ts';
import type { DefinitionKind } from '../definitions/kind.ts';
import { LABEL_DEFAULT_ORDER, LABEL_FIELDS, LABEL_PAGE_LIMITS } from './fields.ts';
import { LABEL_TABLE, type LabelDoc } from './label-doc.ts';

export const LABEL_KIND: DefinitionKind<LabelDoc> = {
  ...LABEL_TABLE,
  typeField: 'labelType',
  entityFqdn: LABEL_FQDN,
  entityName: 'Label',
  systemRefusal: 'System labels are part of every site and cannot be changed or deleted.',
  // "If an existing label is an exact match for the specified display name, the existing label is returned."
  findsSystemByName: true,
  keyFallback: 'label',
  removeFromContacts: (db, siteId, key, now) => {
    removeLabelFromContacts(db, siteId, key, now);
  },
  fields: LABEL_FIELDS,
  limits: LABEL_PAGE_LIMITS,
  defaultOrder: LABEL_DEFAULT_ORDER,
};
