// The query compiler against SQLite: examples, validation errors, and a property test that the
// SQL result always equals the in-memory oracle.
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { compileFilter, compileSort, QueryValidationError, type FieldMap } from '../../../../sandbox/query/index.ts';
import { matches } from './reference-filter.ts';

const FIELDS: FieldMap = {
  id: { kind: 'string', column: 'id', filterable: true, sortable: true },
  name: { kind: 'string', filterable: true, sortable: true },
  nick: { kind: 'string', path: 'profile.nick', filterable: true },
  status: { kind: 'string', column: 'status', values: ['A', 'B', 'C'], filterable: true },
  n: { kind: 'number', filterable: true, sortable: true },
  flag: { kind: 'boolean', filterable: true },
  created: { kind: 'date', filterable: true, sortable: true },
  tags: { kind: 'string', array: true, filterable: true },
  limited: { kind: 'number', ops: ['$eq', '$in'], filterable: true },
};

const db = new Database(':memory:');
db.exec(`CREATE TABLE t (id TEXT PRIMARY KEY, doc TEXT NOT NULL,
  status TEXT GENERATED ALWAYS AS (json_extract(doc, '$.status')) VIRTUAL)`);
afterAll(() => db.close());

type Row = Record<string, unknown> & { id: string };

function load(rows: Row[]): void {
  db.exec('DELETE FROM t');
  const ins = db.prepare('INSERT INTO t (id, doc) VALUES (?, ?)');
  for (const r of rows) ins.run(r.id, JSON.stringify(r));
}

function sqlIds(filter: unknown): string[] {
  const f = compileFilter(filter, FIELDS, { errorPath: 'query.filter' });
  return (db.prepare(`SELECT id FROM t WHERE ${f.sql} ORDER BY id`).all(...f.params) as { id: string }[]).map(
    (r) => r.id,
  );
}
const refIds = (rows: Row[], filter: unknown): string[] =>
  rows
    .filter((r) => matches(r, filter, FIELDS))
    .map((r) => r.id)
    .sort();

const ROWS: Row[] = [
  {
    id: 'r1',
    name: 'Anna',
    profile: { nick: 'an' },
    status: 'A',
    n: 1,
    flag: true,
    created: '2026-01-01T00:00:00.000Z',
    tags: ['x', 'y'],
  },
  { id: 'r2', name: 'bob', status: 'B', n: 5, flag: false, created: '2026-05-01T00:00:00.000Z', tags: [] },
  { id: 'r3', name: '', status: 'C', n: 2.5, tags: ['y'] },
  { id: 'r4', name: '50% off_now', profile: { nick: null }, status: 'A', flag: true },
];

describe('compileFilter examples', () => {
  it.each<[string, unknown, string[]]>([
    ['bare value = $eq', { status: 'A' }, ['r1', 'r4']],
    ['null = empty', { name: null }, ['r3']],
    ['$ne includes missing', { flag: { $ne: true } }, ['r2', 'r3']],
    ['$ne null = not empty', { name: { $ne: null } }, ['r1', 'r2', 'r4']],
    ['range on numbers', { n: { $gt: 1, $lte: 5 } }, ['r2', 'r3']],
    ['dates, also as {$date}', { created: { $gte: { $date: '2026-03-01' } } }, ['r2']],
    ['$in', { status: { $in: ['B', 'C'] } }, ['r2', 'r3']],
    ['$hasSome on arrays', { tags: { $hasSome: ['x', 'z'] } }, ['r1']],
    ['$hasAll on arrays', { tags: { $hasAll: ['x', 'y'] } }, ['r1']],
    ['$startsWith is case-insensitive', { name: { $startsWith: 'AN' } }, ['r1']],
    ['LIKE wildcards are literal', { name: { $contains: '%' } }, ['r4']],
    ['underscore literal', { name: { $endsWith: '_now' } }, ['r4']],
    ['$exists on nested paths', { nick: { $exists: true } }, ['r1']],
    ['$isEmpty on arrays', { tags: { $isEmpty: true } }, ['r2', 'r4']],
    ['$or / $and / $not', { $or: [{ status: 'B' }, { $and: [{ status: 'A' }, { $not: { flag: true } }] }] }, ['r2']],
    ['$not over missing fields', { $not: { n: { $gt: 1 } } }, ['r1', 'r4']],
  ])('%s', (_name, filter, expected) => {
    load(ROWS);
    expect(sqlIds(filter)).toEqual(expected);
    expect(refIds(ROWS, filter)).toEqual(expected);
  });

  it('uses bound parameters only', () => {
    const f = compileFilter({ name: "x' OR 1=1 --" }, FIELDS, { errorPath: 'filter' });
    expect(f.sql).not.toContain('OR 1=1');
    expect(f.params).toEqual(["x' OR 1=1 --"]);
  });

  it('refuses unknown fields, bad operators, wrong types and disallowed operators, naming the path', () => {
    const violations = (filter: unknown) => {
      try {
        compileFilter(filter, FIELDS, { errorPath: 'query.filter' });
      } catch (e) {
        expect(e).toBeInstanceOf(QueryValidationError);
        return (e as QueryValidationError).violations.map((v) => v.field);
      }
      return [];
    };
    expect(violations({ secret: 1 })).toEqual(['query.filter.secret']);
    expect(violations({ n: { $near: 1 } })).toEqual(['query.filter.n.$near']);
    expect(violations({ n: 'five' })).toEqual(['query.filter.n']);
    expect(violations({ status: 'Z' })).toEqual(['query.filter.status']);
    expect(violations({ limited: { $gt: 1 } })).toEqual(['query.filter.limited.$gt']);
    expect(violations({ n: { $startsWith: '1' } })).toEqual(['query.filter.n.$startsWith']);
    expect(violations({ $or: [{ n: 1 }, { bad: 2 }] })).toEqual(['query.filter.$or[1].bad']);
  });
});

describe('compileSort', () => {
  it('orders by declared sortable fields, the row breaking ties in the direction of the last term (one index walk)', () => {
    expect(compileSort([{ fieldName: 'n', order: 'DESC' }], FIELDS, { errorPath: 'query.sort' })).toBe(
      `json_extract(doc, '$.n') DESC, rowid DESC`,
    );
    expect(
      compileSort(undefined, FIELDS, {
        errorPath: 'query.sort',
        defaultSort: [{ fieldName: 'created', order: 'ASC' }],
      }),
    ).toBe(`json_extract(doc, '$.created') ASC, rowid ASC`);
    expect(() => compileSort([{ fieldName: 'tags' }], FIELDS, { errorPath: 'query.sort' })).toThrow(
      QueryValidationError,
    );
  });
});

// ---- property test ----------------------------------------------------------------------
const text = fc.string({ unit: fc.constantFrom('a', 'b', 'A', 'B', '%', '_', '\\', ' '), maxLength: 3 });
const num = fc.oneof(fc.integer({ min: -3, max: 3 }), fc.constantFrom(0.5, 2.5));
const DATES = ['2026-01-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z', '2026-03-01T00:00:00.000Z'];
const date = fc.constantFrom(...DATES);
const maybe = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: undefined, freq: 3 });

const rowArb = fc.record(
  {
    name: maybe(text),
    profile: maybe(fc.record({ nick: fc.option(text, { nil: null }) })),
    status: maybe(fc.constantFrom('A', 'B', 'C')),
    n: maybe(num),
    flag: maybe(fc.boolean()),
    created: maybe(date),
    tags: maybe(fc.array(fc.constantFrom('x', 'y', 'z'), { maxLength: 3 })),
  },
  { requiredKeys: [] },
);

const TEXT_OPS = ['$eq', '$ne', '$gt', '$lt', '$in', '$hasSome', '$hasAll', '$startsWith', '$endsWith', '$contains'];
const leafArb: fc.Arbitrary<Record<string, unknown>> = fc.oneof(
  fc
    .tuple(fc.constantFrom('name', 'nick'), fc.constantFrom(...TEXT_OPS), text, fc.array(text, { maxLength: 3 }))
    .map(([f, op, v, list]) => ({ [f]: ['$in', '$hasSome', '$hasAll'].includes(op) ? { [op]: list } : { [op]: v } })),
  fc
    .tuple(
      fc.constantFrom('$eq', '$ne', '$in', '$hasAll'),
      fc.constantFrom('A', 'B', 'C'),
      fc.subarray(['A', 'B', 'C']),
    )
    .map(([op, v, list]) => ({ status: op === '$in' || op === '$hasAll' ? { [op]: list } : { [op]: v } })),
  fc.tuple(fc.constantFrom('$eq', '$ne', '$gt', '$gte', '$lt', '$lte'), num).map(([op, v]) => ({ n: { [op]: v } })),
  fc.tuple(fc.constantFrom('$gt', '$lte', '$ne'), date).map(([op, v]) => ({ created: { [op]: v } })),
  fc.boolean().map((b) => ({ flag: b })),
  fc
    .tuple(fc.constantFrom('$hasSome', '$hasAll', '$in'), fc.subarray(['x', 'y', 'z']))
    .map(([op, list]) => ({ tags: { [op]: list } })),
  fc.tuple(fc.constantFrom('$eq', '$startsWith'), fc.constantFrom('x', 'y')).map(([op, v]) => ({ tags: { [op]: v } })),
  fc
    .tuple(
      fc.constantFrom('name', 'nick', 'n', 'flag', 'created', 'tags', 'status'),
      fc.constantFrom('$exists', '$isEmpty'),
      fc.boolean(),
    )
    .map(([f, op, b]) => ({ [f]: { [op]: b } })),
  fc
    .constantFrom('name', 'nick', 'n', 'tags', 'created')
    .chain((f) => fc.constantFrom({ [f]: null }, { [f]: { $ne: null } })),
);

const filterArb = fc.letrec<{ filter: Record<string, unknown> }>((tie) => ({
  filter: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leafArb,
    fc.array(tie('filter'), { maxLength: 3 }).map((fs) => ({ $and: fs })),
    fc.array(tie('filter'), { maxLength: 3 }).map((fs) => ({ $or: fs })),
    tie('filter').map((f) => ({ $not: f })),
  ),
})).filter;

describe('compileFilter property', () => {
  it('SQL over JSON docs selects exactly what the in-memory oracle selects', () => {
    fc.assert(
      fc.property(fc.array(rowArb, { maxLength: 12 }), filterArb, (rawRows, filter) => {
        const rows = rawRows.map((r, i) => ({ ...r, id: `r${String(i).padStart(2, '0')}` })) as Row[];
        load(rows);
        expect(sqlIds(filter)).toEqual(refIds(rows, filter));
      }),
      { numRuns: 400 },
    );
  });
});
