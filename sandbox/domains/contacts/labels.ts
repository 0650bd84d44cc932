// Label Contact and Unlabel Contact's view of the site's labels (contact-labels/label-doc.ts): Label
// Contact creates a missing `custom.*` label on first use (display name = the key without its
// namespace, as in the provider's created-event example) and records wix.contacts.v4.label/created;
// any other unknown key is refused.
import type { Db } from '../../db/open.ts';
import { applicationError } from '../../http/errors.ts';
import { recordEvent } from '../../events/record.ts';
import { customLabel, LABEL_TABLE, SYSTEM_LABELS, type LabelDoc } from '../contact-labels/label-doc.ts';
import { getDefinition, insertDefinition, storedDefinitions } from '../definitions/store.ts';
import { LABEL_FQDN } from './contact-doc.ts';

const CUSTOM_KEY = /^custom\.[A-Za-z0-9][A-Za-z0-9_-]*$/;

const isLabel = (db: Db, siteId: string, key: string): boolean =>
  getDefinition(db, LABEL_TABLE, siteId, key) !== undefined;

export function labelNotFound(keys: string[]): Error {
  return applicationError(404, 'LABEL_NOT_FOUND', `Label not found: ${keys.join(', ')}`, { labelKeys: keys });
}

/**
 * Makes sure every key is a label of the site, creating missing `custom.*` ones (with their
 * created event). Throws before writing anything if a key can be neither found nor created.
 * Call inside the change's transaction.
 */
export function ensureLabels(db: Db, siteId: string, keys: readonly string[], now: Date): void {
  const missing = [...new Set(keys)].filter((k) => !isLabel(db, siteId, k));
  const impossible = missing.filter((k) => !CUSTOM_KEY.test(k));
  if (impossible.length > 0) throw labelNotFound(impossible);
  const iso = now.toISOString();
  for (const key of missing) {
    const label = customLabel(key, key.slice('custom.'.length), iso);
    insertDefinition(db, LABEL_TABLE, siteId, label);
    recordEvent(db, siteId, { entityFqdn: LABEL_FQDN, slug: 'created', entityId: key, entity: label }, now);
  }
}

/** Unlabel: the keys must be labels of the site (nothing is created). */
export function requireExistingLabels(db: Db, siteId: string, keys: readonly string[]): void {
  const unknown = [...new Set(keys)].filter((k) => !isLabel(db, siteId, k));
  if (unknown.length > 0) throw labelNotFound(unknown);
}

/** Every label of the site: its own, oldest first, then the system ones (Query Labels' default order). */
export function siteLabels(db: Db, siteId: string): LabelDoc[] {
  return [...storedDefinitions(db, LABEL_TABLE, siteId, 'oldest-first'), ...SYSTEM_LABELS];
}
