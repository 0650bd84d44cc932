// The contacts query side lives in trigger-kept tables (contact_search, contact_emails,
// contact_values): they must follow every write path (API, reset, import) and the compiler's
// fallbacks must agree with the index routes.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../sandbox/db/open.ts';
import type { ContactDoc } from '../../sandbox/domains/contacts/contact-doc.ts';
import { contactDocs, contactsClient, entity, makeLabels, must } from './contacts-helpers.ts';
import { useSandbox } from './harness.ts';

const { sandbox, site, client } = useSandbox({ client: contactsClient });

function indexCounts(db: Db, siteId: string) {
  const n = (sql: string) => (db.prepare(sql).get(siteId) as { n: number }).n;
  return {
    contacts: n('SELECT COUNT(*) AS n FROM contacts WHERE site_id = ?'),
    search: n('SELECT COUNT(*) AS n FROM contact_search WHERE site = ?'),
    emails: n('SELECT COUNT(*) AS n FROM contact_emails WHERE site = ?'),
    values: n('SELECT COUNT(*) AS n FROM contact_values WHERE site = ?'),
  };
}

/** contact_values holds each distinct non-empty value of each `lists` array of contact_search. */
function listValues(db: Db, siteId: string): number {
  const rows = db.prepare('SELECT lists FROM contact_search WHERE site = ?').all(siteId) as { lists: string }[];
  return rows.reduce(
    (sum, r) =>
      sum +
      Object.values(JSON.parse(r.lists) as Record<string, string[] | null>).reduce(
        (s, l) => s + new Set(l ?? []).size,
        0,
      ),
    0,
  );
}

function expectedCounts(db: Db, siteId: string) {
  const docs = contactDocs(db, siteId);
  return {
    contacts: docs.length,
    search: docs.length,
    emails: docs.reduce((s, c) => s + new Set(c.info.emails.items.map((e) => e.email.toLowerCase())).size, 0),
    values: listValues(db, siteId),
  };
}

const post = async (path: string, body?: unknown) => {
  const res = await fetch(`${sandbox.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
  expect(res.status).toBe(200);
  return res.json() as Promise<unknown>;
};

describe('search tables', () => {
  it('follow creates, updates, merges and deletes', async () => {
    // Labels exist before a contact is labelled with them (docs-rules.contract.test.ts).
    await makeLabels(sandbox, site, ['custom.idx']);
    const a = entity(
      (
        await client.contacts.createContact({
          emails: { items: [{ email: 'idx.a@example.test' }] },
          labelKeys: { items: ['custom.idx'] },
        })
      ).contact,
    );
    const b = entity(
      (await client.contacts.createContact({ emails: { items: [{ email: 'idx.b@example.test' }] } })).contact,
    );
    await client.contacts.updateContact(b._id, { emails: { items: [{ email: 'idx.b2@example.test' }] } }, 1);
    await client.contacts.mergeContacts(a._id, 1, { sourceContactIds: [b._id] });
    expect(indexCounts(sandbox.db, site.id)).toEqual(expectedCounts(sandbox.db, site.id));
    const byOldEmail = await client.contacts
      .queryContacts()
      .in('info.emails.email' as 'primaryInfo.email', ['idx.b@example.test'])
      .find();
    expect(byOldEmail.totalCount).toBe(0);
    const byMerged = await client.contacts
      .queryContacts()
      .in('info.emails.email' as 'primaryInfo.email', ['IDX.B2@example.test'])
      .find();
    expect(byMerged.items.map((c) => c._id)).toEqual([a._id]);
    await client.contacts.deleteContact(a._id);
    expect(indexCounts(sandbox.db, site.id)).toEqual(expectedCounts(sandbox.db, site.id));
  });

  it('follow a site reset and an import of an export', async () => {
    await client.contacts.createContact({ name: { first: 'Before reset' } });
    await post(`/_sandbox/sites/${site.id}/reset`);
    expect(indexCounts(sandbox.db, site.id)).toEqual(expectedCounts(sandbox.db, site.id));
    expect((await client.contacts.queryContacts().eq('info.name.first', 'Before reset').find()).totalCount).toBe(0);

    const snapshot = await (await fetch(`${sandbox.url}/_sandbox/sites/${site.id}/export`)).json();
    await client.contacts.createContact({ name: { first: 'Before import' } });
    await post('/_sandbox/import', snapshot);
    expect(indexCounts(sandbox.db, site.id)).toEqual(expectedCounts(sandbox.db, site.id));
    const all = await client.contacts.queryContacts().limit(1000).find();
    expect(all.totalCount).toBe(contactDocs(sandbox.db, site.id).length);
  });
});

describe('index routes and compiler fallbacks agree', () => {
  it('label filters at the top level, in $and and under $or give the same contacts', async () => {
    const docs = contactDocs(sandbox.db, site.id);
    const labelled = docs
      .filter((c) => c.info.labelKeys.items.includes('custom.vip'))
      .map((c) => c.id)
      .sort();
    expect(labelled.length).toBeGreaterThan(0);
    const typed = async (filter: Record<string, unknown>) =>
      must((await client.contacts.queryContacts({ filter, paging: { limit: 1000 } })).contacts)
        .map((c) => c._id!)
        .sort();
    expect(await typed({ 'info.labelKeys': { $hasSome: ['custom.vip'] } })).toEqual(labelled);
    expect(await typed({ $and: [{ 'info.labelKeys': { $hasAll: ['custom.vip'] } }] })).toEqual(labelled);
    expect(await typed({ $or: [{ 'info.labelKeys': { $hasSome: ['custom.vip'] } }, { id: 'no-such-id' }] })).toEqual(
      labelled,
    );
  });

  it('email equality (index) and email prefix (json_each) both match secondary emails', async () => {
    const c = entity(
      (
        await client.contacts.createContact({
          emails: { items: [{ email: 'fallback.main@example.test' }, { email: 'fallback.second@example.test' }] },
        })
      ).contact,
    );
    const eq = await client.contacts.queryContacts({
      filter: { 'info.emails.email': 'fallback.second@example.test' } as Record<string, unknown>,
    });
    expect(must(eq.contacts).map((x) => x._id)).toEqual([c._id]);
    const prefix = await client.contacts.queryContacts({
      filter: { 'info.emails.email': { $startsWith: 'fallback.sec' } } as Record<string, unknown>,
    });
    expect(must(prefix.contacts).map((x) => x._id)).toEqual([c._id]);
    const none = await client.contacts.queryContacts({
      filter: {
        $not: { 'info.emails.email': 'fallback.second@example.test' },
        'info.emails.email': { $exists: true },
      } as Record<string, unknown>,
      paging: { limit: 1000 },
    });
    expect(must(none.contacts).map((x) => x._id)).not.toContain(c._id);
  });
});

describe('array-field filters through contact_values', () => {
  let docs: ContactDoc[];
  const typed = async (
    filter: Record<string, unknown>,
    extra: { sort?: { fieldName: 'lastActivity.activityDate'; order: 'DESC' }[]; limit?: number; offset?: number } = {},
  ) => {
    const res = await client.contacts.queryContacts({
      filter,
      ...(extra.sort && { sort: extra.sort }),
      paging: { limit: extra.limit ?? 1000, offset: extra.offset ?? 0 },
    });
    return { ids: must(res.contacts).map((c) => c._id!), total: res.pagingMetadata?.total };
  };
  const sorted = (ids: string[]) => [...ids].sort();
  // The query's order: the sort field, then id, both descending (createdDate by default).
  const ordered = (cs: ContactDoc[], key: (c: ContactDoc) => string) =>
    [...cs].sort((a, b) => (key(a) === key(b) ? (a.id < b.id ? 1 : -1) : key(a) < key(b) ? 1 : -1)).map((c) => c.id);

  beforeAll(async () => {
    // 210 contacts with one label: more than the 200 ids that drive a query, so pages of 50
    // (membership test while walking the sort index) and of 1 (per-row probes) take the other routes.
    await makeLabels(sandbox, site, ['custom.many', 'custom.third']);
    for (let i = 0; i < 210; i++) {
      await client.contacts.createContact({
        name: { first: `Many${i}`, last: 'Vvalues' },
        labelKeys: { items: ['custom.many', ...(i % 3 === 0 ? ['custom.third'] : [])] },
        ...(i % 7 === 0 && {
          addresses: { items: [{ address: { city: i % 2 === 0 ? 'Évora' : 'ÉVORA', addressLine1: `${i} Rua Nova` } }] },
        }),
        ...(i % 5 === 0 && { phones: { items: [{ phone: `+351 21 000 ${String(i).padStart(4, '0')}` }] } }),
        ...(i % 11 === 0 && {
          emails: { items: [{ email: `Many${i}.Values@Example.test` }, { email: `many${i}.other@example.test` }] },
        }),
      });
    }
    docs = contactDocs(sandbox.db, site.id);
  });

  it('pages a big match set in every route with the exact total, by the default sort and by lastActivity', async () => {
    const many = docs.filter((c) => c.info.labelKeys.items.includes('custom.many'));
    expect(many).toHaveLength(210);
    const byCreated = ordered(many, (c) => c.createdDate);
    const byActivity = ordered(many, (c) => c.lastActivity.activityDate);
    const label = { 'info.labelKeys': { $hasSome: ['custom.many'] } };
    const activity = [{ fieldName: 'lastActivity.activityDate' as const, order: 'DESC' as const }];
    for (const limit of [1, 50, 1000]) {
      expect(await typed(label, { limit, offset: 3 })).toEqual({ ids: byCreated.slice(3, 3 + limit), total: 210 });
      expect(await typed(label, { limit, offset: 3, sort: activity })).toEqual({
        ids: byActivity.slice(3, 3 + limit),
        total: 210,
      });
    }
    // Two conditions: the smaller drives, the total is their intersection; with another filter too.
    const third = many.filter((c) => c.info.labelKeys.items.includes('custom.third'));
    expect(await typed({ 'info.labelKeys': { $hasAll: ['custom.many', 'custom.third'] } }, { limit: 5 })).toEqual({
      ids: ordered(third, (c) => c.createdDate).slice(0, 5),
      total: third.length,
    });
    const named = many.filter((c) => c.info.name.first?.startsWith('Many1'));
    expect(await typed({ ...label, 'info.name.first': { $startsWith: 'Many1' } }, { limit: 5 })).toEqual({
      ids: ordered(named, (c) => c.createdDate).slice(0, 5),
      total: named.length,
    });
  });

  it('match like the compiler: exact for addresses, phones and labels, prefixes ASCII case-insensitively, emails case-insensitively', async () => {
    const has = (pick: (c: ContactDoc) => string[], pred: (v: string) => boolean) =>
      sorted(docs.filter((c) => pick(c).some(pred)).map((c) => c.id));
    const cities = (c: ContactDoc) => c.info.addresses.items.map((a) => a.address.city ?? '');
    const phones = (c: ContactDoc) => c.info.phones.items.map((p) => p.phone);
    const emails = (c: ContactDoc) => c.info.emails.items.map((e) => e.email);
    const streets = (c: ContactDoc) => c.info.addresses.items.map((a) => a.address.addressLine ?? '');
    const phone = docs.flatMap(phones).find((p) => p.startsWith('+351'))!;
    const cases: [Record<string, unknown>, string[]][] = [
      [{ 'info.addresses.city': 'Évora' }, has(cities, (v) => v === 'Évora')],
      [{ 'info.addresses.city': { $in: ['ÉVORA', 'Nowhere'] } }, has(cities, (v) => v === 'ÉVORA')],
      [{ 'info.addresses.city': 'évora' }, []],
      [
        { 'info.addresses.street': { $startsWith: '14 RUA' } },
        has(streets, (v) => v.toLowerCase().startsWith('14 rua')),
      ],
      [{ 'info.phones.phone': phone }, has(phones, (v) => v === phone)],
      [{ 'info.phones.phone': { $in: [phone.slice(0, -1), 'no-such-phone'] } }, []],
      [
        { 'info.emails.email': 'many11.values@example.TEST' },
        has(emails, (v) => v.toLowerCase() === 'many11.values@example.test'),
      ],
      [{ 'info.emails.email': { $startsWith: 'MANY2' } }, has(emails, (v) => v.toLowerCase().startsWith('many2'))],
      [{ 'info.emails.email': { $startsWith: 'many_' } }, []],
    ];
    for (const [filter, expected] of cases) {
      const top = await typed(filter);
      expect({ filter, ids: sorted(top.ids), total: top.total }).toEqual({
        filter,
        ids: expected,
        total: expected.length,
      });
      // Under $or the compiler answers (json_each over `lists`); it must agree, emails aside
      // (their nested equality goes to contact_emails, case-insensitive as well).
      const nested = await typed({ $or: [filter, { id: 'no-such-id' }] });
      expect({ filter, ids: sorted(nested.ids) }).toEqual({ filter, ids: expected });
    }
    expect(cases.filter(([, e]) => e.length > 0)).toHaveLength(6);
  });

  it('leaves operands the compiler refuses to it: 400 as before', async () => {
    for (const filter of [
      { 'info.labelKeys': { $eq: 'custom.many' } },
      { 'info.phones.phone': { $hasSome: 'x' } },
      { 'info.labelKeys': { $startsWith: 'custom' } },
    ]) {
      const raw = await client.fetchWithAuth('https://www.wixapis.com/contacts/v4/contacts/query', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: { filter } }),
      });
      expect(raw.status).toBe(400);
    }
  });
});
