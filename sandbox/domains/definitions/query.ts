// Query over a site's definition lists (labels, extended fields): a few dozen JSON docs, the
// stored ones plus the built-in SYSTEM ones, filtered and sorted by the shared query compiler so
// bad filters get the same 400s as every other query.
import type { Db } from '../../db/open.ts';
import { compileFilter, compileSort, type FieldMap, type SortSpec, type SqlFragment } from '../../query/index.ts';
import { resolveLimit, type PageLimits } from '../../query/paging.ts';

export interface DefinitionQuery {
  /** The stored docs of the site: `SELECT doc FROM … WHERE site_id = ?`. */
  stored: SqlFragment;
  /** Built-in docs every site has. */
  builtIn: readonly object[];
  filter?: unknown;
  sort?: SortSpec[];
  paging?: { limit?: number | null; offset?: number | null };
  /**
   * List Labels' and List Extended Fields' `startsWith`, which the provider matches case-sensitively
   * (the filter's `$startsWith` folds ASCII case): instr() compares bytes, and 1 means "at the start".
   */
  displayNamePrefix?: string;
  fields: FieldMap;
  limits: PageLimits;
  /** ORDER BY without a sort: built-in last, then oldest first (the provider's examples). */
  defaultOrder: string;
}

export interface DefinitionPage<T> {
  items: T[];
  pagingMetadata: { count: number; offset: number; total: number; tooManyToCount: false };
}

export function queryDefinitions<T>(db: Db, q: DefinitionQuery): DefinitionPage<T> {
  const limit = resolveLimit(q.paging?.limit, q.limits, 'query.paging.limit');
  const offset = q.paging?.offset ?? 0;
  const compiled = compileFilter(q.filter, q.fields, { errorPath: 'query.filter' });
  const where: SqlFragment =
    q.displayNamePrefix === undefined
      ? compiled
      : {
          sql: `(${compiled.sql} AND instr(json_extract(doc, '$.displayName'), ?) = 1)`,
          params: [...compiled.params, q.displayNamePrefix],
        };
  const order =
    q.sort && q.sort.length > 0
      ? compileSort(q.sort, q.fields, { errorPath: 'query.sort', idColumn: `json_extract(doc, '$.key')` })
      : q.defaultOrder;
  const builtIn = q.builtIn.map(() => 'SELECT ? AS doc').join(' UNION ALL ');
  const rows = `WITH d(doc) AS (${q.stored.sql}${builtIn ? ` UNION ALL ${builtIn}` : ''})`;
  const params = [...q.stored.params, ...q.builtIn.map((d) => JSON.stringify(d))];
  const total = (
    db.prepare(`${rows} SELECT COUNT(*) AS n FROM d WHERE ${where.sql}`).get(...params, ...where.params) as {
      n: number;
    }
  ).n;
  const docs = db
    .prepare(`${rows} SELECT doc FROM d WHERE ${where.sql} ORDER BY ${order} LIMIT ? OFFSET ?`)
    .all(...params, ...where.params, limit, offset) as { doc: string }[];
  const items = docs.map((r) => JSON.parse(r.doc) as T);
  return { items, pagingMetadata: { count: items.length, offset, total, tooManyToCount: false } };
}
