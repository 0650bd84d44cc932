// Pure member logic: status transitions, Update Member's merge rules, slugs, the linked contact.
import { describe, expect, it } from 'vitest';
import { mergeMemberPatch, newMemberDoc } from '../../../../../sandbox/domains/members/build-member.ts';
import { linkedContactDoc } from '../../../../../sandbox/domains/members/member-contact.ts';
import type { MemberDoc } from '../../../../../sandbox/domains/members/member-doc.ts';
import { isValidSlug, slugBase } from '../../../../../sandbox/domains/members/slug.ts';
import { applyMemberAction, MEMBER_ACTIONS } from '../../../../../sandbox/domains/members/transitions.ts';
import { ProviderError } from '../../../../../sandbox/http/errors.ts';

const T0 = new Date('2026-10-01T10:00:00.000Z');
const T1 = new Date('2026-10-02T10:00:00.000Z');

function member(over: Partial<MemberDoc> = {}): MemberDoc {
  return {
    ...newMemberDoc(
      {
        loginEmail: 'ada@example.com',
        contact: { firstName: 'Ada', phones: ['+1555'], addresses: [{ addressLine: '1 Main', city: 'X' }] },
        profile: { nickname: 'Ada' },
      },
      { id: 'm-1', contactId: 'c-1' },
      'ada',
      T0,
    ),
    ...over,
  };
}

describe('status transitions', () => {
  const cases: [MemberDoc['status'], (typeof MEMBER_ACTIONS)[number], MemberDoc['status'] | 'refused'][] = [
    ['PENDING', 'approve', 'APPROVED'],
    ['BLOCKED', 'approve', 'APPROVED'],
    ['APPROVED', 'block', 'BLOCKED'],
    ['PENDING', 'block', 'BLOCKED'],
    ['BLOCKED', 'disconnect', 'OFFLINE'],
    ['OFFLINE', 'approve', 'refused'],
    ['OFFLINE', 'block', 'refused'],
    ['OFFLINE', 'mute', 'refused'],
    ['OFFLINE', 'unmute', 'refused'],
    ['OFFLINE', 'disconnect', 'OFFLINE'],
  ];
  it.each(cases)('%s + %s → %s', (from, action, to) => {
    const m = member({ status: from });
    if (to === 'refused') {
      try {
        applyMemberAction(m, action, T1);
        expect.unreachable();
      } catch (e) {
        expect(e).toBeInstanceOf(ProviderError);
        expect((e as ProviderError).status).toBe(428);
      }
      return;
    }
    const r = applyMemberAction(m, action, T1);
    expect(r.member.status).toBe(to);
    expect(r.changed).toBe(from !== to);
    expect(r.member.updatedDate).toBe(r.changed ? T1.toISOString() : T0.toISOString());
  });

  it('mute/unmute touch activityStatus only; repeating is a no-op', () => {
    const muted = applyMemberAction(member({ status: 'BLOCKED' }), 'mute', T1);
    expect(muted.member).toMatchObject({ status: 'BLOCKED', activityStatus: 'MUTED' });
    expect(applyMemberAction(muted.member, 'mute', T1).changed).toBe(false);
    expect(applyMemberAction(muted.member, 'unmute', T1).member.activityStatus).toBe('ACTIVE');
  });
});

describe('mergeMemberPatch', () => {
  it('keeps absent fields, clears "" text, ignores empty lists, keeps known address ids', () => {
    const m = member({ contact: { ...member().contact, company: 'Acme', lastName: 'L' } });
    const addressId = m.contact.addresses[0]!.id;
    const next = mergeMemberPatch(
      m,
      {
        contact: {
          company: '',
          phones: [],
          addresses: [
            { id: addressId, city: 'Y' },
            { id: 'made-up', city: 'Z' },
          ],
        },
        profile: { photo: { url: 'https://x/p.jpg' } },
        privacyStatus: 'UNKNOWN',
      },
      T1,
    );
    expect(next.contact.company).toBeUndefined();
    expect(next.contact.lastName).toBe('L');
    expect(next.contact.phones).toEqual(['+1555']);
    expect(next.contact.addresses[0]).toEqual({ id: addressId, city: 'Y' });
    expect(next.contact.addresses[1]!.id).not.toBe('made-up');
    expect(next.profile.photo).toEqual({ id: '', url: 'https://x/p.jpg', height: 0, width: 0 });
    expect(next.privacyStatus).toBe('PUBLIC');
    expect(next.loginEmail).toBe('ada@example.com');
    expect(next.updatedDate).toBe(T1.toISOString());
  });

  it('newMemberDoc puts the login email first in contact.emails, once', () => {
    const m = newMemberDoc(
      { loginEmail: 'A@x.io', contact: { emails: ['b@x.io', 'a@x.io'] } },
      { id: 'i', contactId: 'c' },
      's',
      T0,
    );
    expect(m.contact.emails).toEqual(['A@x.io', 'b@x.io']);
    expect(m.profile).toEqual({ nickname: 'A', slug: 's' });
  });
});

describe('slugs', () => {
  it('derive from the nickname, then the email', () => {
    expect(slugBase('Zoë  Marsh!', 'z@x.io')).toBe('zoe-marsh');
    expect(slugBase('!!!', 'john.doe@x.io')).toBe('john-doe');
    expect(slugBase(undefined, '@x.io')).toBe('member');
  });
  it('accept lowercase words joined by - _ . only', () => {
    for (const ok of ['a', 'anna-lee', 'a.b_c1']) expect(isValidSlug(ok)).toBe(true);
    for (const bad of ['', 'Anna', 'a b', 'a/b', '-a', 'a--b', 'a'.repeat(256)]) expect(isValidSlug(bad)).toBe(false);
  });
});

describe('linkedContactDoc', () => {
  it('mirrors the member and keeps what the member does not carry', () => {
    const m = member({ status: 'BLOCKED', activityStatus: 'MUTED', privacyStatus: 'PRIVATE' });
    const first = linkedContactDoc(m, undefined, T0, 'MEMBER_REGISTER');
    expect(first).toMatchObject({
      id: 'c-1',
      revision: 1,
      source: { sourceType: 'WIX_SITE_MEMBERS' },
      primaryInfo: { email: 'ada@example.com', phone: '+1555' },
    });
    expect(first.memberInfo).toMatchObject({
      memberId: 'm-1',
      status: 'BLOCKED',
      profileInfo: { privacyStatus: 'PRIVATE', muted: true },
    });
    expect(first.info.addresses.items[0]!.id).toBe(m.contact.addresses[0]!.id);

    const labelled = { ...first, info: { ...first.info, labelKeys: { items: ['custom.vip'] } } };
    const second = linkedContactDoc({ ...m, status: 'APPROVED' }, labelled, T1);
    expect(second.revision).toBe(2);
    expect(second.info.labelKeys.items).toEqual(['custom.vip']);
    expect(second.info.emails.items[0]!.id).toBe(first.info.emails.items[0]!.id);
    expect(second.memberInfo?.status).toBe('ACTIVE');
    expect(second.lastActivity).toEqual(first.lastActivity);
    expect(second.createdDate).toBe(T0.toISOString());
  });
});
