// Query Contacts through the official SDK: builder filters on nested and array fields, sort,
// paging (pagingMetadata → totalCount/next), the typed form, projection and validation errors.
// Expectations are computed from the stored docs.
import { beforeAll, describe, expect, it } from 'vitest';
import type { ContactDoc } from '../../sandbox/domains/contacts/contact-doc.ts';
import { contactDocs, contactsClient, entity, makeLabels, must } from './contacts-helpers.ts';
import { useSandbox } from './harness.ts';
import { sdkError } from './sdk-client.ts';

const { sandbox, site, client } = useSandbox({ client: contactsClient });
let all: ContactDoc[];

beforeAll(async () => {
  // A few contacts with several emails, addresses and labels to filter on.
  // Labels exist before a contact is labelled with them (docs-rules.contract.test.ts).
  await makeLabels(sandbox, site, ['custom.query-a', 'custom.query-b']);
  // A custom field is filtered by the operators of its data type, so it exists first.
  await fetch(`${sandbox.url}/contacts/v4/extended-fields`, {
    method: 'POST',
    headers: { authorization: site.apiKey, 'wix-site-id': site.id, 'content-type': 'application/json' },
    body: JSON.stringify({ displayName: 'score', dataType: 'NUMBER' }),
  });
  for (const [i, city] of ['Lisbon', 'Porto', 'Lisbon'].entries()) {
    await client.contacts.createContact({
      name: { first: `Query${i}`, last: 'Zzqueryson' },
      emails: { items: [{ email: `query${i}@example.test` }, { email: `query${i}.alt@example.test` }] },
      addresses: { items: [{ address: { city, country: 'PT' } }] },
      labelKeys: { items: i === 0 ? ['custom.query-a', 'custom.query-b'] : ['custom.query-a'] },
      extendedFields: { items: { 'custom.score': i * 10 } },
    });
  }
  all = contactDocs(sandbox.db, site.id);
});

const ids = (cs: readonly { _id?: string | null; id?: string }[]) => new Set(cs.map((c) => c._id ?? c.id));

describe('queryContacts builder', () => {
  it('returns every contact of the site, newest first, with totalCount and the default limit 50', async () => {
    const page = await client.contacts.queryContacts().find();
    expect(page.totalCount).toBe(all.length);
    expect(page.items).toHaveLength(Math.min(50, all.length));
    const dates = page.items.map((c) => c._createdDate!.getTime());
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it('filters by name with eq and startsWith, sorts ascending, pages with limit/skip and next()', async () => {
    const withLast = all.filter((c) => c.info.name.last);
    const last = withLast[0]!.info.name.last!;
    const eq = await client.contacts.queryContacts().eq('info.name.last', last).find();
    expect(ids(eq.items)).toEqual(ids(all.filter((c) => c.info.name.last === last)));

    const prefix = 'M';
    const expected = all.filter((c) => c.info.name.last?.toLowerCase().startsWith('m'));
    const q = client.contacts.queryContacts().startsWith('info.name.last', prefix).ascending('info.name.last');
    const page1 = await q.limit(3).find();
    expect(page1.totalCount).toBe(expected.length);
    const page2 = await page1.next();
    const lasts = [...page1.items, ...page2.items].map((c) => c.info!.name!.last!);
    expect(lasts).toEqual([...lasts].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const skipped = await q.limit(2).skip(3).find();
    expect(skipped.items.map((c) => c._id)).toEqual(page2.items.slice(0, 2).map((c) => c._id));
  });

  it('compares dates with ge/lt on lastActivity.activityDate and createdDate', async () => {
    const sorted = all.map((c) => c.lastActivity.activityDate).sort();
    const pivot = sorted[Math.floor(sorted.length / 2)]!;
    const page = await client.contacts
      .queryContacts()
      .ge('lastActivity.activityDate', new Date(pivot))
      .limit(1000)
      .find();
    expect(ids(page.items)).toEqual(ids(all.filter((c) => c.lastActivity.activityDate >= pivot)));
    const older = await client.contacts
      .queryContacts()
      .lt('_createdDate', new Date(pivot))
      .descending('_createdDate')
      .limit(1000)
      .find();
    expect(ids(older.items)).toEqual(ids(all.filter((c) => c.createdDate < pivot)));
  });

  // Guide: info.emails.email and info.addresses.city take `$eq`, `$ne`, `$in`, `$exists`, `$startsWith`.
  it('matches any item of the emails array, and address cities, with eq/in/ne', async () => {
    const alt = await client.contacts
      .queryContacts()
      .eq('info.emails.email' as 'primaryInfo.email', 'query1.alt@example.test')
      .find();
    expect(alt.items.map((c) => c.info?.name?.first)).toEqual(['Query1']);
    const some = await client.contacts
      .queryContacts()
      .in('info.emails.email' as 'primaryInfo.email', ['query0.alt@example.test', 'query2@example.test'])
      .find();
    expect(new Set(some.items.map((c) => c.info?.name?.first))).toEqual(new Set(['Query0', 'Query2']));
    // `$ne` on a list: none of the contact's emails is that one.
    const notAlt = await client.contacts
      .queryContacts()
      .eq('info.name.last', 'Zzqueryson')
      .ne('info.emails.email' as 'primaryInfo.email', 'query1.alt@example.test')
      .find();
    expect(new Set(notAlt.items.map((c) => c.info?.name?.first))).toEqual(new Set(['Query0', 'Query2']));

    const lisbon = await client.contacts
      .queryContacts()
      .in('info.addresses.city' as 'info.company', ['Lisbon'])
      .limit(1000)
      .find();
    expect(ids(lisbon.items)).toEqual(
      ids(all.filter((c) => c.info.addresses.items.some((a) => a.address.city === 'Lisbon'))),
    );
  });

  it('refuses the list operators on emails and the address names the guide does not list', async () => {
    const hasSome = await sdkError(
      client.contacts.queryContacts().hasSome('info.emails.email', ['query0@example.test']).find(),
    );
    expect([hasSome.status, hasSome.details.applicationError?.code]).toEqual([400, 'UNSUPPORTED_FILTER_OPERATOR']);
    const nested = await sdkError(
      client.contacts
        .queryContacts()
        .eq('info.addresses.address.city' as 'info.company', 'Porto')
        .find(),
    );
    expect([nested.status, nested.details.applicationError?.code]).toEqual([400, 'UNSUPPORTED_FILTER_FIELD_UNKNOWN']);
  });

  it('filters labels with hasSome and hasAll', async () => {
    const some = await client.contacts
      .queryContacts()
      .hasSome('info.labelKeys', ['custom.query-a', 'custom.vip'])
      .limit(1000)
      .find();
    expect(ids(some.items)).toEqual(
      ids(all.filter((c) => c.info.labelKeys.items.some((k) => k === 'custom.query-a' || k === 'custom.vip'))),
    );
    const both = await client.contacts
      .queryContacts()
      .hasAll('info.labelKeys', ['custom.query-a', 'custom.query-b'])
      .find();
    expect(both.items.map((c) => c.info?.name?.first)).toEqual(['Query0']);
  });

  // Guide, extended fields: `members.membershipStatus` takes `$eq`,`$ne`,`$in`, `$nin`; the
  // contact's memberInfo is not in the filter tables.
  it('filters on members.membershipStatus and primaryInfo.email, not on memberInfo.status', async () => {
    const approved = await client.contacts.queryContacts({
      filter: { 'info.extendedFields.members.membershipStatus': 'APPROVED' } as Record<string, unknown>,
      paging: { limit: 1000 },
    });
    expect(ids(must(approved.contacts))).toEqual(ids(all.filter((c) => c.memberInfo?.status === 'ACTIVE')));
    const memberInfo = await sdkError(
      client.contacts
        .queryContacts()
        .eq('memberInfo.status' as 'info.locale', 'ACTIVE')
        .find(),
    );
    expect([memberInfo.status, memberInfo.details.applicationError?.code]).toEqual([
      400,
      'UNSUPPORTED_FILTER_FIELD_UNKNOWN',
    ]);
    const target = all.find((c) => c.primaryInfo.email)!;
    const byEmail = await client.contacts.queryContacts().in('primaryInfo.email', [target.primaryInfo.email]).find();
    expect(ids(byEmail.items)).toEqual(ids(all.filter((c) => c.primaryInfo.email === target.primaryInfo.email)));
  });
});

describe('queryContacts typed form and REST details', () => {
  it('answers {contacts, pagingMetadata} to the typed form, and projects by fieldsets', async () => {
    const res = await client.contacts.queryContacts({
      filter: { 'info.name.last': 'Zzqueryson' },
      sort: [{ fieldName: 'info.name.first', order: 'DESC' }],
      paging: { limit: 2, offset: 1 },
    });
    expect(res.pagingMetadata).toEqual({ count: 2, offset: 1, total: 3, tooManyToCount: false });
    expect(must(res.contacts).map((c) => c.info?.name?.first)).toEqual(['Query1', 'Query0']);

    // This SDK version's ContactQuery type has no fieldsets: the REST call carries them.
    const raw = await client.fetchWithAuth('https://www.wixapis.com/contacts/v4/contacts/query', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: { filter: { 'info.name.last': 'Zzqueryson' }, fieldsets: ['BASIC'], fields: ['info.labelKeys'] },
      }),
    });
    const body = (await raw.json()) as { contacts: Record<string, unknown>[] };
    expect(body.contacts).toHaveLength(3);
    expect(Object.keys(body.contacts[0]!).sort()).toEqual(['id', 'info', 'primaryInfo', 'revision']);
    expect(Object.keys(body.contacts[0]!.info as object).sort()).toEqual(['labelKeys', 'name']);
  });

  it('filters numeric extended fields and supports plain-text search', async () => {
    // Extended-field names are open-ended; the typed filter does not list them.
    const byScore: Record<string, unknown> = { 'info.extendedFields.custom.score': { $gte: 10 } };
    const res = await client.contacts.queryContacts({ filter: byScore });
    expect(new Set(must(res.contacts).map((c) => c.info?.name?.first))).toEqual(new Set(['Query1', 'Query2']));
    const raw = await client.fetchWithAuth('https://www.wixapis.com/contacts/v4/contacts/query', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ search: 'query2.alt@example.test', query: {} }),
    });
    const body = (await raw.json()) as { contacts: ContactDoc[] };
    expect(body.contacts.map((c) => c.info.name.first)).toEqual(['Query2']);
  });

  // The SDK's typings declare Query Contacts' application errors: UNSUPPORTED_FILTER_FIELD_UNKNOWN,
  // UNSUPPORTED_FILTER_OPERATOR, UNSUPPORTED_FILTER_VALUE, MALFORMED_FILTER, UNSUPPORTED_SORT_FIELD, ILLEGAL_LIMIT.
  it('refuses unsupported fields, operators, values and sorts, two sort objects and limits above 1000 with their codes', async () => {
    const code = (e: Awaited<ReturnType<typeof sdkError>>) => [e.status, e.details.applicationError?.code];
    const field = await sdkError(
      client.contacts
        .queryContacts()
        .eq('info.nickname' as 'info.locale', 'x')
        .find(),
    );
    expect(code(field)).toEqual([400, 'UNSUPPORTED_FILTER_FIELD_UNKNOWN']);
    expect(field.message).toContain('info.nickname');
    const op = await sdkError(
      client.contacts
        .queryContacts()
        .gt('info.name.first' as 'info.birthdate', 'a')
        .find(),
    );
    expect(code(op)).toEqual([400, 'UNSUPPORTED_FILTER_OPERATOR']);
    const value = await sdkError(client.contacts.queryContacts().eq('info.name.first', 7).find());
    expect(code(value)).toEqual([400, 'UNSUPPORTED_FILTER_VALUE']);
    const malformed = await sdkError(
      client.contacts.queryContacts({ filter: { $and: { 'info.name.first': 'x' } } as Record<string, unknown> }),
    );
    expect(code(malformed)).toEqual([400, 'MALFORMED_FILTER']);
    const sort = await sdkError(
      client.contacts.queryContacts({ sort: [{ fieldName: 'primaryInfo.phone' as 'info.company' }] }),
    );
    expect(code(sort)).toEqual([400, 'UNSUPPORTED_SORT_FIELD']);
    const twoSorts = await sdkError(
      client.contacts.queryContacts().ascending('info.name.first').descending('_createdDate').find(),
    );
    expect(twoSorts.status).toBe(400);
    const big = await sdkError(client.contacts.queryContacts().limit(1001).find());
    expect(code(big)).toEqual([400, 'ILLEGAL_LIMIT']);
    const ok = await client.contacts.queryContacts().limit(1000).find();
    expect(ok.items.length).toBe(Math.min(1000, all.length));
  });

  it('sees a created contact at once and stops seeing a deleted one', async () => {
    const c = entity((await client.contacts.createContact({ name: { first: 'Fleeting', last: 'Yyquery' } })).contact);
    expect((await client.contacts.queryContacts().eq('info.name.last', 'Yyquery').find()).totalCount).toBe(1);
    await client.contacts.deleteContact(c._id);
    expect((await client.contacts.queryContacts().eq('info.name.last', 'Yyquery').find()).totalCount).toBe(0);
  });
});
