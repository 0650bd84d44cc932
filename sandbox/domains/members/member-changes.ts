// Member writes with their side effects, each in one transaction: the row, the linked contact,
// and the domain events (wix.members.v1.member created/updated/deleted + action events).
// This is the surface other domains use (members-my: the member's own calls); keep it stable.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/open.ts';
import { recordEvent } from '../../events/record.ts';
import { deleteFollowsOf } from '../member-followers/store.ts';
import { purgeReportsOfDeletedMember } from '../member-reports/changes.ts';
import { newMemberDoc } from './build-member.ts';
import { emailAlreadyExists, memberNotFound, slugAlreadyExists } from './errors.ts';
import { markContactMemberDeleted, syncLinkedContact, type MemberActivity } from './member-contact.ts';
import { MEMBER_FQDN, type MemberDoc } from './member-doc.ts';
import type { MemberInput } from './schemas.ts';
import { slugBase, uniqueSlug } from './slug.ts';
import {
  deleteMemberRow,
  findMemberByLoginEmail,
  getMember,
  insertMemberRow,
  isSlugTaken,
  updateMemberRow,
} from './store.ts';
import { ACTION_EVENT_SLUG, applyMemberAction, type MemberAction } from './transitions.ts';

export { getMember } from './store.ts';

/** The member, or the provider's 404 NOT_FOUND. */
export function requireMember(db: Db, siteId: string, id: string): MemberDoc {
  const member = getMember(db, siteId, id);
  if (!member) throw memberNotFound(id);
  return member;
}

/** 409 SLUG_ALREADY_EXISTS when another member of the site has `slug`. */
export function assertSlugAvailable(db: Db, siteId: string, slug: string, memberId?: string): void {
  if (isSlugTaken(db, siteId, slug, memberId)) throw slugAlreadyExists(slug);
}

/** 409 EMAIL_ALREADY_EXISTS when a member of the site logs in with `loginEmail` (case-insensitive). */
export function assertLoginEmailAvailable(db: Db, siteId: string, loginEmail: string): void {
  if (findMemberByLoginEmail(db, siteId, loginEmail)) throw emailAlreadyExists(loginEmail);
}

/** Create Member: unique login email and slug, a new linked contact, `created` events. */
export function createMemberRecord(
  db: Db,
  siteId: string,
  input: MemberInput & { loginEmail: string },
  now = new Date(),
): MemberDoc {
  return db.transaction(() => {
    assertLoginEmailAvailable(db, siteId, input.loginEmail);
    const wanted = input.profile?.slug;
    if (wanted) assertSlugAvailable(db, siteId, wanted);
    const slug = wanted ?? uniqueSlug(db, siteId, slugBase(input.profile?.nickname ?? undefined, input.loginEmail));
    const member = newMemberDoc(input, { id: randomUUID(), contactId: randomUUID() }, slug, now);
    insertMemberRow(db, siteId, member);
    syncLinkedContact(db, siteId, member, now, 'MEMBER_REGISTER');
    recordEvent(db, siteId, { entityFqdn: MEMBER_FQDN, slug: 'created', entityId: member.id, entity: member }, now);
    return member;
  })();
}

export interface SaveMemberOptions {
  now?: Date;
  /** Sets the contact's lastActivity (e.g. MEMBER_STATUS_CHANGED). */
  activity?: MemberActivity;
  /** An action event recorded after `updated` (e.g. `member_approved`). */
  actionEventSlug?: string;
}

/**
 * Saves an existing member as `after` (slug uniqueness re-checked), syncs the linked contact and
 * records `updated` (+ the action event, if any).
 */
export function saveMemberChange(db: Db, siteId: string, after: MemberDoc, opts: SaveMemberOptions = {}): MemberDoc {
  const now = opts.now ?? new Date();
  return db.transaction(() => {
    requireMember(db, siteId, after.id);
    assertSlugAvailable(db, siteId, after.profile.slug, after.id);
    updateMemberRow(db, siteId, after);
    syncLinkedContact(db, siteId, after, now, opts.activity);
    recordEvent(db, siteId, { entityFqdn: MEMBER_FQDN, slug: 'updated', entityId: after.id, entity: after }, now);
    if (opts.actionEventSlug)
      recordEvent(
        db,
        siteId,
        { entityFqdn: MEMBER_FQDN, slug: opts.actionEventSlug, entityId: after.id, body: {} },
        now,
      );
    return after;
  })();
}

/** approve / block / mute / unmute / disconnect (rules in transitions.ts). A no-op records nothing. */
export function changeMemberStatus(
  db: Db,
  siteId: string,
  id: string,
  action: MemberAction,
  now = new Date(),
): MemberDoc {
  return db.transaction(() => {
    const result = applyMemberAction(requireMember(db, siteId, id), action, now);
    if (!result.changed) return result.member;
    const statusChanged = action === 'approve' || action === 'block' || action === 'disconnect';
    return saveMemberChange(db, siteId, result.member, {
      now,
      ...(statusChanged && { activity: 'MEMBER_STATUS_CHANGED' as const }),
      ...(ACTION_EVENT_SLUG[action] && { actionEventSlug: ACTION_EVENT_SLUG[action] }),
    });
  })();
}

/** Update (My) Slug: 409 when another member has it. */
export function setMemberSlug(db: Db, siteId: string, id: string, slug: string, now = new Date()): MemberDoc {
  return db.transaction(() => {
    const member = requireMember(db, siteId, id);
    if (member.profile.slug === slug) return member;
    assertSlugAvailable(db, siteId, slug, id);
    return saveMemberChange(
      db,
      siteId,
      { ...member, profile: { ...member.profile, slug }, updatedDate: now.toISOString() },
      { now },
    );
  })();
}

/** Delete (My) Member: the row goes, the linked contact stays with memberInfo.status DELETED, its reports and follows go. */
export function deleteMemberRecord(db: Db, siteId: string, id: string, now = new Date()): MemberDoc {
  return db.transaction(() => {
    const member = requireMember(db, siteId, id);
    deleteMemberRow(db, siteId, id);
    markContactMemberDeleted(db, siteId, member, now);
    recordEvent(db, siteId, { entityFqdn: MEMBER_FQDN, slug: 'deleted', entityId: id, entity: member }, now);
    // The reports about the member and those it made go with it (member-reports/changes.ts).
    purgeReportsOfDeletedMember(db, siteId, id, now);
    // Its follows in both directions go too, without unfollow events (sandbox/README.md).
    deleteFollowsOf(db, siteId, id);
    return member;
  })();
}
