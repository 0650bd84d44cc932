// Review request persistence: SQL over review_requests.doc (and item_index), scoped by site.
import type { Db } from '../../db/open.ts';
import { compileFilter, compileSort, countRows, selectPageWithTotal, type SortSpec } from '../../query/index.ts';
import { REVIEW_REQUEST_DEFAULT_SORT, REVIEW_REQUEST_FIELDS } from './fields.ts';
import { itemIndex, type ReviewRequestDoc } from './review-request-doc.ts';

// Scalar fields name their columns; only the list fields read the JSON column given here.
const where = (filter: unknown, errorPath: string) =>
  compileFilter(filter, REVIEW_REQUEST_FIELDS, { errorPath, doc: 'item_index' });
const parse = (doc: string): ReviewRequestDoc => JSON.parse(doc) as ReviewRequestDoc;

export function getReviewRequest(db: Db, siteId: string, id: string): ReviewRequestDoc | undefined {
  const row = db.prepare('SELECT doc FROM review_requests WHERE site_id = ? AND id = ?').get(siteId, id) as
    { doc: string } | undefined;
  return row ? parse(row.doc) : undefined;
}

export function insertReviewRequest(db: Db, siteId: string, doc: ReviewRequestDoc): void {
  db.prepare('INSERT INTO review_requests (site_id, id, doc, item_index) VALUES (?, ?, ?, ?)').run(
    siteId,
    doc.id,
    JSON.stringify(doc),
    itemIndex(doc),
  );
}

export function saveReviewRequest(db: Db, siteId: string, doc: ReviewRequestDoc): void {
  db.prepare('UPDATE review_requests SET doc = ?, item_index = ? WHERE site_id = ? AND id = ?').run(
    JSON.stringify(doc),
    itemIndex(doc),
    siteId,
    doc.id,
  );
}

export function deleteReviewRequestRow(db: Db, siteId: string, id: string): void {
  db.prepare('DELETE FROM review_requests WHERE site_id = ? AND id = ?').run(siteId, id);
}

export function queryReviewRequests(
  db: Db,
  siteId: string,
  q: { filter?: unknown; sort?: SortSpec[]; limit: number; offset: number },
): { items: ReviewRequestDoc[]; total: number } {
  const w = where(q.filter, 'query.filter');
  const orderBy = compileSort(q.sort, REVIEW_REQUEST_FIELDS, {
    errorPath: 'query.sort',
    defaultSort: REVIEW_REQUEST_DEFAULT_SORT,
  });
  const { docs, total } = selectPageWithTotal(db, {
    table: 'review_requests',
    where: `site_id = ? AND ${w.sql}`,
    params: [siteId, ...w.params],
    orderBy,
    limit: q.limit,
    offset: q.offset,
  });
  return { items: docs.map(parse), total };
}

export function countReviewRequests(db: Db, siteId: string, filter: unknown): number {
  const w = where(filter, 'filter');
  return countRows(db, 'review_requests', `site_id = ? AND ${w.sql}`, [siteId, ...w.params]);
}

export function reviewRequestsMatching(db: Db, siteId: string, filter: unknown): ReviewRequestDoc[] {
  const w = where(filter, 'filter');
  const rows = db
    .prepare(`SELECT doc FROM review_requests WHERE site_id = ? AND ${w.sql} ORDER BY created_date, id`)
    .all(siteId, ...w.params) as { doc: string }[];
  return rows.map((r) => parse(r.doc));
}

/** SCHEDULED requests whose send date has come, oldest send date first. */
export function dueReviewRequests(db: Db, siteId: string, now: Date): ReviewRequestDoc[] {
  const rows = db
    .prepare(
      `SELECT doc FROM review_requests WHERE site_id = ? AND status = 'SCHEDULED' AND send_date <= ? ORDER BY send_date, id`,
    )
    .all(siteId, now.toISOString()) as { doc: string }[];
  return rows.map((r) => parse(r.doc));
}

/** What sending needs to know about the recipient: their primary email and its state. */
export interface RecipientEmail {
  email?: string;
  subscriptionStatus?: string;
  deliverabilityStatus?: string;
}

export function recipientEmail(db: Db, siteId: string, contactId: string): RecipientEmail | undefined {
  const row = db
    .prepare(
      `SELECT json_extract(doc, '$.primaryEmail.email') AS email, json_extract(doc, '$.primaryEmail.subscriptionStatus') AS subscriptionStatus,
              json_extract(doc, '$.primaryEmail.deliverabilityStatus') AS deliverabilityStatus
       FROM contacts WHERE site_id = ? AND id = ?`,
    )
    .get(siteId, contactId) as
    { email: string | null; subscriptionStatus: string | null; deliverabilityStatus: string | null } | undefined;
  if (!row) return undefined;
  return {
    ...(row.email && { email: row.email }),
    ...(row.subscriptionStatus && { subscriptionStatus: row.subscriptionStatus }),
    ...(row.deliverabilityStatus && { deliverabilityStatus: row.deliverabilityStatus }),
  };
}

/** The contact's SENT requests, the most recently sent first. */
export function sentRequestsTo(db: Db, siteId: string, contactId: string): ReviewRequestDoc[] {
  const rows = db
    .prepare(
      `SELECT doc FROM review_requests WHERE site_id = ? AND contact_id = ? AND status = 'SENT' ORDER BY send_date DESC, id`,
    )
    .all(siteId, contactId) as { doc: string }[];
  return rows.map((r) => parse(r.doc));
}
