// Who writes a review: "every review needs a contact". A member writes as their own contact; anyone
// else names an existing contact (createReview) or is found/created by email (createReviewAndContact).
import type { Db } from '../../db/open.ts';
import type { Caller } from '../../http/env.ts';
import { applicationError, permissionDenied, validationError } from '../../http/errors.ts';
import { getMember } from '../members/store.ts';
import type { ReviewAuthor } from './build-review.ts';

function contactExists(db: Db, siteId: string, contactId: string): boolean {
  return db.prepare('SELECT 1 FROM contacts WHERE site_id = ? AND id = ?').get(siteId, contactId) !== undefined;
}

/** The member name used when no authorName is given (SDK: "if the author is a site member"). */
function memberNameOfContact(db: Db, siteId: string, contactId: string): string | undefined {
  const row = db
    .prepare(
      `SELECT json_extract(doc, '$.profile.nickname') AS nickname FROM members WHERE site_id = ? AND contact_id = ?`,
    )
    .get(siteId, contactId) as { nickname: string | null } | undefined;
  return row?.nickname ?? undefined;
}

/** The caller's own contact when the caller is a member; undefined otherwise. */
export function memberAuthor(
  db: Db,
  siteId: string,
  caller: Caller | null,
  authorName: string | null | undefined,
): ReviewAuthor | undefined {
  if (caller?.kind !== 'member') return undefined;
  const member = getMember(db, siteId, caller.memberId);
  if (!member) throw permissionDenied('The calling member no longer exists on this site.');
  return { contactId: member.contactId, authorName: authorName || member.profile.nickname };
}

/** createReview's author: the member's contact for a member, else author.contactId, which must exist. */
export function resolveAuthor(
  db: Db,
  siteId: string,
  caller: Caller | null,
  author: { contactId?: string | null; authorName?: string | null } | null | undefined,
): ReviewAuthor {
  const own = memberAuthor(db, siteId, caller, author?.authorName);
  if (own) return own;
  const contactId = author?.contactId;
  if (!contactId) {
    throw validationError([
      {
        field: 'review.author.contactId',
        description: 'is required: every review needs a contact',
        violatedRule: 'REQUIRED_FIELD',
      },
    ]);
  }
  if (!contactExists(db, siteId, contactId)) {
    throw applicationError(
      400,
      'CONTACT_NOT_FOUND',
      `Contact ${contactId} does not exist on this site; every review needs a contact.`,
      { contactId },
    );
  }
  const authorName = author.authorName || memberNameOfContact(db, siteId, contactId);
  return { contactId, ...(authorName && { authorName }) };
}
