// Conditions on array item fields (emails, phones, address parts, labels, locations) at the top
// level of a filter, alone or inside a top-level $and, become SQL over contact_values
// (schema.ts), so "contacts in Berlin, newest first" or "labelled VIP" reads an index
// instead of every contact's `lists`. The rest of the filter goes to the compiler; conditions
// nested under $or/$not, other operators ($exists, $eq null…) and operands the compiler would
// refuse stay there too, so validation and semantics are the compiler's:
//  - $eq / $in / $hasSome / $hasAll compare exactly (emails: case-insensitively, like the
//    duplicate check and the contact_emails lookup);
//  - $startsWith is LIKE (ASCII case-insensitive), the compiler's own operator.
import type { FieldMap, Operator, SqlFragment } from '../../query/types.ts';
import { isPlainObject, likeEscape } from '../../query/values.ts';
import { VALUE_KINDS } from './schema.ts';

/** One indexable condition: contacts having a value of `kind` matching `cond`. */
export interface ValueCondition extends SqlFragment {
  kind: string;
  /** Equality to one value: each contact matches at most once (its values are distinct). */
  oneValue: boolean;
}

const EXTRACTABLE: readonly Operator[] = ['$eq', '$in', '$hasSome', '$hasAll', '$startsWith'];
const CASE_INSENSITIVE_KINDS = new Set(['emails']);

const strings = (v: unknown): string[] | undefined =>
  Array.isArray(v) && v.length > 0 && v.every((x) => typeof x === 'string') ? (v as string[]) : undefined;

function equalTo(kind: string, values: string[]): ValueCondition {
  const marks = values.map(() => '?').join(', ');
  // `value` is NOCASE (for LIKE); the exact kinds re-check byte-wise.
  const exact = CASE_INSENSITIVE_KINDS.has(kind) ? '' : ` AND value COLLATE BINARY IN (${marks})`;
  return { kind, oneValue: values.length === 1 && !CASE_INSENSITIVE_KINDS.has(kind), sql: `value IN (${marks})${exact}`, params: CASE_INSENSITIVE_KINDS.has(kind) ? values : [...values, ...values] };
}

function toConditions(kind: string, ops: readonly Operator[] | undefined, value: unknown): ValueCondition[] | undefined {
  const entries: [string, unknown][] = isPlainObject(value) && Object.keys(value).some((k) => k.startsWith('$')) ? Object.entries(value) : [['$eq', value]];
  if (entries.length === 0) return undefined;
  const out: ValueCondition[] = [];
  for (const [op, operand] of entries) {
    if (!EXTRACTABLE.includes(op as Operator) || (ops && !ops.includes(op as Operator))) return undefined;
    if (op === '$eq' || op === '$startsWith') {
      if (typeof operand !== 'string') return undefined;
      out.push(op === '$eq' ? equalTo(kind, [operand]) : { kind, oneValue: false, sql: `value LIKE ? ESCAPE '\\'`, params: [`${likeEscape(operand)}%`] });
      continue;
    }
    const list = strings(operand);
    if (!list) return undefined;
    if (op === '$hasAll') out.push(...list.map((v) => equalTo(kind, [v])));
    else out.push(equalTo(kind, list));
  }
  return out;
}

/** Splits off the indexable array-field conditions (ANDed with what is left). */
export function extractValueFilters(fields: FieldMap, filter: Record<string, unknown> | undefined): { filter: Record<string, unknown> | undefined; conditions: ValueCondition[] } {
  if (!filter) return { filter, conditions: [] };
  const conditions: ValueCondition[] = [];
  const take = (node: Record<string, unknown>): Record<string, unknown> => {
    const rest: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(node)) {
      const spec = k.startsWith('$') ? undefined : fields[k];
      const kind = spec?.array && spec.path && spec.path in VALUE_KINDS && spec.filterable !== false ? spec.path : undefined;
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
