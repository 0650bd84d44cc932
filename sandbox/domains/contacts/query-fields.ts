// Extended fields are queried by flattened names, `info.extendedFields.{key}` (sort-and-filter
// guide), with any key: the field map for one request adds the keys it names. The kind follows
// the operand (numbers compare as numbers, everything else as text, e.g. `YYYY-MM-DD` dates).
import type { FieldMap, FieldSpec } from '../../query/types.ts';
import { isPlainObject } from '../../query/values.ts';
import { CONTACT_FIELDS } from './fields.ts';

const PREFIX = 'info.extendedFields.';
// Keys are inlined in SQL: only plain key characters are accepted (others stay unknown fields).
const SAFE_KEY = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/;

function operandIsNumber(value: unknown): boolean {
  if (typeof value === 'number') return true;
  if (!isPlainObject(value)) return false;
  return Object.values(value).some((v) => typeof v === 'number' || (Array.isArray(v) && typeof v[0] === 'number'));
}

function collect(node: unknown, out: Map<string, boolean>): void {
  if (Array.isArray(node)) return node.forEach((n) => collect(n, out));
  if (!isPlainObject(node)) return;
  for (const [k, v] of Object.entries(node)) {
    if (k === '$and' || k === '$or' || k === '$not') collect(v, out);
    else if (k.startsWith(PREFIX)) out.set(k, (out.get(k) ?? false) || operandIsNumber(v));
  }
}

function extendedField(name: string, numeric: boolean): FieldSpec | undefined {
  const key = name.slice(PREFIX.length);
  if (!SAFE_KEY.test(key)) return undefined;
  return {
    kind: numeric ? 'number' : 'string',
    column: `json_extract(c.doc, '$.info.extendedFields.items."${key}"')`,
    filterable: true,
    sortable: true,
  };
}

/** The field map for one query; `readsDoc` = it needs the contacts row (`c.doc`) joined in. */
export function contactFieldsFor(
  filter: unknown,
  sort: readonly { fieldName: string }[] | undefined,
): { fields: FieldMap; readsDoc: boolean } {
  const names = new Map<string, boolean>();
  collect(filter, names);
  for (const s of sort ?? [])
    if (s.fieldName.startsWith(PREFIX) && !names.has(s.fieldName)) names.set(s.fieldName, false);
  const extra: Record<string, FieldSpec> = {};
  for (const [name, numeric] of names) {
    if (Object.hasOwn(CONTACT_FIELDS, name)) continue; // a Wix-managed field, read from contact_search
    const spec = extendedField(name, numeric);
    if (spec) extra[name] = spec;
  }
  return Object.keys(extra).length === 0
    ? { fields: CONTACT_FIELDS, readsDoc: false }
    : { fields: { ...CONTACT_FIELDS, ...extra }, readsDoc: true };
}
