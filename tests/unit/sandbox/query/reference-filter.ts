// An independent in-memory evaluator of the query language, the oracle for the SQL compiler.
// Semantics: missing/null never matches a comparison; text operators are ASCII case-insensitive
// (SQLite LIKE); `null` with $eq means "is empty".
import type { FieldMap, FieldSpec } from '../../../../sandbox/query/types.ts';

type Doc = Record<string, unknown>;

const get = (doc: Doc, path: string): unknown =>
  path.split('.').reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Doc)[k] : undefined), doc);

const asciiLower = (s: string): string => s.replace(/[A-Z]/g, (c) => c.toLowerCase());
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function isEmpty(spec: FieldSpec, v: unknown): boolean {
  if (spec.array) return !Array.isArray(v) || v.length === 0;
  if (v === undefined || v === null) return true;
  return (spec.kind === 'string' || spec.kind === 'date') && v === '';
}

/** Date operands may be `{"$date": ...}` or any parseable string; docs hold toISOString() form. */
function normalize(spec: FieldSpec, x: unknown): unknown {
  if (spec.kind !== 'date' || x === null || typeof x === 'boolean' || Array.isArray(x)) return x;
  return new Date(String(isObj(x) ? x.$date : x)).toISOString();
}

function leaf(spec: FieldSpec, v: unknown, op: string, operand: unknown): boolean {
  const x = normalize(spec, operand);
  const items: unknown[] = spec.array ? (Array.isArray(v) ? v : []) : v === undefined || v === null ? [] : [v];
  const any = (pred: (i: unknown) => boolean) => items.some(pred);
  const text = (pred: (s: string, p: string) => boolean) =>
    any((i) => typeof i === 'string' && pred(asciiLower(i), asciiLower(x as string)));
  switch (op) {
    case '$eq':
      return x === null ? isEmpty(spec, v) : any((i) => i === x);
    case '$ne':
      // A list: none of its items equals it.
      if (x === null) return !isEmpty(spec, v);
      return spec.array ? !any((i) => i === x) : v === undefined || v === null || v !== x;
    case '$gt':
      return any((i) => (i as number) > (x as number));
    case '$gte':
      return any((i) => (i as number) >= (x as number));
    case '$lt':
      return any((i) => (i as number) < (x as number));
    case '$lte':
      return any((i) => (i as number) <= (x as number));
    case '$in':
    case '$hasSome':
      return any((i) => (x as unknown[]).includes(i));
    case '$hasAll':
      return (x as unknown[]).every((want) => any((i) => i === want));
    case '$startsWith':
      return text((s, p) => s.startsWith(p));
    case '$endsWith':
      return text((s, p) => s.endsWith(p));
    case '$contains':
      return text((s, p) => s.includes(p));
    case '$exists':
      return (v !== undefined && v !== null) === x;
    case '$isEmpty':
      return isEmpty(spec, v) === x;
    default:
      throw new Error(`unknown operator ${op}`);
  }
}

export function matches(doc: Doc, filter: unknown, fields: FieldMap): boolean {
  if (!isObj(filter)) throw new Error('filter must be an object');
  return Object.entries(filter).every(([key, value]) => {
    if (key === '$and') return (value as unknown[]).every((f) => matches(doc, f, fields));
    if (key === '$or') return (value as unknown[]).some((f) => matches(doc, f, fields));
    if (key === '$not') return !matches(doc, value, fields);
    const spec = fields[key]!;
    const v = get(doc, spec.path ?? key);
    if (isObj(value) && Object.keys(value).some((k) => k.startsWith('$'))) {
      return Object.entries(value).every(([op, x]) => leaf(spec, v, op, x));
    }
    return leaf(spec, v, '$eq', value);
  });
}
