// The provider's query language (docs/product.md §7.6) as plain types, shared by every domain.

export type SortOrder = 'ASC' | 'DESC';
export interface SortSpec {
  fieldName: string;
  order?: SortOrder;
}

/** Operators of the query language. `$isEmpty` appears in the reviews spec (content.media). */
export const OPERATORS = [
  '$eq',
  '$ne',
  '$gt',
  '$gte',
  '$lt',
  '$lte',
  '$in',
  '$hasSome',
  '$hasAll',
  '$startsWith',
  '$endsWith',
  '$contains',
  '$exists',
  '$isEmpty',
] as const;
export type Operator = (typeof OPERATORS)[number];

export type FieldKind = 'string' | 'number' | 'boolean' | 'date';

/** How one queryable field of a domain maps to SQL. */
export interface FieldSpec {
  kind: FieldKind;
  /** JSON path inside the `doc` column, e.g. `profile.nickname`. Defaults to the field name. */
  path?: string;
  /** A (generated) column to use instead of json_extract, so its index is used. */
  column?: string;
  /** The field holds an array of `kind` values. */
  array?: boolean;
  /**
   * A list's items compare folding ASCII case (SQLite's NOCASE), as a NOCASE column's value does:
   * every comparison of its items, so `$ne` stays the exact complement of `$eq`.
   */
  nocase?: boolean;
  /** Allowed operators; omitted = every operator that fits the kind. */
  ops?: readonly Operator[];
  /** Allowed values (enums). */
  values?: readonly string[];
  filterable?: boolean;
  sortable?: boolean;
}

export type FieldMap = Readonly<Record<string, FieldSpec>>;

export type SqlParam = string | number | null;
export interface SqlFragment {
  sql: string;
  params: SqlParam[];
}

/**
 * What kind of refusal a violation is, for the calls whose SDK typings name a code for each
 * (Query Contacts, Query Labels, Query Extended Fields: `withQueryErrors` in http/validate.ts).
 */
export type QueryRefusal = 'unknownField' | 'operator' | 'value' | 'malformed' | 'sort' | 'limit';

export interface FieldViolation {
  field: string;
  description: string;
  violatedRule: string;
  data?: Record<string, unknown>;
  refusal?: QueryRefusal;
}

/** Thrown by the compiler; the HTTP layer turns it into a 400 validation error. */
export class QueryValidationError extends Error {
  constructor(readonly violations: FieldViolation[]) {
    super(violations.map((v) => `"${v.field}" ${v.description}`).join(', '));
    this.name = 'QueryValidationError';
  }
}
