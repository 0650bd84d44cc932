// Writes of a definition list: Find Or Create (display name → a `custom.<slug>` key), rename and
// delete (which takes the definition off its contacts). SYSTEM entries can't be changed. Each write
// records the kind's created/updated/deleted event in the same transaction.
import type { Db } from '../../db/open.ts';
import { recordEvent } from '../../events/record.ts';
import { applicationError, notFound } from '../../http/errors.ts';
import { customKey } from './custom-key.ts';
import type { DefinitionDoc, DefinitionKind } from './kind.ts';
import { deleteDefinitionRow, getDefinition, insertDefinition, replaceDefinition, storedDefinitions } from './store.ts';

export function requireDefinition<T extends DefinitionDoc>(
  db: Db,
  kind: DefinitionKind<T>,
  siteId: string,
  key: string,
): T {
  const doc = getDefinition(db, kind, siteId, key);
  if (!doc) throw notFound(kind.entityName, key);
  return doc;
}

function requireOwn<T extends DefinitionDoc>(db: Db, kind: DefinitionKind<T>, siteId: string, key: string): T {
  const doc = requireDefinition(db, kind, siteId, key);
  if (doc[kind.typeField] === 'SYSTEM') {
    throw applicationError(428, 'FAILED_PRECONDITION', kind.systemRefusal, { key });
  }
  return doc;
}

/** An entry with exactly this display name is returned as it is; else `build` makes the new one. */
export function findOrCreateDefinition<T extends DefinitionDoc>(
  db: Db,
  kind: DefinitionKind<T>,
  siteId: string,
  displayName: string,
  build: (key: string, iso: string) => T,
  now = new Date(),
): { doc: T; created: boolean } {
  return db.transaction(() => {
    const own = storedDefinitions(db, kind, siteId);
    const candidates = [...(kind.findsSystemByName ? kind.system : []), ...own];
    const existing = candidates.find((d) => d.displayName === displayName);
    if (existing) return { doc: existing, created: false };
    if (kind.quota && own.length >= kind.quota.max) {
      const { max, code } = kind.quota;
      throw applicationError(429, code, `A site may have at most ${max} of these; delete one to create another.`, {
        max,
      });
    }
    const key = customKey(displayName, (k) => getDefinition(db, kind, siteId, k) !== undefined, kind.keyFallback);
    const doc = build(key, now.toISOString());
    insertDefinition(db, kind, siteId, doc);
    recordEvent(db, siteId, { entityFqdn: kind.entityFqdn, slug: 'created', entityId: key, entity: doc }, now);
    return { doc, created: true };
  })();
}

export function renameDefinition<T extends DefinitionDoc>(
  db: Db,
  kind: DefinitionKind<T>,
  siteId: string,
  key: string,
  displayName: string,
  now = new Date(),
): T {
  return db.transaction(() => {
    const doc = requireOwn(db, kind, siteId, key);
    if (doc.displayName === displayName) return doc;
    const next: T = { ...doc, displayName, updatedDate: now.toISOString() };
    replaceDefinition(db, kind, siteId, next);
    recordEvent(db, siteId, { entityFqdn: kind.entityFqdn, slug: 'updated', entityId: key, entity: next }, now);
    return next;
  })();
}

export function deleteDefinition<T extends DefinitionDoc>(
  db: Db,
  kind: DefinitionKind<T>,
  siteId: string,
  key: string,
  now = new Date(),
): void {
  db.transaction(() => {
    const doc = requireOwn(db, kind, siteId, key);
    // Contacts first: their update trigger re-creates any custom label a contact still carries.
    kind.removeFromContacts(db, siteId, key, now);
    deleteDefinitionRow(db, kind, siteId, key);
    recordEvent(db, siteId, { entityFqdn: kind.entityFqdn, slug: 'deleted', entityId: key, entity: doc }, now);
  })();
}
