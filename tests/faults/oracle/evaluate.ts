// The in-memory oracle: a provider filter evaluated over served docs in TypeScript, and the sort
// order, written from the query language's rules (docs/product.md §7.6), not from the SQL:
//  - a field holds one value or (list fields) several; a condition on a list holds when an item
//    does, `$hasAll` when every listed value is an item;
//  - a missing value matches no comparison ($eq, ranges, $in, $startsWith) but does match `$ne`;
//    `$eq: null` matches a missing or empty value (a list: no items), `$ne: null` the others;
//    `$exists` is whether the field has a value (a list: at least one item);
//  - `$startsWith` folds ASCII case (LIKE); `nocase` fields fold it for every comparison;
//  - dates compare as instants, text by its UTF-8 bytes (SQLite's BINARY);
//  - sort: missing values first ascending, last descending.
import type { Doc, OracleField, Scalar } from './fields.ts';

export type Filter = Record<string, unknown>;
export interface Sort {
  fieldName: string;
  order: 'ASC' | 'DESC';
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const SURROGATE = /[\uD800-\uDFFF]/;
const foldAscii = (s: string): string => s.replace(/[A-Z]/g, (c) => c.toLowerCase());
const missing = (v: unknown): boolean => v === undefined || v === null;

function normalize(f: OracleField, v: unknown): Scalar | undefined {
  if (missing(v)) return undefined;
  if (f.kind === 'date') {
    const raw = isObject(v) && typeof v.$date === 'string' ? v.$date : v;
    const t = typeof raw === 'string' ? Date.parse(raw) : NaN;
    return Number.isNaN(t) ? undefined : new Date(t).toISOString();
  }
  if (f.kind === 'string' && typeof v === 'string' && f.collation === 'nocase') return foldAscii(v);
  return v as Scalar;
}

/** -1, 0, 1; both values present and normalized. */
export function compareScalars(a: Scalar, b: Scalar): number {
  if (typeof a === 'string' && typeof b === 'string') {
    // UTF-16 order is UTF-8 byte order unless a surrogate pair meets U+E000..U+FFFF.
    if (!SURROGATE.test(a) && !SURROGATE.test(b)) return a < b ? -1 : a > b ? 1 : 0;
    return Buffer.compare(Buffer.from(a), Buffer.from(b));
  }
  const x = Number(a);
  const y = Number(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

function values(f: OracleField, doc: Doc): Scalar[] {
  const raw = f.get(doc);
  const list = f.array ? (Array.isArray(raw) ? raw : []) : missing(raw) ? [] : [raw];
  return list.map((v) => normalize(f, v)).filter((v): v is Scalar => v !== undefined);
}

function isEmpty(f: OracleField, doc: Doc): boolean {
  if (f.array) return values(f, doc).length === 0;
  const raw = f.get(doc);
  return missing(raw) || ((f.kind === 'string' || f.kind === 'date') && raw === '');
}

function operator(f: OracleField, doc: Doc, op: string, operand: unknown): boolean {
  const vs = values(f, doc);
  const eq = (x: unknown): boolean => {
    const n = normalize(f, x);
    return n !== undefined && vs.some((v) => compareScalars(v, n) === 0);
  };
  const range = (test: (c: number) => boolean): boolean => {
    const n = normalize(f, operand);
    return n !== undefined && vs.some((v) => test(compareScalars(v, n)));
  };
  switch (op) {
    case '$eq':
      return operand === null ? isEmpty(f, doc) : eq(operand);
    case '$ne':
      return operand === null ? !isEmpty(f, doc) : !eq(operand);
    case '$gt':
      return range((c) => c > 0);
    case '$gte':
      return range((c) => c >= 0);
    case '$lt':
      return range((c) => c < 0);
    case '$lte':
      return range((c) => c <= 0);
    case '$in':
    case '$hasSome':
      return (operand as unknown[]).some(eq);
    case '$hasAll':
      return (operand as unknown[]).every(eq);
    case '$startsWith': {
      const prefix = foldAscii(operand as string);
      return vs.some((v) => typeof v === 'string' && foldAscii(v).startsWith(prefix));
    }
    case '$exists':
      return vs.length > 0 === operand;
    default:
      throw new Error(`the oracle does not know ${op}`);
  }
}

export function matches(filter: unknown, doc: Doc, fields: ReadonlyMap<string, OracleField>): boolean {
  if (!isObject(filter)) throw new Error(`not a filter: ${JSON.stringify(filter)}`);
  return Object.entries(filter).every(([key, value]) => {
    if (key === '$and') return (value as unknown[]).every((n) => matches(n, doc, fields));
    if (key === '$or') return (value as unknown[]).some((n) => matches(n, doc, fields));
    if (key === '$not') return !matches(value, doc, fields);
    const f = fields.get(key);
    if (!f) throw new Error(`the oracle has no field ${key}`);
    const isOps = isObject(value) && Object.keys(value).some((k) => k.startsWith('$') && k !== '$date');
    if (!isOps) return operator(f, doc, '$eq', value);
    return Object.entries(value).every(([op, operand]) => operator(f, doc, op, operand));
  });
}

/** The sort key of a doc: one normalized value (or undefined) per sort field. */
export function sortKey(
  doc: Doc,
  sort: readonly Sort[],
  fields: ReadonlyMap<string, OracleField>,
): (Scalar | undefined)[] {
  return sort.map((s) => {
    const f = fields.get(s.fieldName)!;
    return values(f, doc)[0];
  });
}

export function compareKeys(a: (Scalar | undefined)[], b: (Scalar | undefined)[], sort: readonly Sort[]): number {
  for (let i = 0; i < sort.length; i++) {
    const x = a[i];
    const y = b[i];
    const c = x === undefined ? (y === undefined ? 0 : -1) : y === undefined ? 1 : compareScalars(x, y);
    if (c !== 0) return sort[i]!.order === 'DESC' ? -c : c;
  }
  return 0;
}
