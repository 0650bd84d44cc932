// listMembers and the bulk member calls through the official SDK: per-item bulk delete, by-filter
// jobs (delete with search, approve, block) whose effect the next query sees.
import { ApiKeyStrategy, createClient } from '@wix/sdk';
import { members } from '@wix/members';
import { describe, expect, it } from 'vitest';
import type { MemberDoc } from '../../sandbox/domains/members/member-doc.ts';
import { sandboxFetch, sdkError } from './sdk-client.ts';
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

const create = async (nickname: string) =>
  w.client.members.createMember({ member: { loginEmail: freshEmail('bulk'), profile: { nickname } } });

const fullById = async (ids: string[]) =>
  (
    await w.client.members
      .queryMembers({ fieldsets: ['FULL'] })
      .in('_id', ids)
      .limit(100)
      .find()
  ).items;

describe('listMembers', () => {
  it('pages and sorts through the `.r` form, with metadata and fieldsets', async () => {
    const all = storedMembers(w).sort((a, b) =>
      a.profile.nickname < b.profile.nickname ? -1 : a.profile.nickname > b.profile.nickname ? 1 : a.id < b.id ? -1 : 1,
    );
    const urls: string[] = [];
    const inner = sandboxFetch(w.sandbox.url);
    const recording = createClient({
      modules: { members },
      auth: ApiKeyStrategy({ apiKey: w.site.apiKey, siteId: w.site.id }),
      fetch: (url, init) => {
        urls.push(String(url));
        return inner(url, init);
      },
    });
    const res = await recording.members.listMembers({
      paging: { limit: 4, offset: 2 },
      fieldsets: ['FULL'],
      sorting: [{ fieldName: 'profile.nickname', order: 'ASC' }],
    });
    expect(urls).toHaveLength(1);
    expect(new URL(urls[0]!).searchParams.has('.r')).toBe(true);
    expect(res.members!.map((m) => m._id)).toEqual(all.slice(2, 6).map((m) => m.id));
    expect(res.metadata).toEqual({ count: 4, offset: 2, total: all.length, tooManyToCount: false });
    expect(res.members![0]?.loginEmail).toBeTruthy();

    const pub = await w.client.members.listMembers();
    expect(pub.members!).toHaveLength(Math.min(50, all.length));
    expect(pub.members![0]?.status).toBe('UNKNOWN');
    expect(pub.members![0]?.loginEmail).toBeUndefined();
    expect(pub.metadata?.total).toBe(all.length);
  });

  it('refuses unsortable fields and too large pages (400)', async () => {
    const e = await sdkError(w.client.members.listMembers({ sorting: [{ fieldName: 'loginEmail', order: 'ASC' }] }));
    expect(e.status).toBe(400);
    expect(e.details.validationError?.fieldViolations[0]?.field).toContain('sorting');
    const big = await sdkError(w.client.members.listMembers({ paging: { limit: 101 } }));
    expect(big.details.validationError?.fieldViolations[0]).toMatchObject({ violatedRule: 'MAX' });
  });
});

describe('queryMembers search', () => {
  it('matches case-insensitively over the given fields (default profile.nickname), with the filter', async () => {
    const a = await create('Searchy McFind');
    await w.client.members.updateMember(a._id!, { contact: { firstName: 'Plainname' } });
    const byNick = await w.client.members.queryMembers({ search: { expression: 'MCFIND' } }).find();
    expect(byNick.items.map((m) => m._id)).toEqual([a._id]);
    const byFirst = await w.client.members
      .queryMembers({ search: { expression: 'plainNAME', fields: ['contact.firstName'] } })
      .eq('status', 'APPROVED')
      .find();
    expect(byFirst.items.map((m) => m._id)).toEqual([a._id]);
    const none = await w.client.members.queryMembers({ search: { expression: 'plainname' } }).find();
    expect(none.totalCount).toBe(0);
    // `%` and `_` are literal characters, not wildcards.
    expect((await w.client.members.queryMembers({ search: { expression: '%' } }).find()).totalCount).toBe(0);
  });
});

describe('bulkDeleteMembers', () => {
  it('deletes known ids and reports unknown ones per item', async () => {
    const a = await create('Bulk A');
    const b = await create('Bulk B');
    const seq = lastEventSeq(w);
    const res = await w.client.members.bulkDeleteMembers([a._id!, UNKNOWN_ID, b._id!]);
    expect(res.results!.map((r) => r.itemMetadata)).toEqual([
      { _id: a._id, originalIndex: 0, success: true },
      {
        _id: UNKNOWN_ID,
        originalIndex: 1,
        success: false,
        error: { code: 'NOT_FOUND', description: 'Member not found', data: { _id: UNKNOWN_ID } },
      },
      { _id: b._id, originalIndex: 2, success: true },
    ]);
    expect(res.bulkActionMetadata).toEqual({ totalSuccesses: 2, totalFailures: 1, undetailedFailures: 0 });
    expect(await fullById([a._id!, b._id!])).toEqual([]);
    expect(eventKeys(eventsSince(w, seq)).filter((k) => k.endsWith('member deleted'))).toHaveLength(2);
    expect(storedContact(w, a.contactId!)?.memberInfo?.status).toBe('DELETED');
  });

  it('validates the id list (1..100 GUIDs)', async () => {
    const e = await sdkError(w.client.members.bulkDeleteMembers([]));
    expect(e.status).toBe(400);
    expect(e.details.validationError?.fieldViolations[0]).toMatchObject({
      field: 'memberIds',
      violatedRule: 'MIN_SIZE',
    });
    const bad = await sdkError(w.client.members.bulkDeleteMembers(['nope']));
    expect(bad.details.validationError?.fieldViolations[0]?.field).toBe('memberIds[0]');
  });
});

describe('bulkDeleteMembersByFilter', () => {
  it('deletes what filter AND search match (case-insensitive contains), answering a jobId', async () => {
    const hit1 = await create('Zyxq Gamma');
    const hit2 = await create('the ZYXQ one');
    const miss = await create('Zyx Delta');
    const before = storedMembers(w).length;
    const { jobId } = await w.client.members.bulkDeleteMembersByFilter(
      { loginEmail: { $endsWith: '@sandbox-test.example' } },
      { search: { expression: 'zyxq', fields: ['profile.nickname', 'contact.firstName'] } },
    );
    expect(jobId).toMatch(/^[0-9a-f-]{36}$/);
    const job = w.sandbox.db
      .prepare('SELECT status, result FROM jobs WHERE site_id = ? AND id = ?')
      .get(w.site.id, jobId) as { status: string; result: string };
    expect(job.status).toBe('COMPLETED');
    expect(JSON.parse(job.result)).toEqual({ totalSuccesses: 2, totalFailures: 0 });
    expect((await fullById([hit1._id!, hit2._id!, miss._id!])).map((m) => m._id)).toEqual([miss._id]);
    expect(storedMembers(w)).toHaveLength(before - 2);
  });

  it('never deletes the content assignee; an unknown assignee is 404; a bad filter is 400', async () => {
    const keep = await create('Assignee Qwv');
    const gone = await create('Victim Qwv');
    await w.client.members.bulkDeleteMembersByFilter(
      { 'profile.nickname': { $endsWith: 'Qwv' } },
      { contentAssigneeId: keep._id! },
    );
    expect((await fullById([keep._id!, gone._id!])).map((m) => m._id)).toEqual([keep._id]);

    const unknown = await sdkError(
      w.client.members.bulkDeleteMembersByFilter({ status: 'BLOCKED' }, { contentAssigneeId: UNKNOWN_ID }),
    );
    expect(unknown.status).toBe(404);
    const bad = await sdkError(w.client.members.bulkDeleteMembersByFilter({ shoeSize: 42 }));
    expect(bad.status).toBe(400);
    expect(bad.details.validationError?.fieldViolations[0]?.field).toBe('filter.shoeSize');
  });
});

describe('bulkApproveMembers / bulkBlockMembers', () => {
  it('block then approve by filter; the next query sees it; OFFLINE members are skipped', async () => {
    const a = await create('Bulkstat A');
    const b = await create('Bulkstat B');
    const off = await create('Bulkstat Off');
    await w.client.members.disconnectMember(off._id!);
    const ids = [a._id!, b._id!, off._id!];
    const seq = lastEventSeq(w);

    // `_id` in the filter goes out as `id` (the SDK renames keys).
    const blocked = await w.client.members.bulkBlockMembers({ _id: { $in: ids } });
    expect(blocked.jobId).toBeTruthy();
    const afterBlock = await fullById(ids);
    expect(Object.fromEntries(afterBlock.map((m) => [m._id, m.status]))).toEqual({
      [a._id!]: 'BLOCKED',
      [b._id!]: 'BLOCKED',
      [off._id!]: 'OFFLINE',
    });
    const blockJob = w.sandbox.db
      .prepare('SELECT result FROM jobs WHERE site_id = ? AND id = ?')
      .get(w.site.id, blocked.jobId) as { result: string };
    expect(JSON.parse(blockJob.result)).toEqual({ totalSuccesses: 2, totalFailures: 1 });
    expect(eventKeys(eventsSince(w, seq)).filter((k) => k.endsWith('member_blocked'))).toHaveLength(2);

    await w.client.members.bulkApproveMembers({ $and: [{ id: { $in: ids } }, { status: 'BLOCKED' }] });
    const approved = await w.client.members
      .queryMembers({ fieldsets: ['FULL'] })
      .in('_id', ids)
      .eq('status', 'APPROVED')
      .find();
    expect(new Set(approved.items.map((m) => m._id))).toEqual(new Set([a._id, b._id]));
    expect(storedContact(w, a.contactId!)?.memberInfo?.status).toBe('ACTIVE');
  });

  it('approve by filter unblocks seeded blocked members', async () => {
    const blocked = storedMembers(w).filter((m: MemberDoc) => m.status === 'BLOCKED');
    expect(blocked.length).toBeGreaterThan(0);
    await w.client.members.bulkApproveMembers({ status: 'BLOCKED' });
    const page = await w.client.members.queryMembers().eq('status', 'BLOCKED').find();
    expect(page.totalCount).toBe(0);
  });
});
