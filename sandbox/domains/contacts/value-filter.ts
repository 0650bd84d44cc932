// Conditions on array item fields (emails, phones, address parts, labels, locations) at the top
// level of a filter, alone or inside a top-level $and, become SQL over contact_values
// (schema.ts), so "contacts in Berlin, newest first" or "labelled VIP" reads an index
// instead of every contact's `lists`. So does a top-level `$or` whose every branch is such a
// condition or a prefix/equality test on an indexed name, email or company column (the
// extension's search-as-you-type: first, last, emails, phones, company `$startsWith` q): it
// becomes one union of index ranges. The rest of the filter goes to the compiler; conditions
// nested under $not or deeper, other operators ($exists, $eq null…) and operands the compiler
// would refuse stay there too, so validation and semantics are the compiler's:
//  - $eq / $in / $hasSome / $hasAll compare exactly (emails: case-insensitively, like the
//    duplicate check and the contact_emails lookup);
//  - $startsWith is LIKE (ASCII case-insensitive), the compiler's own operator;
//  - on the NOCASE text columns $eq is case-insensitive, as the compiler's comparison is there.
import type { FieldMap, Operator, SqlFragment } from '../../query/types.ts';
import { isPlainObject, likeEscape } from '../../query/values.ts';
import { ownField } from '../../query/own-field.ts';
import { VALUE_KINDS } from './schema.ts';

/** One indexable condition: contacts having a value of `kind` matching `cond`. */
export interface ValueCondition extends SqlFragment {
  kind: string;
  /** Equality to one value: each contact matches at most once (its values are distinct). */
  oneValue: boolean;
}

/** A test on one NOCASE-indexed text column of contact_search: `column LIKE param` or `column = param`. */
export interface ColumnCondition {
  column: string;
  like: boolean;
  param: string;
}

/** A top-level `$or`: contacts matching any branch. */
export interface AnyOfCondition {
  anyOf: (ValueCondition | ColumnCondition)[];
}

export type IdCondition = ValueCondition | AnyOfCondition;

/** contact_search columns with a (site, column) index and NOCASE collation, so LIKE 'x%' is a range. */
export const PREFIX_COLUMNS: Readonly<Record<string, string>> = {
  's.first_name': 'contact_search_first',
  's.last_name': 'contact_search_last',
  's.primary_email': 'contact_search_email',
  's.company': 'contact_search_company',
};

const EXTRACTABLE: readonly Operator[] = ['$eq', '$in', '$hasSome', '$hasAll', '$startsWith'];
const CASE_INSENSITIVE_KINDS = new Set(['emails']);

const strings = (v: unknown): string[] | undefined =>
  Array.isArray(v) && v.length > 0 && v.every((x) => typeof x === 'string') ? (v as string[]) : undefined;

function equalTo(kind: string, values: string[]): ValueCondition {
  const marks = values.map(() => '?').join(', ');
  // `value` is NOCASE (for LIKE); the exact kinds re-check byte-wise.
  const exact = CASE_INSENSITIVE_KINDS.has(kind) ? '' : ` AND value COLLATE BINARY IN (${marks})`;
  return {
    kind,
    oneValue: values.length === 1 && !CASE_INSENSITIVE_KINDS.has(kind),
    sql: `value IN (${marks})${exact}`,
    params: CASE_INSENSITIVE_KINDS.has(kind) ? values : [...values, ...values],
  };
}

function toConditions(
  kind: string,
  ops: readonly Operator[] | undefined,
  value: unknown,
): ValueCondition[] | undefined {
  const entries: [string, unknown][] =
    isPlainObject(value) && Object.keys(value).some((k) => k.startsWith('$'))
      ? Object.entries(value)
      : [['$eq', value]];
  if (entries.length === 0) return undefined;
  const out: ValueCondition[] = [];
  for (const [op, operand] of entries) {
    if (!EXTRACTABLE.includes(op as Operator) || (ops && !ops.includes(op as Operator))) return undefined;
    if (op === '$eq' || op === '$startsWith') {
      if (typeof operand !== 'string') return undefined;
      out.push(
        op === '$eq'
          ? equalTo(kind, [operand])
          : { kind, oneValue: false, sql: `value LIKE ? ESCAPE '\\'`, params: [`${likeEscape(operand)}%`] },
      );
      continue;
    }
    const list = strings(operand);
    if (!list) return undefined;
    if (op === '$hasAll') out.push(...list.map((v) => equalTo(kind, [v])));
    else out.push(equalTo(kind, list));
  }
  return out;
}

/** The one condition a single-field `$or` branch is, if it is indexable. */
function branchCondition(fields: FieldMap, branch: unknown): ValueCondition | ColumnCondition | undefined {
  if (!isPlainObject(branch)) return undefined;
  const entries = Object.entries(branch);
  if (entries.length !== 1) return undefined;
  const [name, value] = entries[0]!;
  const spec = name.startsWith('$') ? undefined : ownField(fields, name);
  if (!spec || spec.filterable === false) return undefined;
  if (spec.array) {
    const found = spec.path && spec.path in VALUE_KINDS ? toConditions(spec.path, spec.ops, value) : undefined;
    return found?.length === 1 ? found[0] : undefined;
  }
  if (!spec.column || !(spec.column in PREFIX_COLUMNS) || spec.kind !== 'string' || spec.values) return undefined;
  const ops = isPlainObject(value) ? Object.entries(value) : [['$eq', value] as const];
  if (ops.length !== 1) return undefined;
  const [op, operand] = ops[0]!;
  if ((op !== '$eq' && op !== '$startsWith') || typeof operand !== 'string' || (spec.ops && !spec.ops.includes(op)))
    return undefined;
  return op === '$eq'
    ? { column: spec.column, like: false, param: operand }
    : { column: spec.column, like: true, param: `${likeEscape(operand)}%` };
}

function anyOfCondition(fields: FieldMap, branches: unknown): AnyOfCondition | undefined {
  if (!Array.isArray(branches) || branches.length === 0) return undefined;
  const anyOf = branches.map((b) => branchCondition(fields, b));
  return anyOf.every((c) => c !== undefined) ? { anyOf: anyOf as AnyOfCondition['anyOf'] } : undefined;
}

/** Splits off the indexable conditions (ANDed with what is left). */
export function extractValueFilters(
  fields: FieldMap,
  filter: Record<string, unknown> | undefined,
): { filter: Record<string, unknown> | undefined; conditions: IdCondition[] } {
  if (!filter) return { filter, conditions: [] };
  const conditions: IdCondition[] = [];
  const take = (node: Record<string, unknown>): Record<string, unknown> => {
    const rest: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(node)) {
      if (k === '$or') {
        const any = anyOfCondition(fields, v);
        if (any) conditions.push(any);
        else rest[k] = v;
        continue;
      }
      const spec = k.startsWith('$') ? undefined : ownField(fields, k);
      const kind =
        spec?.array && spec.path && spec.path in VALUE_KINDS && spec.filterable !== false ? spec.path : undefined;
      const found = kind ? toConditions(kind, spec!.ops, v) : undefined;
      if (found) conditions.push(...found);
      else rest[k] = v;
    }
    return rest;
  };
  const top = take(filter);
  if (Array.isArray(top.$and)) top.$and = top.$and.map((n: unknown) => (isPlainObject(n) ? take(n) : n));
  return { filter: top, conditions };
}
