// Random queries (fast-check) over one domain: filters built from the values its rows hold (so
// most conditions hit something), with prefixes in mixed case, near-miss numbers and dates,
// nulls, empty lists, nesting under $and / $or / $not; a sort; a page size and start.
import fc from 'fast-check';
import type { Operator } from '../../../sandbox/query/types.ts';
import type { Doc, OracleField, Scalar } from './fields.ts';
import type { Filter, Sort } from './evaluate.ts';

export interface OracleQuery {
  filter: Filter | undefined;
  sort: Sort[] | undefined;
  limit: number;
  offset: number;
}

function pool(f: OracleField, rows: readonly Doc[]): Scalar[] {
  const seen = new Set<string>();
  const out: Scalar[] = [];
  for (const r of rows) {
    const raw = f.get(r);
    for (const v of f.array ? (Array.isArray(raw) ? raw : []) : [raw]) {
      if (v === undefined || v === null || typeof v === 'object') continue;
      const key = JSON.stringify(v);
      if (!seen.has(key)) {
        seen.add(key);
        out.push(v as Scalar);
      }
    }
  }
  return out;
}

const flipCase = (s: string, mask: number): string =>
  [...s]
    .map((c, i) => ((mask >> (i % 16)) & 1 ? (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase()) : c))
    .join('');

/** One operand value for a field (a real one, a near miss, or an odd one). */
function valueArb(f: OracleField, known: readonly Scalar[]): fc.Arbitrary<unknown> {
  if (f.values) return fc.constantFrom(...f.values);
  const real = known.length > 0 ? fc.constantFrom(...known) : undefined;
  switch (f.kind) {
    case 'boolean':
      return fc.boolean();
    case 'number':
      return fc.oneof(
        ...(real ? [{ arbitrary: real, weight: 4 }] : []),
        { arbitrary: fc.integer({ min: -1, max: 6 }), weight: 2 },
        { arbitrary: fc.double({ min: -1, max: 6, noNaN: true, noDefaultInfinity: true }), weight: 1 },
      );
    case 'date': {
      const shifted = real
        ? real.chain((v) =>
            fc.integer({ min: -2, max: 2 }).map((d) => new Date(Date.parse(String(v)) + d).toISOString()),
          )
        : fc.constant('2026-09-01T00:00:00.000Z');
      return fc.oneof(
        ...(real ? [{ arbitrary: real, weight: 3 }] : []),
        { arbitrary: shifted, weight: 2 },
        { arbitrary: shifted.map((iso) => ({ $date: iso })), weight: 1 },
        { arbitrary: fc.constantFrom('2026-09-15T12:00:00.000Z', '2026-09-15T12:00:00Z', '2026-01-01'), weight: 1 },
      );
    }
    case 'string':
      return fc.oneof(
        ...(real
          ? [
              { arbitrary: real, weight: 5 },
              { arbitrary: fc.tuple(real, fc.nat()).map(([v, m]) => flipCase(String(v), m)), weight: 2 },
            ]
          : []),
        { arbitrary: fc.constantFrom('', 'a', 'Z', 'zzz', 'é', '%', '_', '\\'), weight: 1 },
      );
  }
}

function prefixArb(known: readonly Scalar[]): fc.Arbitrary<string> {
  const strings = known.filter((v): v is string => typeof v === 'string');
  const real =
    strings.length > 0
      ? fc
          .tuple(fc.constantFrom(...strings), fc.nat(), fc.nat())
          .map(([s, n, m]) => flipCase([...s].slice(0, n % ([...s].length + 1)).join(''), m))
      : fc.constant('a');
  return fc.oneof(
    { arbitrary: real, weight: 6 },
    { arbitrary: fc.constantFrom('', '%', '_', 'a%', '\\', 'É'), weight: 1 },
  );
}

function operandArb(f: OracleField, op: Operator, known: readonly Scalar[]): fc.Arbitrary<unknown> {
  const v = valueArb(f, known);
  switch (op) {
    case '$eq':
      return fc.oneof({ arbitrary: v, weight: 8 }, { arbitrary: fc.constant(null), weight: 1 });
    case '$ne':
      return fc.oneof({ arbitrary: v, weight: 8 }, { arbitrary: fc.constant(null), weight: 1 });
    case '$in':
    case '$hasSome':
    case '$hasAll':
      return fc.array(v, { minLength: 0, maxLength: 4 });
    case '$startsWith':
      return prefixArb(known);
    case '$exists':
      return fc.boolean();
    default:
      return v;
  }
}

function leafArb(fields: readonly OracleField[], rows: readonly Doc[]): fc.Arbitrary<Filter> {
  const usable = fields.filter((f) => f.filterable && f.ops.length > 0);
  return fc.constantFrom(...usable).chain((f) => {
    const known = pool(f, rows);
    const one = fc.constantFrom(...f.ops).chain((op) => operandArb(f, op, known).map((o) => ({ [op]: o })));
    const implicit = valueArb(f, known).filter((v) => typeof v !== 'object' || v === null);
    return fc.oneof(
      { arbitrary: one.map((o) => ({ [f.name]: o })), weight: 6 },
      { arbitrary: fc.tuple(one, one).map(([a, b]) => ({ [f.name]: { ...a, ...b } })), weight: 1 },
      ...(f.ops.includes('$eq') ? [{ arbitrary: implicit.map((v) => ({ [f.name]: v })), weight: 2 }] : []),
    );
  });
}

export function filterArb(fields: readonly OracleField[], rows: readonly Doc[]): fc.Arbitrary<Filter> {
  const leaf = leafArb(fields, rows);
  const { node } = fc.letrec<{ node: Filter }>((tie) => ({
    node: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      { arbitrary: leaf, weight: 5 },
      { arbitrary: fc.array(tie('node'), { maxLength: 3 }).map((ns) => ({ $and: ns })), weight: 1 },
      { arbitrary: fc.array(tie('node'), { maxLength: 4 }).map((ns) => ({ $or: ns })), weight: 2 },
      { arbitrary: tie('node').map((n) => ({ $not: n })), weight: 1 },
      // Two keys in one object (ANDed), as clients write `{a: .., b: ..}`.
      { arbitrary: fc.tuple(leaf, leaf).map(([a, b]) => ({ ...b, ...a })), weight: 1 },
    ),
  }));
  return node;
}

export function sortArb(fields: readonly OracleField[], maxSort: number): fc.Arbitrary<Sort[] | undefined> {
  const sortable = fields.filter((f) => f.sortable);
  const spec = fc.record({
    fieldName: fc.constantFrom(...sortable.map((f) => f.name)),
    order: fc.constantFrom('ASC' as const, 'DESC' as const),
  });
  return fc.oneof(
    { arbitrary: fc.constant(undefined), weight: 1 },
    { arbitrary: fc.array(spec, { minLength: 1, maxLength: Math.min(2, maxSort) }), weight: 3 },
  );
}

export function queryArb(
  fields: readonly OracleField[],
  rows: readonly Doc[],
  paging: { maxLimit: number; maxSort: number; offsetPaging: boolean },
): fc.Arbitrary<OracleQuery> {
  const limits = [1, 2, 3, 7, 10, 25, 50, 100].filter((l) => l <= paging.maxLimit);
  return fc.record({
    filter: fc.oneof(
      { arbitrary: fc.constant(undefined), weight: 1 },
      { arbitrary: filterArb(fields, rows), weight: 12 },
    ),
    sort: sortArb(fields, paging.maxSort),
    limit: fc.constantFrom(...limits),
    offset: paging.offsetPaging ? fc.constantFrom(0, 0, 0, 1, 4, 20) : fc.constant(0),
  });
}
