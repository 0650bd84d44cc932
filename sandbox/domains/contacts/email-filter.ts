// `info.emails.email` equality filters ($eq, $in: the guide's equality operators for it) answered
// from the contact_emails index: each such leaf becomes the equivalent `{id: {$in: [...]}}` before
// compiling, so an email lookup over 100 000 contacts needs no JSON scan. Other operators, and
// lookups matching very many contacts, stay with the compiler's json_each path.
import type { Db } from '../../db/open.ts';
import { isPlainObject } from '../../query/values.ts';
import { contactIdsByEmail } from './store.ts';

const FIELD = 'info.emails.email';
const MAX_IDS = 500;

type Lookup = (emails: string[]) => string[] | undefined;

const strings = (v: unknown): string[] | undefined =>
  Array.isArray(v) && v.every((x) => typeof x === 'string') ? (v as string[]) : undefined;

function leaf(value: unknown, lookup: Lookup): unknown {
  if (typeof value === 'string') {
    const ids = lookup([value]);
    return ids && { id: { $in: ids } };
  }
  if (!isPlainObject(value) || Object.keys(value).length !== 1) return undefined;
  const [op, operand] = Object.entries(value)[0]!;
  if (op === '$eq' && typeof operand === 'string') return leaf(operand, lookup);
  const list = strings(operand);
  if (!list || list.length === 0) return undefined;
  if (op === '$in') {
    const ids = lookup(list);
    return ids && { id: { $in: ids } };
  }
  return undefined;
}

function rewrite(node: unknown, lookup: Lookup): unknown {
  if (Array.isArray(node)) return node.map((n) => rewrite(n, lookup));
  if (!isPlainObject(node)) return node;
  const parts: Record<string, unknown>[] = [];
  const rest: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) {
    if (k === '$and' || k === '$or' || k === '$not') rest[k] = rewrite(v, lookup);
    else if (k === FIELD) {
      const replaced = leaf(v, lookup);
      if (replaced) parts.push(replaced as Record<string, unknown>);
      else rest[k] = v;
    } else rest[k] = v;
  }
  if (parts.length === 0) return rest;
  return Object.keys(rest).length === 0 && parts.length === 1
    ? parts[0]
    : { $and: [...parts, ...(Object.keys(rest).length > 0 ? [rest] : [])] };
}

export function resolveEmailFilters(
  db: Db,
  siteId: string,
  filter: Record<string, unknown> | undefined,
): Record<string, unknown> | undefined {
  if (!filter || !JSON.stringify(filter).includes(FIELD)) return filter;
  const lookup: Lookup = (emails) => {
    const ids = contactIdsByEmail(db, siteId, emails, MAX_IDS);
    return ids.length > MAX_IDS ? undefined : ids;
  };
  return rewrite(filter, lookup) as Record<string, unknown>;
}
