// `info.labelKeys` $hasSome/$hasAll conditions at the top level of a filter (alone or inside a
// top-level $and) become SQL over the contact_label_links index, so "contacts labelled X, newest
// first" does not scan every contact's labels. The rest of the filter goes to the compiler;
// label conditions nested under $or/$not stay there too (json_each over `lists`).
import type { SqlFragment } from '../../query/types.ts';
import { isPlainObject } from '../../query/values.ts';

const FIELDS = new Set(['info.labelKeys', 'info.labelKeys.items']);

const labelList = (v: unknown): string[] | undefined =>
  Array.isArray(v) && v.length > 0 && v.every((x) => typeof x === 'string') ? (v as string[]) : undefined;

function toSql(siteId: string, value: unknown): SqlFragment[] | undefined {
  if (!isPlainObject(value)) return undefined;
  const ops = Object.entries(value);
  if (ops.length === 0 || !ops.every(([op, v]) => (op === '$hasSome' || op === '$hasAll') && labelList(v))) return undefined;
  const inLinks = (labels: string[]): SqlFragment => ({
    sql: `s.id IN (SELECT id FROM contact_label_links WHERE site = ? AND label IN (${labels.map(() => '?').join(', ')}))`,
    params: [siteId, ...labels],
  });
  return ops.flatMap(([op, v]) => (op === '$hasSome' ? [inLinks(labelList(v)!)] : labelList(v)!.map((l) => inLinks([l]))));
}

/** Splits off the indexable label conditions. */
export function extractLabelFilters(siteId: string, filter: Record<string, unknown> | undefined): { filter: Record<string, unknown> | undefined; sql: SqlFragment[] } {
  if (!filter) return { filter, sql: [] };
  const sql: SqlFragment[] = [];
  const take = (node: Record<string, unknown>): Record<string, unknown> => {
    const rest: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(node)) {
      const fragments = FIELDS.has(k) ? toSql(siteId, v) : undefined;
      if (fragments) sql.push(...fragments);
      else rest[k] = v;
    }
    return rest;
  };
  const top = take(filter);
  if (Array.isArray(top.$and)) top.$and = top.$and.map((n: unknown) => (isPlainObject(n) ? take(n) : n));
  return { filter: top, sql };
}
