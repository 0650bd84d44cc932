// Members v1 through the official SDK: query (filters, sort, paging, fieldsets) and get.
import { beforeAll, describe, expect, it } from 'vitest';
import type { MemberDoc } from '../../sandbox/domains/members/member-doc.ts';
import { docs } from './db-helpers.ts';
import { useSandbox } from './harness.ts';
import { demoSites, sdkClient, sdkError } from './sdk-client.ts';

const { sandbox, site, client } = useSandbox({ client: sdkClient });
let all: MemberDoc[];

beforeAll(() => {
  all = docs<MemberDoc>(sandbox.db, 'members', site.id);
});

const byNickname = (a: MemberDoc, b: MemberDoc) =>
  a.profile.nickname < b.profile.nickname ? -1 : a.profile.nickname > b.profile.nickname ? 1 : a.id < b.id ? -1 : 1;

describe('queryMembers', () => {
  it('returns every member of the site with total and PUBLIC fieldset by default', async () => {
    const page = await client.members.queryMembers().find();
    expect(page.totalCount).toBe(all.length);
    expect(page.items).toHaveLength(all.length);
    const first = page.items[0]!;
    expect(first.status).toBe('UNKNOWN');
    expect(first.privacyStatus).toBe('UNKNOWN');
    expect(first.loginEmail).toBeUndefined();
    expect(first.profile?.slug).toBeTruthy();
    expect(first._createdDate).toBeInstanceOf(Date);
  });

  it('filters, sorts and pages with limit/skip and next()', async () => {
    const approved = all.filter((m) => m.status === 'APPROVED').sort(byNickname);
    const q = client.members.queryMembers({ fieldsets: ['FULL'] }).eq('status', 'APPROVED');
    // ascending() exists at runtime only (docs/provider-contract.md §5.1); the typed builder omits it.
    const sorted = (q as unknown as { ascending(f: string): typeof q }).ascending('profile.nickname');
    const page1 = await sorted.limit(5).find();
    expect(page1.totalCount).toBe(approved.length);
    expect(page1.items.map((m) => m._id)).toEqual(approved.slice(0, 5).map((m) => m.id));
    expect(page1.items.every((m) => m.status === 'APPROVED' && m.loginEmail)).toBe(true);
    expect(page1.hasNext()).toBe(true);

    const page2 = await page1.next();
    expect(page2.items.map((m) => m._id)).toEqual(approved.slice(5, 10).map((m) => m.id));

    const skipped = await sorted.limit(3).skip(7).find();
    expect(skipped.items.map((m) => m._id)).toEqual(approved.slice(7, 10).map((m) => m.id));
  });

  it('supports startsWith, in and the typed query form with `sorting`', async () => {
    const target = all[0]!;
    const prefix = target.contact.firstName!.slice(0, 2);
    const page = await client.members
      .queryMembers({ fieldsets: ['FULL'] })
      .startsWith('contact.firstName', prefix)
      .find();
    const expected = all.filter((m) => m.contact.firstName!.toLowerCase().startsWith(prefix.toLowerCase()));
    expect(new Set(page.items.map((m) => m._id))).toEqual(new Set(expected.map((m) => m.id)));

    const res = await fetch(`${sandbox.url}/members/v1/members/query`, {
      method: 'POST',
      headers: { authorization: site.apiKey, 'wix-site-id': site.id, 'content-type': 'application/json' },
      body: JSON.stringify({
        query: {
          filter: { status: { $in: ['PENDING', 'BLOCKED'] } },
          sorting: [{ fieldName: 'createdDate', order: 'ASC' }],
          paging: { limit: 100 },
        },
        fieldsets: 'FULL',
      }),
    });
    const body = (await res.json()) as {
      members: MemberDoc[];
      metadata: { total: number; count: number; offset: number; tooManyToCount: boolean };
    };
    const expectedIds = all
      .filter((m) => m.status === 'PENDING' || m.status === 'BLOCKED')
      .sort((a, b) => (a.createdDate < b.createdDate ? -1 : 1))
      .map((m) => m.id);
    expect(body.members.map((m) => m.id)).toEqual(expectedIds);
    expect(body.metadata).toEqual({
      count: expectedIds.length,
      offset: 0,
      total: expectedIds.length,
      tooManyToCount: false,
    });
  });

  it('refuses unsupported filter fields and too large pages with validation errors', async () => {
    const e = await sdkError(
      client.members
        .queryMembers()
        .eq('activityStatus' as 'status', 'MUTED')
        .find(),
    );
    expect(e.status).toBe(400);
    expect(e.requestId).toBeTruthy();
    expect(e.details.validationError?.fieldViolations[0]?.field).toContain('activityStatus');

    const big = await sdkError(client.members.queryMembers().limit(101).find());
    expect(big.status).toBe(400);
    expect(big.details.validationError?.fieldViolations[0]?.violatedRule).toBe('MAX');
  });
});

describe('getMember', () => {
  it('honours fieldsets (PUBLIC default, EXTENDED, FULL)', async () => {
    const m = all.find((x) => x.status === 'APPROVED')!;
    const pub = await client.members.getMember(m.id);
    expect(pub?._id).toBe(m.id);
    expect(pub?.profile?.nickname).toBe(m.profile.nickname);
    expect(pub?.contactId).toBeUndefined();
    expect(pub?.status).toBe('UNKNOWN');

    const ext = await client.members.getMember(m.id, { fieldsets: ['EXTENDED'] });
    expect(ext?.contactId).toBe(m.contactId);
    expect(ext?.privacyStatus).toBe(m.privacyStatus);
    expect(ext?.loginEmail).toBeUndefined();

    const full = await client.members.getMember(m.id, { fieldsets: ['FULL'] });
    expect(full?.loginEmail).toBe(m.loginEmail);
    expect(full?.status).toBe('APPROVED');
    expect(full?.contact?.firstName).toBe(m.contact.firstName);
    expect(full?._createdDate?.toISOString()).toBe(m.createdDate);
  });

  it('answers 404 NOT_FOUND with a request id for an unknown member', async () => {
    const e = await sdkError(client.members.getMember('00000000-0000-4000-8000-000000000000'));
    expect(e.status).toBe(404);
    expect(e.details.applicationError?.code).toBe('NOT_FOUND');
    expect(e.requestId).toMatch(/\S+/);
  });

  it('does not leak members of another site', async () => {
    const other = (await demoSites(sandbox.url))[1]!;
    const otherMember = docs<MemberDoc>(sandbox.db, 'members', other.id)[0]!;
    const e = await sdkError(client.members.getMember(otherMember.id));
    expect(e.status).toBe(404);
  });

  it('rejects an id that is not a GUID', async () => {
    const e = await sdkError(client.members.getMember('not-a-guid'));
    expect(e.status).toBe(400);
    expect(e.details.validationError?.fieldViolations[0]).toMatchObject({ field: '_id', violatedRule: 'FORMAT' });
  });
});
