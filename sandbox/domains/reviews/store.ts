// Review persistence: SQL over reviews.doc, scoped by site. Private = not APPROVED.
import type { Db } from '../../db/open.ts';
import { compileFilter, compileSort, selectPageDocs, type SortSpec } from '../../query/index.ts';
import { REVIEW_DEFAULT_SORT, REVIEW_FIELDS } from './fields.ts';
import type { ReviewDoc } from './review-doc.ts';

const PUBLIC_ONLY = `moderation_status = 'APPROVED'`;

function whereClause(filter: unknown, includePrivate: boolean, errorPath: string) {
  const f = compileFilter(filter, REVIEW_FIELDS, { errorPath });
  return { sql: includePrivate ? f.sql : `${PUBLIC_ONLY} AND ${f.sql}`, params: f.params };
}

export function getReview(db: Db, siteId: string, id: string): ReviewDoc | undefined {
  const row = db.prepare('SELECT doc FROM reviews WHERE site_id = ? AND id = ?').get(siteId, id) as
    { doc: string } | undefined;
  return row ? (JSON.parse(row.doc) as ReviewDoc) : undefined;
}

export function queryReviews(
  db: Db,
  siteId: string,
  q: { filter?: unknown; sort?: SortSpec[]; includePrivate: boolean; limit: number; offset: number },
): { items: ReviewDoc[]; total: number } {
  const where = whereClause(q.filter, q.includePrivate, 'query.filter');
  const orderBy = compileSort(q.sort, REVIEW_FIELDS, { errorPath: 'query.sort', defaultSort: REVIEW_DEFAULT_SORT });
  const total = (
    db.prepare(`SELECT COUNT(*) AS n FROM reviews WHERE site_id = ? AND ${where.sql}`).get(siteId, ...where.params) as {
      n: number;
    }
  ).n;
  const docs = selectPageDocs(db, {
    table: 'reviews',
    where: `site_id = ? AND ${where.sql}`,
    params: [siteId, ...where.params],
    orderBy,
    limit: q.limit,
    offset: q.offset,
  });
  return { items: docs.map((d) => JSON.parse(d) as ReviewDoc), total };
}

export function countReviews(db: Db, siteId: string, filter: unknown, includePrivate: boolean): number {
  const where = whereClause(filter, includePrivate, 'filter');
  return (
    db.prepare(`SELECT COUNT(*) AS n FROM reviews WHERE site_id = ? AND ${where.sql}`).get(siteId, ...where.params) as {
      n: number;
    }
  ).n;
}

export function saveReview(db: Db, siteId: string, review: ReviewDoc): void {
  db.prepare('UPDATE reviews SET doc = ? WHERE site_id = ? AND id = ?').run(JSON.stringify(review), siteId, review.id);
}

export function insertReview(db: Db, siteId: string, review: ReviewDoc): void {
  db.prepare('INSERT INTO reviews (site_id, id, doc) VALUES (?, ?, ?)').run(siteId, review.id, JSON.stringify(review));
}

export function deleteReviewRow(db: Db, siteId: string, id: string): void {
  db.prepare('DELETE FROM reviews WHERE site_id = ? AND id = ?').run(siteId, id);
}

/** The author's existing review of an entity, if any (one review per author and entity). */
export function findAuthorReview(
  db: Db,
  siteId: string,
  contactId: string,
  namespace: string,
  entityId: string,
): ReviewDoc | undefined {
  const row = db
    .prepare(
      'SELECT doc FROM reviews WHERE site_id = ? AND author_contact_id = ? AND namespace = ? AND entity_id = ? LIMIT 1',
    )
    .get(siteId, contactId, namespace, entityId) as { doc: string } | undefined;
  return row ? (JSON.parse(row.doc) as ReviewDoc) : undefined;
}

/** Every review matching a bulk filter (private ones included: bulk calls are admin-only). */
export function reviewsMatching(db: Db, siteId: string, filter: unknown): ReviewDoc[] {
  const where = whereClause(filter, true, 'filter');
  const rows = db
    .prepare(`SELECT doc FROM reviews WHERE site_id = ? AND ${where.sql} ORDER BY created_date, id`)
    .all(siteId, ...where.params) as { doc: string }[];
  return rows.map((r) => JSON.parse(r.doc) as ReviewDoc);
}

/** Reviews shown on a live product page: the published ones only, newest first (as on a real site). */
export function reviewsForEntity(db: Db, siteId: string, namespace: string, entityId: string): ReviewDoc[] {
  const rows = db
    .prepare(
      `SELECT doc FROM reviews WHERE site_id = ? AND namespace = ? AND entity_id = ?
         AND moderation_status = 'APPROVED'
       ORDER BY created_date DESC, id`,
    )
    .all(siteId, namespace, entityId) as { doc: string }[];
  return rows.map((r) => JSON.parse(r.doc) as ReviewDoc);
}
