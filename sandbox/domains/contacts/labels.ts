// Site labels (labels guide): SYSTEM labels every site has, and USER_DEFINED `custom.*` labels kept
// in contact_labels. Label Contact creates a missing `custom.*` label on first use (display name =
// the key without its namespace, as in the provider's created-event example) and records
// wix.contacts.v4.label/created; any other unknown key is refused.
import type { Db } from '../../db/open.ts';
import { applicationError } from '../../http/errors.ts';
import { recordEvent } from '../../events/record.ts';
import { LABEL_FQDN } from './contact-doc.ts';

export interface LabelDoc {
  namespace: string;
  namespaceDisplayName: string;
  key: string;
  displayName: string;
  labelType: 'SYSTEM' | 'USER_DEFINED' | 'WIX_APP_DEFINED';
  createdDate?: string;
  updatedDate?: string;
}

/** The system labels named in the provider's label examples (List Labels: namespace display name "Labels"). */
export const SYSTEM_LABELS: readonly LabelDoc[] = [
  {
    namespace: 'contacts',
    namespaceDisplayName: 'Labels',
    key: 'contacts.customers',
    displayName: 'Customers',
    labelType: 'SYSTEM',
  },
  {
    namespace: 'contacts',
    namespaceDisplayName: 'Labels',
    key: 'contacts.contacted-me',
    displayName: 'Contacted Me',
    labelType: 'SYSTEM',
  },
];

const CUSTOM_KEY = /^custom\.[A-Za-z0-9][A-Za-z0-9_-]*$/;

export function getLabel(db: Db, siteId: string, key: string): LabelDoc | undefined {
  const system = SYSTEM_LABELS.find((l) => l.key === key);
  if (system) return system;
  const row = db.prepare('SELECT doc FROM contact_labels WHERE site_id = ? AND key = ?').get(siteId, key) as
    { doc: string } | undefined;
  return row ? (JSON.parse(row.doc) as LabelDoc) : undefined;
}

export function labelNotFound(keys: string[]): Error {
  return applicationError(404, 'LABEL_NOT_FOUND', `Label not found: ${keys.join(', ')}`, { labelKeys: keys });
}

/**
 * Makes sure every key is a label of the site, creating missing `custom.*` ones (with their
 * created event). Throws before writing anything if a key can be neither found nor created.
 * Call inside the change's transaction.
 */
export function ensureLabels(db: Db, siteId: string, keys: readonly string[], now: Date): void {
  const missing = [...new Set(keys)].filter((k) => !getLabel(db, siteId, k));
  const impossible = missing.filter((k) => !CUSTOM_KEY.test(k));
  if (impossible.length > 0) throw labelNotFound(impossible);
  const iso = now.toISOString();
  for (const key of missing) {
    const label: LabelDoc = {
      namespace: 'custom',
      namespaceDisplayName: 'Labels',
      key,
      displayName: key.slice('custom.'.length),
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
  }
}

/** Unlabel: the keys must be labels of the site (nothing is created). */
export function requireExistingLabels(db: Db, siteId: string, keys: readonly string[]): void {
  const unknown = [...new Set(keys)].filter((k) => !getLabel(db, siteId, k));
  if (unknown.length > 0) throw labelNotFound(unknown);
}

/** Every label of the site: its own, oldest first, then the system ones (Query Labels' default order). */
export function siteLabels(db: Db, siteId: string): LabelDoc[] {
  const own = db
    .prepare(`SELECT doc FROM contact_labels WHERE site_id = ? ORDER BY json_extract(doc, '$.createdDate'), key`)
    .all(siteId) as { doc: string }[];
  return [...own.map((r) => JSON.parse(r.doc) as LabelDoc), ...SYSTEM_LABELS];
}
