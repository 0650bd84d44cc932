// Extended fields are queried by flattened names, `info.extendedFields.{key}` (sort-and-filter
// guide): the Wix-defined ones are in CONTACT_FIELDS; a site's custom field gets the operators the
// guide lists for its data type (text and URL: `$eq $ne $in $startsWith`; numbers and YYYY-MM-DD
// dates: `$eq $ne $gt $lt $gte $lte`), all sortable. A key the site has no custom field for is an
// unknown field.
import type { Db } from '../../db/open.ts';
import type { FieldMap, FieldSpec, Operator } from '../../query/types.ts';
import { isPlainObject } from '../../query/values.ts';
import { getDefinition } from '../definitions/store.ts';
import type { FieldDataType } from '../extended-fields/extended-field-doc.ts';
import { EXTENDED_FIELD_KIND } from '../extended-fields/kind.ts';
import { CONTACT_FIELDS } from './fields.ts';

const PREFIX = 'info.extendedFields.';
// Keys are inlined in SQL: only plain key characters are accepted (others stay unknown fields).
const SAFE_KEY = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/;

const TEXT_OPS: readonly Operator[] = ['$eq', '$ne', '$in', '$startsWith'];
const RANGE_OPS: readonly Operator[] = ['$eq', '$ne', '$gt', '$lt', '$gte', '$lte'];
const BY_TYPE: Record<FieldDataType, Pick<FieldSpec, 'kind' | 'ops'>> = {
  TEXT: { kind: 'string', ops: TEXT_OPS },
  URL: { kind: 'string', ops: TEXT_OPS },
  NUMBER: { kind: 'number', ops: RANGE_OPS },
  DATE: { kind: 'string', ops: RANGE_OPS },
};

function collect(node: unknown, out: Set<string>): void {
  if (Array.isArray(node)) return node.forEach((n) => collect(n, out));
  if (!isPlainObject(node)) return;
  for (const [k, v] of Object.entries(node)) {
    if (k === '$and' || k === '$or' || k === '$not') collect(v, out);
    else if (k.startsWith(PREFIX)) out.add(k);
  }
}

function customField(db: Db, siteId: string, name: string): FieldSpec | undefined {
  const key = name.slice(PREFIX.length);
  if (!SAFE_KEY.test(key)) return undefined;
  const def = getDefinition(db, EXTENDED_FIELD_KIND, siteId, key);
  if (!def || def.fieldType === 'SYSTEM') return undefined;
  return {
    ...BY_TYPE[def.dataType],
    column: `json_extract(c.doc, '$.info.extendedFields.items."${key}"')`,
    filterable: true,
    sortable: true,
  };
}

/** The field map for one query; `readsDoc` = it needs the contacts row (`c.doc`) joined in. */
export function contactFieldsFor(
  db: Db,
  siteId: string,
  filter: unknown,
  sort: readonly { fieldName: string }[] | undefined,
): { fields: FieldMap; readsDoc: boolean } {
  const names = new Set<string>();
  collect(filter, names);
  for (const s of sort ?? []) if (s.fieldName.startsWith(PREFIX)) names.add(s.fieldName);
  const extra: Record<string, FieldSpec> = {};
  for (const name of names) {
    if (Object.hasOwn(CONTACT_FIELDS, name)) continue; // a Wix-defined field, read from contact_search
    const spec = customField(db, siteId, name);
    if (spec) extra[name] = spec;
  }
  return Object.keys(extra).length === 0
    ? { fields: CONTACT_FIELDS, readsDoc: false }
    : { fields: { ...CONTACT_FIELDS, ...extra }, readsDoc: true };
}
