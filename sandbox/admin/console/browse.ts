// One page of a collection, read through the provider's own query call (quiet: not logged, no
// fault knobs), so a filter typed into the console is refused or matched exactly as a client's.
// Follows have no admin query in the provider: they are read from their table, through the sandbox's
// query compiler (the Follow object's fields), newest first unless sorted.
import type { Context } from 'hono';
import type { Db } from '../../db/open.ts';
import type { SandboxEnv } from '../../http/env.ts';
import { ProviderError } from '../../http/errors.ts';
import { withQueryErrors } from '../../http/validate.ts';
import { FOLLOW_FIELDS } from '../../domains/member-followers/fields.ts';
import { compileFilter } from '../../query/compile-filter.ts';
import { compileSort } from '../../query/compile-sort.ts';
import { callProvider, type ProviderAnswer, type ProviderClient } from './provider-client.ts';
import { valueAt, type Collection, type Doc, type PageQuery, type PageStart } from './collections.ts';

export interface BrowsePage {
  items: Doc[];
  total: number | null;
  /** Where the next page starts; null on the last page. */
  next: PageStart | null;
}

export type BrowseAnswer = { ok: true; page: BrowsePage } | { ok: false; refusal: ProviderAnswer };

/** A page of follows; a filter or sort the compiler refuses throws the provider's 400. */
function followsPage(db: Db, siteId: string, q: PageQuery): BrowsePage {
  const offset = 'offset' in q.start ? q.start.offset : 0;
  const { where, order } = withQueryErrors(() => ({
    where: compileFilter(q.filter, FOLLOW_FIELDS, { errorPath: 'filter' }),
    order: compileSort(q.sort ? [q.sort] : undefined, FOLLOW_FIELDS, {
      errorPath: 'sort',
      defaultSort: [{ fieldName: 'createdDate', order: 'DESC' }],
    }),
  }));
  const rows = db
    .prepare(
      `SELECT member_id || ' follows ' || affected_member_id AS id, member_id AS memberId, affected_member_id AS affectedMemberId, created_date AS createdDate
       FROM member_follows WHERE site_id = ? AND (${where.sql}) ORDER BY ${order} LIMIT ? OFFSET ?`,
    )
    .all(siteId, ...where.params, q.limit, offset) as Doc[];
  const { n } = db
    .prepare(`SELECT COUNT(*) AS n FROM member_follows WHERE site_id = ? AND (${where.sql})`)
    .get(siteId, ...where.params) as { n: number };
  return { items: rows, total: n, next: offset + rows.length < n ? { offset: offset + rows.length } : null };
}

/** The next page's start from the provider's answer: its `next` cursor, else the next offset. */
function nextStart(json: Doc, q: PageQuery, count: number, total: number | null): PageStart | null {
  const cursor = [
    valueAt(json, 'metadata.cursors.next'),
    valueAt(json, 'pagingMetadata.cursors.next'),
    valueAt(json, 'nextCursor.cursors.next'),
  ].find((c) => typeof c === 'string' && c !== '');
  if (typeof cursor === 'string') return { cursor };
  if ('offset' in q.start && total !== null && q.start.offset + count < total)
    return { offset: q.start.offset + count };
  return null;
}

export async function browse(
  provider: ProviderClient,
  c: Context<SandboxEnv>,
  db: Db,
  site: { id: string; apiKey: string },
  col: Collection,
  q: PageQuery,
): Promise<BrowseAnswer> {
  if (!col.query) {
    try {
      return { ok: true, page: followsPage(db, site.id, q) };
    } catch (e) {
      if (!(e instanceof ProviderError)) throw e;
      return { ok: false, refusal: { status: e.status, json: e.body, requestId: c.get('requestId') } };
    }
  }
  const answer = await callProvider(provider, c, site.id, site.apiKey, col.query(q), 'read');
  if (answer.status !== 200) return { ok: false, refusal: answer };
  const json = (answer.json ?? {}) as Doc;
  const list = json[col.listKey];
  const items = Array.isArray(list) ? (list as Doc[]) : [];
  const totals = [
    valueAt(json, 'metadata.total'),
    valueAt(json, 'pagingMetadata.total'),
    valueAt(json, 'totalResults'),
  ];
  const total = (totals.find((t) => typeof t === 'number') as number | undefined) ?? null;
  return { ok: true, page: { items, total, next: nextStart(json, q, items.length, total) } };
}

/** One record by its id: the provider's get call when there is one, else found on the first pages. */
export async function findRecord(
  provider: ProviderClient,
  c: Context<SandboxEnv>,
  db: Db,
  site: { id: string; apiKey: string },
  col: Collection,
  id: string,
): Promise<{ doc: Doc } | { refusal: ProviderAnswer } | null> {
  if (col.get && col.oneKey) {
    const answer = await callProvider(provider, c, site.id, site.apiKey, col.get(id), 'read');
    if (answer.status === 404) return null;
    if (answer.status !== 200) return { refusal: answer };
    const doc = (answer.json as Doc | null)?.[col.oneKey];
    return doc && typeof doc === 'object' ? { doc: doc as Doc } : null;
  }
  // No get call (member reports, follows, products): walk pages of the list (bounded).
  let start: PageStart = { offset: 0 };
  for (let i = 0; i < 20; i += 1) {
    const got = await browse(provider, c, db, site, col, { limit: 100, start });
    if (!got.ok) return { refusal: got.refusal };
    const doc = got.page.items.find((d) => String(d[col.idField]) === id);
    if (doc) return { doc };
    if (!got.page.next) return null;
    start = got.page.next;
  }
  return null;
}
