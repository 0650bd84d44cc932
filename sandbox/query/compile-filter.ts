// Compiles a provider filter (docs/product.md §7.6) to a SQL boolean over the JSON `doc` column.
// Every leaf yields 0 or 1, never NULL, so `$not` behaves like the provider (missing ≠ match).
import { fieldExpr, fieldPathLiteral } from './sql-expr.ts';
import {
  OPERATORS,
  QueryValidationError,
  type FieldMap,
  type FieldSpec,
  type FieldViolation,
  type Operator,
  type QueryRefusal,
  type SqlFragment,
  type SqlParam,
} from './types.ts';
import { isPlainObject, likeEscape, toParam } from './values.ts';
import { checkFilterLimits, FILTER_LIMITS } from './filter-limits.ts';
import { ownField } from './own-field.ts';

export interface CompileOptions {
  /** Where the filter sits in the request, for violation field names (e.g. `query.filter`). */
  errorPath: string;
  /** SQL name of the JSON column. */
  doc?: string;
}

const RANGE_OPS: readonly Operator[] = ['$gt', '$gte', '$lt', '$lte'];
const STRING_OPS: readonly Operator[] = ['$startsWith', '$endsWith', '$contains'];

/** $and / $or / $not nesting: real filters are a few levels; a deep one is an attack on the stack. */
export const MAX_FILTER_DEPTH = FILTER_LIMITS.depth;

class Compiler {
  readonly params: SqlParam[] = [];
  readonly violations: FieldViolation[] = [];
  constructor(
    private readonly fields: FieldMap,
    private readonly doc: string,
  ) {}

  node(node: unknown, path: string, depth = 1): string {
    if (depth > MAX_FILTER_DEPTH) {
      this.violations.push({
        field: path,
        description: `nests filters more than ${MAX_FILTER_DEPTH} levels deep`,
        violatedRule: 'MAX',
        data: { threshold: MAX_FILTER_DEPTH },
        refusal: 'malformed',
      });
      return '0';
    }
    if (!isPlainObject(node)) {
      this.violations.push({
        field: path,
        description: 'must be an object',
        violatedRule: 'FORMAT',
        refusal: 'malformed',
      });
      return '0';
    }
    const parts: string[] = [];
    for (const [key, value] of Object.entries(node)) {
      const at = `${path}.${key}`;
      if (key === '$and' || key === '$or') {
        if (!Array.isArray(value)) {
          this.violations.push({
            field: at,
            description: 'must be an array of filters',
            violatedRule: 'FORMAT',
            refusal: 'malformed',
          });
          continue;
        }
        const subs = value.map((v, i) => this.node(v, `${at}[${i}]`, depth + 1));
        const joiner = key === '$and' ? ' AND ' : ' OR ';
        parts.push(subs.length === 0 ? (key === '$and' ? '1' : '0') : `(${subs.join(joiner)})`);
      } else if (key === '$not') {
        parts.push(`(NOT ${this.node(value, at, depth + 1)})`);
      } else if (key.startsWith('$')) {
        this.violations.push({
          field: at,
          description: `unknown operator ${key}`,
          violatedRule: 'OTHER',
          refusal: 'operator',
        });
      } else {
        parts.push(this.field(key, value, at));
      }
    }
    return parts.length === 0 ? '1' : parts.length === 1 ? parts[0]! : `(${parts.join(' AND ')})`;
  }

  private field(name: string, value: unknown, at: string): string {
    const spec = ownField(this.fields, name);
    if (!spec || spec.filterable === false) {
      this.violations.push({
        field: at,
        description: `filtering by ${name} is not supported`,
        violatedRule: 'FIELD_NOT_ALLOWED',
        refusal: 'unknownField',
      });
      return '0';
    }
    const isOperatorObject = isPlainObject(value) && Object.keys(value).some((k) => k.startsWith('$') && k !== '$date');
    if (!isOperatorObject) return this.op(name, spec, '$eq', value, at);
    const parts: string[] = [];
    for (const [op, operand] of Object.entries(value)) {
      if (!(OPERATORS as readonly string[]).includes(op)) {
        this.violations.push({
          field: `${at}.${op}`,
          description: `unknown operator ${op}`,
          violatedRule: 'OTHER',
          refusal: 'operator',
        });
        continue;
      }
      parts.push(this.op(name, spec, op as Operator, operand, `${at}.${op}`));
    }
    return parts.length === 1 ? parts[0]! : `(${parts.join(' AND ')})`;
  }

  private bind(spec: FieldSpec, value: unknown, at: string): string | undefined {
    const r = toParam(spec, value, at);
    if (!r.ok) {
      this.violations.push(r.violation);
      return undefined;
    }
    this.params.push(r.value);
    return '?';
  }

  private list(spec: FieldSpec, value: unknown, at: string): string[] | undefined {
    if (!Array.isArray(value)) {
      this.violations.push({ field: at, description: 'must be an array', violatedRule: 'FORMAT', refusal: 'value' });
      return undefined;
    }
    const out: string[] = [];
    value.forEach((v, i) => {
      const p = this.bind(spec, v, `${at}[${i}]`);
      if (p) out.push(p);
    });
    return out.length === value.length ? out : undefined;
  }

  private op(name: string, spec: FieldSpec, op: Operator, operand: unknown, at: string): string {
    const reject = (description: string, refusal: QueryRefusal = 'value'): string => {
      this.violations.push({ field: at, description, violatedRule: 'OTHER', refusal });
      return '0';
    };
    if (spec.ops && !spec.ops.includes(op) && !(op === '$eq' && operand === null && spec.ops.includes('$isEmpty'))) {
      return reject(`operator ${op} is not supported for ${name}`, 'operator');
    }
    if (STRING_OPS.includes(op) && spec.kind !== 'string')
      return reject(`operator ${op} needs a text field`, 'operator');
    if (spec.array && RANGE_OPS.includes(op) && operand !== null)
      return reject(`operator ${op} is not supported on a list field`, 'operator');

    const e = fieldExpr(name, spec, this.doc);
    const path = fieldPathLiteral(name, spec);
    const anyItem = (cond: string): string => `EXISTS (SELECT 1 FROM json_each(${this.doc}, ${path}) WHERE ${cond})`;
    // An item as its comparisons read it (`$startsWith`'s LIKE folds ASCII case anyway).
    const item = spec.nocase ? 'value COLLATE NOCASE' : 'value';
    const empty = spec.array
      ? `(COALESCE(json_array_length(${this.doc}, ${path}), 0) = 0)`
      : spec.kind === 'string' || spec.kind === 'date'
        ? `(${e} IS NULL OR ${e} = '')`
        : `(${e} IS NULL)`;
    const present = spec.array ? `(COALESCE(json_type(${this.doc}, ${path}), 'null') <> 'null')` : `(${e} IS NOT NULL)`;
    const cmp = (sqlOp: string): string => {
      const p = this.bind(spec, operand, at);
      if (!p) return '0';
      return spec.array ? anyItem(`${item} ${sqlOp} ${p}`) : `(${e} IS NOT NULL AND ${e} ${sqlOp} ${p})`;
    };

    switch (op) {
      case '$eq':
        return operand === null ? empty : cmp('=');
      case '$ne': {
        if (operand === null) return `(NOT ${empty})`;
        const p = this.bind(spec, operand, at);
        if (!p) return '0';
        // On a list (a contact's emails): no item equals it.
        return spec.array ? `(NOT ${anyItem(`${item} = ${p}`)})` : `(${e} IS NULL OR ${e} <> ${p})`;
      }
      case '$gt':
        return cmp('>');
      case '$gte':
        return cmp('>=');
      case '$lt':
        return cmp('<');
      case '$lte':
        return cmp('<=');
      case '$in':
      case '$hasSome': {
        const ps = this.list(spec, operand, at);
        if (!ps) return '0';
        if (ps.length === 0) return '0';
        return spec.array
          ? anyItem(`${item} IN (${ps.join(', ')})`)
          : `(${e} IS NOT NULL AND ${e} IN (${ps.join(', ')}))`;
      }
      case '$hasAll': {
        const ps = this.list(spec, operand, at);
        if (!ps) return '0';
        if (ps.length === 0) return '1';
        const each = ps.map((p) => (spec.array ? anyItem(`${item} = ${p}`) : `(${e} IS NOT NULL AND ${e} = ${p})`));
        return `(${each.join(' AND ')})`;
      }
      case '$startsWith':
      case '$endsWith':
      case '$contains': {
        if (typeof operand !== 'string') return reject('must be a string');
        const esc = likeEscape(operand);
        this.params.push(op === '$startsWith' ? `${esc}%` : op === '$endsWith' ? `%${esc}` : `%${esc}%`);
        const cond = `LIKE ? ESCAPE '\\'`;
        return spec.array ? anyItem(`value ${cond}`) : `(${e} IS NOT NULL AND ${e} ${cond})`;
      }
      case '$exists':
        if (typeof operand !== 'boolean') return reject('must be a boolean');
        return operand ? present : `(NOT ${present})`;
      case '$isEmpty':
        if (typeof operand !== 'boolean') return reject('must be a boolean');
        return operand ? empty : `(NOT ${empty})`;
    }
  }
}

/** Compiles `filter` (undefined/null = everything). Throws QueryValidationError listing every bad part. */
export function compileFilter(filter: unknown, fields: FieldMap, opts: CompileOptions): SqlFragment {
  if (filter === undefined || filter === null) return { sql: '1', params: [] };
  checkFilterLimits(filter, opts.errorPath);
  const c = new Compiler(fields, opts.doc ?? 'doc');
  const sql = c.node(filter, opts.errorPath);
  if (c.violations.length > 0) throw new QueryValidationError(c.violations);
  return { sql, params: c.params };
}
