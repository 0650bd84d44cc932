// Extended field definitions: the site's own in contact_extended_fields plus the SYSTEM ones.
import type { Db } from '../../db/open.ts';
import type { SortSpec } from '../../query/types.ts';
import { queryDefinitions, type DefinitionPage } from '../contacts/definitions-query.ts';
import type { ExtendedFieldDoc } from './extended-field-doc.ts';
import { EXTENDED_FIELD_DEFAULT_ORDER, EXTENDED_FIELD_FIELDS, EXTENDED_FIELD_PAGE_LIMITS } from './fields.ts';
import { SYSTEM_EXTENDED_FIELDS, systemExtendedField } from './system-fields.ts';

export function storedField(db: Db, siteId: string, key: string): ExtendedFieldDoc | undefined {
  const row = db.prepare('SELECT doc FROM contact_extended_fields WHERE site_id = ? AND key = ?').get(siteId, key) as
    { doc: string } | undefined;
  return row ? (JSON.parse(row.doc) as ExtendedFieldDoc) : undefined;
}

export function getExtendedField(db: Db, siteId: string, key: string): ExtendedFieldDoc | undefined {
  return systemExtendedField(key) ?? storedField(db, siteId, key);
}

export function storedFields(db: Db, siteId: string): ExtendedFieldDoc[] {
  return (
    db.prepare('SELECT doc FROM contact_extended_fields WHERE site_id = ? ORDER BY key').all(siteId) as {
      doc: string;
    }[]
  ).map((r) => JSON.parse(r.doc) as ExtendedFieldDoc);
}

export function insertField(db: Db, siteId: string, f: ExtendedFieldDoc): void {
  db.prepare('INSERT INTO contact_extended_fields (site_id, key, doc) VALUES (?, ?, ?)').run(
    siteId,
    f.key,
    JSON.stringify(f),
  );
}

export interface FieldQuery {
  filter?: unknown;
  sort?: SortSpec[];
  paging?: { limit?: number | null; offset?: number | null };
}

export function queryExtendedFields(db: Db, siteId: string, q: FieldQuery): DefinitionPage<ExtendedFieldDoc> {
  return queryDefinitions<ExtendedFieldDoc>(db, {
    stored: { sql: 'SELECT doc FROM contact_extended_fields WHERE site_id = ?', params: [siteId] },
    builtIn: SYSTEM_EXTENDED_FIELDS,
    ...q,
    fields: EXTENDED_FIELD_FIELDS,
    limits: EXTENDED_FIELD_PAGE_LIMITS,
    defaultOrder: EXTENDED_FIELD_DEFAULT_ORDER,
  });
}
