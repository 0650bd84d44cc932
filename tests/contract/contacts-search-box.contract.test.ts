// The Contacts tab's search box through the official SDK, on enough contacts to take every route
// of the prefix $or (ids drive the page, a membership test while walking the sort index, a
// per-row test), and of the facet counts over small and large subscription filters: the same
// contacts, order and totals as a plain reading of the docs.
import type { contacts } from '@wix/crm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ContactDoc } from '../../sandbox/domains/contacts/contact-doc.ts';
import { contactDocs, crmClient, must } from './contacts-helpers.ts';
import { useSandbox } from './harness.ts';

const { sandbox, site, client } = useSandbox({ client: crmClient });

const FIRST = ['Bea', 'Bert', 'Bianca', 'Carl', 'Dora'];
const SUBSCRIPTIONS = ['SUBSCRIBED', 'UNSUBSCRIBED', 'PENDING', 'NOT_SET'];
const MEMBER_STATUSES = ['ACTIVE', 'BLOCKED', 'PENDING', 'OFFLINE'] as const;

/** 6 000 contacts written straight into the table (the triggers fill the query side), as a seed would. */
function bulkContacts(n: number): ContactDoc[] {
  return Array.from({ length: n }, (_, i): ContactDoc => {
    const first = FIRST[i % FIRST.length]!;
    const email = `${first.toLowerCase()}.bulk${i}@bulk.example`;
    // Every 10th shares its createdDate with the one before: ties break by id.
    const created = new Date(Date.UTC(2025, 0, 1) + (i - (i % 10 === 9 ? 1 : 0)) * 60_000).toISOString();
    return {
      id: `b0000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      revision: 1,
      source: { sourceType: 'ADMIN' },
      createdDate: created,
      updatedDate: created,
      lastActivity: { activityDate: created, activityType: 'CONTACT_CREATED' },
      primaryInfo: { email, phone: `+44 20 7${String(i).padStart(7, '0')}` },
      primaryEmail: {
        email,
        subscriptionStatus: SUBSCRIPTIONS[i % 4]!,
        deliverabilityStatus: i % 13 === 0 ? 'BOUNCED' : 'VALID',
      },
      info: {
        name: { first, last: i % 2 === 0 ? `Bulkowski${i % 100}` : 'Smith' },
        emails: {
          items: [
            { id: `e${i}`, tag: 'MAIN', email, primary: true },
            ...(i % 5 === 0 ? [{ id: `f${i}`, tag: 'WORK', email: `bert${i}@work.example`, primary: false }] : []),
          ],
        },
        phones: {
          items: [{ id: `p${i}`, tag: 'MOBILE', phone: `+44 20 7${String(i).padStart(7, '0')}`, primary: true }],
        },
        addresses: { items: [] },
        ...(i % 3 === 0 && { company: `Bcompany ${i % 50}` }),
        labelKeys: { items: i % 4 === 0 ? ['custom.bulk'] : i % 7 === 0 ? ['custom.bulk', 'contacts.customers'] : [] },
        extendedFields: { items: {} },
      },
      ...(i % 11 === 0 && {
        memberInfo: {
          memberId: `m${i}`,
          signupDate: created,
          email,
          emailVerified: true,
          status: MEMBER_STATUSES[i % 4]!,
          profileInfo: { nickname: first, privacyStatus: 'PUBLIC' as const, muted: false },
        },
      }),
    };
  });
}

const searchBox = (q: string) => ({
  $or: [
    { 'info.name.first': { $startsWith: q } },
    { 'info.name.last': { $startsWith: q } },
    { 'info.emails.email': { $startsWith: q } },
    { 'info.phones.phone': { $startsWith: q } },
    { 'info.company': { $startsWith: q } },
  ],
});
const starts = (v: string | undefined, q: string) => v !== undefined && v.toLowerCase().startsWith(q.toLowerCase());
const matches = (c: ContactDoc, q: string) =>
  starts(c.info.name.first, q) ||
  starts(c.info.name.last, q) ||
  starts(c.info.company, q) ||
  c.info.emails.items.some((e) => starts(e.email, q)) ||
  c.info.phones.items.some((p) => starts(p.phone, q));
/** createdDate DESC, then id DESC (the default sort's tie-break). */
const newestFirst = (cs: ContactDoc[]) =>
  [...cs].sort((a, b) =>
    a.createdDate === b.createdDate ? (a.id < b.id ? 1 : -1) : a.createdDate < b.createdDate ? 1 : -1,
  );

let docs: ContactDoc[] = [];
beforeAll(() => {
  const insert = sandbox.db.prepare('INSERT INTO contacts (site_id, id, doc) VALUES (?, ?, ?)');
  sandbox.db.transaction(() => {
    for (const c of bulkContacts(6000)) insert.run(site.id, c.id, JSON.stringify(c));
  })();
  docs = contactDocs(sandbox.db, site.id);
});

// From a handful of matches to most of the site.
const PREFIXES = [
  'B',
  'b',
  'Be',
  'Bert',
  'bert1',
  'Bulkowski1',
  'bianca.bulk12',
  '+44 20 70',
  '+44 20 700001',
  'Bcompany 4',
  'S',
  'nobody',
];

describe('search box page', () => {
  it('matches, orders and counts like the docs, whatever route the match-set size takes', async () => {
    for (const q of PREFIXES) {
      const expected = newestFirst(docs.filter((c) => matches(c, q)));
      for (const [offset, limit] of [
        [0, 50],
        [120, 50],
        [0, 1],
      ] as const) {
        const res = await client.contacts.queryContacts({
          filter: searchBox(q),
          sort: [{ fieldName: 'createdDate', order: 'DESC' }],
          paging: { limit, offset },
        } as unknown as contacts.ContactQuery);
        expect({ q, offset, ids: must(res.contacts).map((c) => c._id), total: res.pagingMetadata?.total }).toEqual({
          q,
          offset,
          ids: expected.slice(offset, offset + limit).map((c) => c.id),
          total: expected.length,
        });
      }
    }
    expect(docs.filter((c) => matches(c, 'b')).length).toBeGreaterThan(4000);
  });

  it('narrows further with another condition, and by lastActivity too', async () => {
    const filter = { $and: [searchBox('B'), { 'info.labelKeys': { $hasSome: ['custom.bulk'] } }] };
    const expected = newestFirst(docs.filter((c) => matches(c, 'B') && c.info.labelKeys.items.includes('custom.bulk')));
    const res = await client.contacts.queryContacts({
      filter,
      paging: { limit: 50 },
    } as unknown as contacts.ContactQuery);
    expect({ ids: must(res.contacts).map((c) => c._id), total: res.pagingMetadata?.total }).toEqual({
      ids: expected.slice(0, 50).map((c) => c.id),
      total: expected.length,
    });
  });
});

// Query Facets allows only the email subscription fields in its filter (docs-rules.contract.test.ts):
// the search box's prefix filter once narrowed these counts and is refused now, so the large-site
// routes of the facet counts are taken by subscription filters, small and large.
describe('facets over many contacts', () => {
  const SUB = 'info.extendedFields.emailSubscriptions.subscriptionStatus';
  const DELIVERY = 'info.extendedFields.emailSubscriptions.deliverabilityStatus';
  it('count like the docs for small and large match sets', async () => {
    const MEMBERSHIP: Record<string, string> = {
      ACTIVE: 'APPROVED',
      BLOCKED: 'DENIED',
      PENDING: 'PENDING',
      OFFLINE: 'INACTIVE',
    };
    const cases: { filter: Record<string, unknown>; keep: (c: ContactDoc) => boolean }[] = [
      { filter: { [DELIVERY]: 'BOUNCED' }, keep: (c) => c.primaryEmail?.deliverabilityStatus === 'BOUNCED' },
      { filter: { [SUB]: { $eq: 'PENDING' } }, keep: (c) => c.primaryEmail?.subscriptionStatus === 'PENDING' },
      {
        filter: { [SUB]: { $in: ['SUBSCRIBED', 'NOT_SET', 'UNSUBSCRIBED'] } },
        keep: (c) => ['SUBSCRIBED', 'NOT_SET', 'UNSUBSCRIBED'].includes(c.primaryEmail?.subscriptionStatus ?? ''),
      },
    ];
    for (const { filter, keep } of cases) {
      const m = docs.filter(keep);
      const n = (pred: (c: ContactDoc) => boolean) => m.filter(pred).length;
      const facets = must((await client.contacts.queryFacets({ filter })).facets);
      const got = Object.fromEntries(facets.map((f) => [f.facetKey, f.count]));
      expect({ filter, got }).toMatchObject({
        filter,
        got: {
          'contacts.all': m.length,
          'contacts.not-labeled': n((c) => c.info.labelKeys.items.length === 0),
          'custom.bulk': n((c) => c.info.labelKeys.items.includes('custom.bulk')),
          'contacts.customers': n((c) => c.info.labelKeys.items.includes('contacts.customers')),
          'emailSubscriptions.subscribed': n((c) => c.primaryEmail?.subscriptionStatus === 'SUBSCRIBED'),
          'emailSubscriptions.pending': n((c) => c.primaryEmail?.subscriptionStatus === 'PENDING'),
          'emailSubscriptions.bounced': n((c) => c.primaryEmail?.deliverabilityStatus === 'BOUNCED'),
          'membershipStatus.approved': n((c) => MEMBERSHIP[c.memberInfo?.status ?? ''] === 'APPROVED'),
          'membershipStatus.inactive': n((c) => MEMBERSHIP[c.memberInfo?.status ?? ''] === 'INACTIVE'),
        },
      });
    }
    expect(docs.filter(cases[2]!.keep).length).toBeGreaterThan(4000);
  });
});
