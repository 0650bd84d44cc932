// createReviewAndContact (deprecated): find the author's contact by email, or create one and record
// wix.contacts.v4.contact/created. Call inside the review's transaction.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/open.ts';
import { recordEvent } from '../../events/record.ts';
import type { ContactDoc } from '../contacts/contact-doc.ts';

/** The Wix Reviews app: the source of contacts it creates. */
export const REVIEWS_APP_ID = 'a95a5fce-e370-4402-9ce4-96956acc747d';

export function findContactIdByEmail(db: Db, siteId: string, email: string): string | undefined {
  const row = db
    .prepare(
      'SELECT id FROM contacts WHERE site_id = ? AND lower(primary_email) = lower(?) ORDER BY created_date LIMIT 1',
    )
    .get(siteId, email) as { id: string } | undefined;
  return row?.id;
}

export function newReviewerContact(
  name: string | undefined,
  email: string,
  now: Date,
  id: string = randomUUID(),
): ContactDoc {
  const iso = now.toISOString();
  const [first, ...rest] = (name ?? '').trim().split(/\s+/).filter(Boolean);
  return {
    id,
    revision: 1,
    source: { sourceType: 'WIX_APP', appId: REVIEWS_APP_ID },
    createdDate: iso,
    updatedDate: iso,
    lastActivity: { activityDate: iso, activityType: 'CONTACT_CREATED' },
    primaryInfo: { email },
    primaryEmail: { email, subscriptionStatus: 'NOT_SET', deliverabilityStatus: 'NOT_SET' },
    info: {
      name: { ...(first && { first }), ...(rest.length > 0 && { last: rest.join(' ') }) },
      emails: { items: [{ id: randomUUID(), tag: 'UNTAGGED', email, primary: true }] },
      phones: { items: [] },
      addresses: { items: [] },
      labelKeys: { items: [] },
      extendedFields: { items: {} },
    },
  };
}

/** The contact id for `email`: an existing contact's, or a new contact's (with its created event). */
export function findOrCreateContact(
  db: Db,
  siteId: string,
  name: string | undefined,
  email: string,
  now: Date,
): string {
  const existing = findContactIdByEmail(db, siteId, email);
  if (existing) return existing;
  const contact = newReviewerContact(name, email, now);
  db.prepare('INSERT INTO contacts (site_id, id, doc) VALUES (?, ?, ?)').run(
    siteId,
    contact.id,
    JSON.stringify(contact),
  );
  recordEvent(
    db,
    siteId,
    { entityFqdn: 'wix.contacts.v4.contact', slug: 'created', entityId: contact.id, entity: contact },
    now,
  );
  return contact.id;
}
