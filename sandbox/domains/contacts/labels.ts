// Label Contact and Unlabel Contact's view of the site's labels (contact-labels/label-doc.ts): a key
// that is not a label of the site is refused (404 LABEL_NOT_FOUND, the sandbox's code: the SDK
// declares none for it). Labels are made with Find or Create Label.
import type { Db } from '../../db/open.ts';
import { applicationError } from '../../http/errors.ts';
import { LABEL_TABLE, SYSTEM_LABELS, type LabelDoc } from '../contact-labels/label-doc.ts';
import { getDefinition, storedDefinitions } from '../definitions/store.ts';

const isLabel = (db: Db, siteId: string, key: string): boolean =>
  getDefinition(db, LABEL_TABLE, siteId, key) !== undefined;

export function labelNotFound(keys: string[]): Error {
  return applicationError(404, 'LABEL_NOT_FOUND', `Label not found: ${keys.join(', ')}`, { labelKeys: keys });
}

/**
 * Label, create, update, unlabel: every key must be a label of the site ("Label keys must exist to be
 * added to the contact", Label Contact's reference); nothing is created. Throws before any write.
 */
export function requireExistingLabels(db: Db, siteId: string, keys: readonly string[]): void {
  const unknown = [...new Set(keys)].filter((k) => !isLabel(db, siteId, k));
  if (unknown.length > 0) throw labelNotFound(unknown);
}

/** Every label of the site: its own, oldest first, then the system ones (Query Labels' default order). */
export function siteLabels(db: Db, siteId: string): LabelDoc[] {
  return [...storedDefinitions(db, LABEL_TABLE, siteId, 'oldest-first'), ...SYSTEM_LABELS];
}
