// Shared by the reviews contract tests: direct db reads (events, contacts, reviews) to check what
// the HTTP calls did, independently of the HTTP layer.
import type { Db } from '../../sandbox/db/open.ts';
import type { DomainEventEnvelope } from '../../sandbox/events/record.ts';
import type { ReviewDoc } from '../../sandbox/domains/reviews/review-doc.ts';

export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000001';

export { eventsSince, lastEventSeq } from './db-helpers.ts';

/** `slug:entityId` of each event, for compact assertions. */
export const slugs = (events: DomainEventEnvelope[]): string[] => events.map((e) => `${e.entityFqdn}/${e.slug}`);

export function storedReview(db: Db, siteId: string, id: string): ReviewDoc | undefined {
  const row = db.prepare('SELECT doc FROM reviews WHERE site_id = ? AND id = ?').get(siteId, id) as
    { doc: string } | undefined;
  return row ? (JSON.parse(row.doc) as ReviewDoc) : undefined;
}

/** A contact of the site with an email that has not reviewed `entityId`, and is (or is not) a member. */
export function contactWithoutReview(db: Db, siteId: string, entityId: string, member: boolean): string {
  return contactsWithoutReview(db, siteId, entityId, member, 1)[0]!;
}

/** `count` contacts (members or not) with an email who have not reviewed the item. */
export function contactsWithoutReview(
  db: Db,
  siteId: string,
  entityId: string,
  member: boolean,
  count: number,
): string[] {
  const rows = db
    .prepare(
      `SELECT c.id FROM contacts c
       WHERE c.site_id = ? AND (json_extract(c.doc, '$.memberInfo') IS NOT NULL) = ?
         AND json_extract(c.doc, '$.primaryInfo.email') IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.site_id = c.site_id AND r.author_contact_id = c.id AND r.entity_id = ?)
       ORDER BY c.id LIMIT ?`,
    )
    .all(siteId, member ? 1 : 0, entityId, count) as { id: string }[];
  if (rows.length < count) throw new Error('not so many such contacts in the seed');
  return rows.map((r) => r.id);
}

export function firstProductId(db: Db, siteId: string): string {
  return (
    db.prepare('SELECT id FROM products WHERE site_id = ? ORDER BY position LIMIT 1').get(siteId) as { id: string }
  ).id;
}

export function memberOfContact(db: Db, siteId: string, contactId: string): { id: string; nickname: string } {
  return db
    .prepare(
      `SELECT id, json_extract(doc, '$.profile.nickname') AS nickname FROM members WHERE site_id = ? AND contact_id = ?`,
    )
    .get(siteId, contactId) as {
    id: string;
    nickname: string;
  };
}

/** The SDK types every field as optional; tests assert presence where the provider guarantees it. */
export function must<T>(v: T | null | undefined, what = 'value'): T {
  if (v === null || v === undefined) throw new Error(`expected ${what} to be present`);
  return v;
}
export const idOf = (r: { _id?: string | null } | undefined): string => must(r?._id, '_id');

/** An APPROVED member (the hosted login admits those) whose contact has not reviewed `entityId`. */
export function approvedMemberWithoutReview(
  db: Db,
  siteId: string,
  entityId: string,
): { id: string; contactId: string; nickname: string } {
  const row = db
    .prepare(
      `SELECT m.id, m.contact_id AS contactId, json_extract(m.doc, '$.profile.nickname') AS nickname FROM members m
       WHERE m.site_id = ? AND m.status = 'APPROVED'
         AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.site_id = m.site_id AND r.author_contact_id = m.contact_id AND r.entity_id = ?)
       ORDER BY m.id LIMIT 1`,
    )
    .get(siteId, entityId) as { id: string; contactId: string; nickname: string } | undefined;
  if (!row) throw new Error('no such member in the seed');
  return row;
}
