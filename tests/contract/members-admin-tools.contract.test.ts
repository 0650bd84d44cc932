// The Members tools' provider layer (lib/provider/members.ts) against the sandbox, through the
// official SDK: the typed query form with and / or / not exactly as built, sorting, dates, counts,
// slug conflicts, per-item bulk results, by-filter jobs and deletion with a content assignee.
import { describe, expect, it } from 'vitest';
import type { MemberDoc } from '../../sandbox/domains/members/member-doc.ts';
import type { SiteClient } from '../../lib/provider/client.ts';
import type { MemberFilter } from '../../lib/messaging/members.ts';
import * as provider from '../../lib/provider/members.ts';
import { normalizeError } from '../../lib/provider/normalize-error.ts';
import { freshEmail, storedMembers, UNKNOWN_ID, useMembersWorld } from './members-helpers.ts';

const w = useMembersWorld();
const client = () => w.client as unknown as SiteClient;
const ids = (ms: Array<{ id: string }>) => ms.map((m) => m.id).sort();
const all = (): MemberDoc[] => storedMembers(w);

describe('queryMembers (typed form, as built)', () => {
  it('sends $not next to other conditions without dropping them (no .not() quirk)', async () => {
    const filter: MemberFilter = {
      $and: [{ status: { $in: ['APPROVED', 'PENDING'] } }, { $not: { status: 'PENDING' } }],
    };
    const page = await provider.queryMembers(client(), { filter, sort: null, offset: 0, limit: 100 });
    const expected = all().filter((m) => m.status === 'APPROVED');
    expect(page.total).toBe(expected.length);
    expect(page.members.every((m) => m.status === 'APPROVED')).toBe(true);
  });

  it('ors conditions, sorts on a column and pages by offset with the FULL fieldset', async () => {
    const filter: MemberFilter = { $or: [{ status: 'BLOCKED' }, { status: 'PENDING' }] };
    const expected = all()
      .filter((m) => m.status === 'BLOCKED' || m.status === 'PENDING')
      .sort((a, b) => (a.createdDate < b.createdDate ? 1 : a.createdDate > b.createdDate ? -1 : 0));
    const page = await provider.queryMembers(client(), {
      filter,
      sort: { field: 'createdDate', order: 'DESC' },
      offset: 1,
      limit: 2,
    });
    expect(page.total).toBe(expected.length);
    expect(page.offset).toBe(1);
    expect(page.members.map((m) => m.createdDate)).toEqual(
      expected.slice(1, 3).map((m) => new Date(m.createdDate).toISOString()),
    );
    expect(page.members[0]?.loginEmail).toBeTruthy();
  });

  it('filters dates from an ISO string, startsWith and exists', async () => {
    const dates = all()
      .map((m) => m.createdDate)
      .sort();
    const mid = dates[Math.floor(dates.length / 2)]!;
    const page = await provider.queryMembers(client(), {
      filter: { createdDate: { $gte: mid } },
      sort: null,
      offset: 0,
      limit: 100,
    });
    expect(page.total).toBe(dates.filter((d) => d >= mid).length);
    const someone = all()[0]!;
    const prefix = someone.profile.nickname.slice(0, 3);
    const byPrefix = await provider.queryMembers(client(), {
      filter: { $and: [{ 'profile.nickname': { $startsWith: prefix } }, { contactId: { $exists: true } }] },
      sort: null,
      offset: 0,
      limit: 100,
    });
    expect(ids(byPrefix.members)).toContain(someone.id);
  });

  it('counts what a filter matches', async () => {
    expect(await provider.countMembers(client(), { status: 'APPROVED' })).toBe(
      all().filter((m) => m.status === 'APPROVED').length,
    );
  });

  it('refuses an unsupported field with a readable field violation and a request id', async () => {
    const e = await provider
      .queryMembers(client(), { filter: { activityStatus: 'MUTED' } as never, sort: null, offset: 0, limit: 10 })
      .catch((x: unknown) => x);
    const data = normalizeError(e);
    expect(data.status).toBe(400);
    expect(data.requestId).toBeTruthy();
    expect(data.fieldViolations?.[0]?.field).toContain('activityStatus');
  });
});

describe('one member', () => {
  it('reads a member with none of the optional fields, by id and by slug', async () => {
    const created = await provider.createMember(client(), { loginEmail: freshEmail('bare') });
    const got = await provider.getMember(client(), created.id);
    expect(got).toMatchObject({
      id: created.id,
      status: 'APPROVED',
      phones: [],
      addresses: [],
      photo: null,
      title: '',
    });
    expect((await provider.getMemberBySlug(client(), got.slug))?.id).toBe(created.id);
    expect(await provider.getMemberBySlug(client(), 'no-such-slug-anywhere')).toBeNull();
  });

  it('acts, changes the slug (a taken one is a 409 naming the slug) and clears collections', async () => {
    const m = await provider.createMember(client(), { loginEmail: freshEmail('act'), nickname: 'Acting Person' });
    expect((await provider.actOnMember(client(), m.id, 'mute')).activityStatus).toBe('MUTED');
    expect((await provider.actOnMember(client(), m.id, 'unmute')).activityStatus).toBe('ACTIVE');
    expect((await provider.actOnMember(client(), m.id, 'block')).status).toBe('BLOCKED');
    expect((await provider.actOnMember(client(), m.id, 'approve')).status).toBe('APPROVED');
    const taken = all().find((x) => x.id !== m.id)!.profile.slug;
    const e = normalizeError(await provider.updateMemberSlug(client(), m.id, taken).catch((x: unknown) => x));
    expect(e).toMatchObject({ status: 409, code: 'SLUG_ALREADY_EXISTS' });
    expect((await provider.updateMemberSlug(client(), m.id, `free-${Date.now()}`)).slug).toMatch(/^free-/);
    const updated = await provider.updateMember(client(), m.id, { firstName: 'Ada', company: 'Acme' });
    expect(updated).toMatchObject({ firstName: 'Ada', company: 'Acme', nickname: 'Acting Person' });
    expect((await provider.deleteMemberCollection(client(), m.id, 'emails')).emails).toEqual([]);
  });

  it('deletes with a content assignee (never the assignee) and without', async () => {
    const keep = await provider.createMember(client(), { loginEmail: freshEmail('keep') });
    const gone = await provider.createMember(client(), { loginEmail: freshEmail('gone') });
    await provider.deleteMember(client(), gone.id, keep.id);
    expect(all().some((m) => m.id === gone.id)).toBe(false);
    await provider.deleteMember(client(), keep.id);
    expect(all().some((m) => m.id === keep.id)).toBe(false);
  });
});

describe('bulk', () => {
  it('lists per-member failures of a delete by ids', async () => {
    const a = await provider.createMember(client(), { loginEmail: freshEmail('bulk') });
    const res = await provider.bulkDeleteMembers(client(), [a.id, UNKNOWN_ID]);
    expect(res.succeeded).toEqual([a.id]);
    expect(res.failed).toEqual([{ id: UNKNOWN_ID, code: 'NOT_FOUND', description: 'Member not found' }]);
  });

  it('blocks and approves by filter with a job id', async () => {
    const a = await provider.createMember(client(), { loginEmail: freshEmail('job'), nickname: 'Jobby Qzx' });
    const filter = { 'profile.nickname': { $startsWith: 'Jobby Qzx' } };
    expect(await provider.bulkByFilter(client(), 'block', filter)).toMatch(/^[0-9a-f-]{36}$/);
    expect((await provider.getMember(client(), a.id)).status).toBe('BLOCKED');
    await provider.bulkByFilter(client(), 'approve', filter);
    expect((await provider.getMember(client(), a.id)).status).toBe('APPROVED');
    await provider.bulkByFilter(client(), 'delete', filter);
    expect(all().some((m) => m.id === a.id)).toBe(false);
  });

  it("takes an empty filter as every member (the panel's action on all members, no filter set)", async () => {
    const blocked = all().filter((m) => m.status === 'BLOCKED');
    expect(blocked.length).toBeGreaterThan(0);
    await provider.bulkByFilter(client(), 'approve', {});
    const after = new Map(all().map((m) => [m.id, m.status]));
    expect(blocked.map((m) => after.get(m.id))).toEqual(blocked.map(() => 'APPROVED'));
  });
});
