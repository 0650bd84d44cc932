// Members v1 admin writes through the official SDK: create, update, slug, delete, delete
// phones/emails/addresses, with their events and the linked contact.
import { describe, expect, it } from 'vitest';
import { sdkError } from './sdk-client.ts';
import {
  eventKeys,
  eventsSince,
  freshEmail,
  lastEventSeq,
  storedContact,
  storedMembers,
  UNKNOWN_ID,
  useMembersWorld,
} from './members-helpers.ts';

const w = useMembersWorld();

async function newMember(tag: string, extra: { nickname?: string; slug?: string } = {}) {
  return w.client.members.createMember({
    member: {
      loginEmail: freshEmail(tag),
      contact: {
        firstName: 'Ada',
        lastName: 'Quill',
        phones: ['+15550001'],
        emails: ['ada.other@example.com'],
        addresses: [{ addressLine: '1 Main St', city: 'Springfield', country: 'US' }],
        company: 'Acme',
      },
      profile: { nickname: extra.nickname ?? `Ada ${tag}`, ...(extra.slug && { slug: extra.slug }), title: 'Tester' },
    },
  });
}

describe('createMember', () => {
  it('creates an APPROVED public member with a slug from the nickname, a linked contact and events', async () => {
    const seq = lastEventSeq(w);
    const loginEmail = freshEmail('create');
    const m = await w.client.members.createMember({
      member: {
        loginEmail,
        contact: { firstName: 'Zoë', lastName: 'Marsh', phones: ['+15551234'], emails: ['zoe@work.example'] },
        profile: { nickname: 'Zoë Marsh!' },
      },
    });
    expect(m._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(m).toMatchObject({
      loginEmail,
      status: 'APPROVED',
      privacyStatus: 'PUBLIC',
      activityStatus: 'ACTIVE',
      loginEmailVerified: false,
    });
    expect(m.profile).toMatchObject({ nickname: 'Zoë Marsh!', slug: 'zoe-marsh' });
    expect(m.contact?.emails).toEqual([loginEmail, 'zoe@work.example']);
    expect(m._createdDate).toBeInstanceOf(Date);

    const contact = storedContact(w, m.contactId!)!;
    expect(contact.info.name).toEqual({ first: 'Zoë', last: 'Marsh' });
    expect(contact.primaryInfo).toEqual({ email: loginEmail, phone: '+15551234' });
    expect(contact.info.emails.items.map((e) => e.email)).toEqual([loginEmail, 'zoe@work.example']);
    expect(contact.memberInfo).toMatchObject({
      memberId: m._id,
      status: 'ACTIVE',
      email: loginEmail,
      profileInfo: { nickname: 'Zoë Marsh!', privacyStatus: 'PUBLIC', muted: false },
    });
    expect(contact.lastActivity.activityType).toBe('MEMBER_REGISTER');

    const events = eventsSince(w, seq);
    expect(eventKeys(events)).toEqual(['wix.contacts.v4.contact created', 'wix.members.v1.member created']);
    expect(events[1]!.entityId).toBe(m._id);
    expect(events[1]!.envelope.createdEvent?.entity.loginEmail).toBe(loginEmail);
  });

  it('defaults nickname and slug from the login email and numbers taken slugs', async () => {
    const a = await w.client.members.createMember({ member: { loginEmail: `twin.${Date.now()}@a.example` } });
    expect(a.profile?.nickname).toBe(a.loginEmail!.split('@')[0]);
    const b = await w.client.members.createMember({
      member: { loginEmail: freshEmail('x'), profile: { nickname: a.profile!.slug! } },
    });
    expect(b.profile?.slug).toBe(`${a.profile!.slug!}-2`);
  });

  it('refuses a login email already used on the site (any case) with 409 EMAIL_ALREADY_EXISTS', async () => {
    const existing = storedMembers(w)[0]!;
    const e = await sdkError(
      w.client.members.createMember({ member: { loginEmail: existing.loginEmail.toUpperCase() } }),
    );
    expect(e.status).toBe(409);
    expect(e.requestId).toBeTruthy();
    expect(e.details.applicationError).toMatchObject({
      code: 'EMAIL_ALREADY_EXISTS',
      data: { loginEmail: existing.loginEmail.toUpperCase() },
    });
  });

  it('refuses a taken slug (409 SLUG_ALREADY_EXISTS) and a missing or malformed login email (400)', async () => {
    const taken = storedMembers(w)[0]!.profile.slug;
    const dup = await sdkError(
      w.client.members.createMember({ member: { loginEmail: freshEmail('dup'), profile: { slug: taken } } }),
    );
    expect(dup.status).toBe(409);
    expect(dup.details.applicationError).toMatchObject({ code: 'SLUG_ALREADY_EXISTS', data: { slug: taken } });

    const missing = await sdkError(w.client.members.createMember({ member: { profile: { nickname: 'No email' } } }));
    expect(missing.status).toBe(400);
    expect(missing.details.validationError?.fieldViolations).toEqual([
      expect.objectContaining({ field: 'options.member.loginEmail', violatedRule: 'REQUIRED_FIELD' }),
    ]);
    const bad = await sdkError(w.client.members.createMember({ member: { loginEmail: 'not-an-email' } }));
    expect(bad.details.validationError?.fieldViolations[0]).toMatchObject({
      field: 'options.member.loginEmail',
      violatedRule: 'FORMAT',
    });
  });
});

describe('updateMember', () => {
  it('merges the given fields and keeps the others; "" clears a text field; syncs the contact', async () => {
    const m = await newMember('upd');
    const seq = lastEventSeq(w);
    const updated = await w.client.members.updateMember(m._id!, {
      contact: { lastName: 'Byron', company: '', customFields: { 'custom.pet': { value: 'Toby' } } },
      profile: { title: 'Countess' },
      privacyStatus: 'PRIVATE',
    });
    expect(updated.contact).toMatchObject({
      firstName: 'Ada',
      lastName: 'Byron',
      phones: ['+15550001'],
      customFields: { 'custom.pet': { name: 'custom.pet', value: 'Toby' } },
    });
    expect(updated.contact?.company).toBeUndefined();
    expect(updated.contact?.addresses?.[0]).toMatchObject({ addressLine: '1 Main St', city: 'Springfield' });
    expect(updated.profile).toMatchObject({ nickname: m.profile!.nickname, slug: m.profile!.slug, title: 'Countess' });
    expect(updated.privacyStatus).toBe('PRIVATE');
    expect(updated.loginEmail).toBe(m.loginEmail);
    expect(updated._updatedDate!.getTime()).toBeGreaterThanOrEqual(m._updatedDate!.getTime());

    const contact = storedContact(w, m.contactId!)!;
    expect(contact.info.name).toEqual({ first: 'Ada', last: 'Byron' });
    expect(contact.info.company).toBeUndefined();
    expect(contact.memberInfo?.profileInfo.privacyStatus).toBe('PRIVATE');
    expect(contact.revision).toBe(2);
    expect(eventKeys(eventsSince(w, seq))).toEqual([
      'wix.contacts.v4.contact updated',
      'wix.members.v1.member updated',
    ]);

    const read = await w.client.members.getMember(m._id!, { fieldsets: ['FULL'] });
    expect(read?.contact?.lastName).toBe('Byron');
  });

  it('changes the slug when free and answers 409 when another member has it', async () => {
    const m = await newMember('slugpatch');
    const moved = await w.client.members.updateMember(m._id!, { profile: { slug: `moved-${m._id!.slice(0, 8)}` } });
    expect(moved.profile?.slug).toBe(`moved-${m._id!.slice(0, 8)}`);
    const taken = storedMembers(w).find((x) => x.id !== m._id)!.profile.slug;
    const e = await sdkError(w.client.members.updateMember(m._id!, { profile: { slug: taken } }));
    expect(e.status).toBe(409);
    expect(e.details.applicationError?.code).toBe('SLUG_ALREADY_EXISTS');
  });

  it('answers 404 for an unknown member and 400 (on _id) for a bad id', async () => {
    const e = await sdkError(w.client.members.updateMember(UNKNOWN_ID, { profile: { title: 'x' } }));
    expect(e.status).toBe(404);
    expect(e.details.applicationError?.code).toBe('NOT_FOUND');
    const bad = await sdkError(w.client.members.updateMember('nope', { profile: { title: 'x' } }));
    expect(bad.details.validationError?.fieldViolations[0]).toMatchObject({ field: '_id', violatedRule: 'FORMAT' });
  });
});

describe('updateMemberSlug', () => {
  it('sets a free slug, refuses a taken one (409) and a malformed one (400)', async () => {
    const m = await newMember('slug');
    const seq = lastEventSeq(w);
    const { member } = await w.client.members.updateMemberSlug(m._id!, `fresh-${m._id!.slice(0, 8)}`);
    expect(member?.profile?.slug).toBe(`fresh-${m._id!.slice(0, 8)}`);
    expect(storedContact(w, m.contactId!)).toBeDefined();
    expect(eventKeys(eventsSince(w, seq))).toContain('wix.members.v1.member updated');

    const other = storedMembers(w).find((x) => x.id !== m._id)!;
    const e = await sdkError(w.client.members.updateMemberSlug(m._id!, other.profile.slug));
    expect(e.status).toBe(409);
    expect(e.details.applicationError).toMatchObject({
      code: 'SLUG_ALREADY_EXISTS',
      data: { slug: other.profile.slug },
    });

    const bad = await sdkError(w.client.members.updateMemberSlug(m._id!, 'Has Spaces/'));
    expect(bad.status).toBe(400);
    expect(bad.details.validationError?.fieldViolations[0]?.field).toBe('slug');

    const unknown = await sdkError(w.client.members.updateMemberSlug(UNKNOWN_ID, 'whatever'));
    expect(unknown.status).toBe(404);
  });
});

describe('delete calls', () => {
  it('deleteMemberPhones / Emails / Addresses empty that list only', async () => {
    const m = await newMember('lists');
    const phones = await w.client.members.deleteMemberPhones(m._id!);
    expect(phones.member?.contact?.phones).toEqual([]);
    expect(phones.member?.contact?.emails).toHaveLength(2);
    const emails = await w.client.members.deleteMemberEmails(m._id!);
    expect(emails.member?.contact?.emails).toEqual([]);
    expect(emails.member?.loginEmail).toBe(m.loginEmail);
    const addresses = await w.client.members.deleteMemberAddresses(m._id!);
    expect(addresses.member?.contact).toMatchObject({ addresses: [], phones: [], emails: [], firstName: 'Ada' });

    const contact = storedContact(w, m.contactId!)!;
    expect(contact.info.phones.items).toEqual([]);
    expect(contact.info.addresses.items).toEqual([]);
    // The login email stays the contact's primary email.
    expect(contact.info.emails.items.map((e) => e.email)).toEqual([m.loginEmail]);

    const e = await sdkError(w.client.members.deleteMemberPhones(UNKNOWN_ID));
    expect(e.status).toBe(404);
  });

  it('deleteMember removes the member, keeps the contact with memberInfo DELETED, records deleted', async () => {
    const m = await newMember('del');
    const seq = lastEventSeq(w);
    expect(await w.client.members.deleteMember(m._id!)).toEqual({});
    expect((await sdkError(w.client.members.getMember(m._id!))).status).toBe(404);
    expect(storedContact(w, m.contactId!)?.memberInfo?.status).toBe('DELETED');
    const events = eventsSince(w, seq);
    expect(eventKeys(events)).toEqual(['wix.contacts.v4.contact updated', 'wix.members.v1.member deleted']);
    expect(events[1]!.envelope.deletedEvent?.deletedEntity?.id).toBe(m._id);

    const again = await sdkError(w.client.members.deleteMember(m._id!));
    expect(again.status).toBe(404);
    expect(again.details.applicationError?.code).toBe('NOT_FOUND');
  });
});
