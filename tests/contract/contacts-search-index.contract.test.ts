// The contacts query side lives in trigger-kept tables (contact_search, contact_emails,
// contact_label_links): they must follow every write path (API, reset, import) and the
// compiler's fallbacks must agree with the index routes.
import { describe, expect, it } from 'vitest';
import type { Db } from '../../sandbox/db/open.ts';
import { contactDocs, contactsClient, entity, must } from './contacts-helpers.ts';
import { useSandbox } from './harness.ts';

const { sandbox, site, client } = useSandbox({ client: contactsClient });

function indexCounts(db: Db, siteId: string) {
  const n = (sql: string) => (db.prepare(sql).get(siteId) as { n: number }).n;
  return {
    contacts: n('SELECT COUNT(*) AS n FROM contacts WHERE site_id = ?'),
    search: n('SELECT COUNT(*) AS n FROM contact_search WHERE site = ?'),
    emails: n('SELECT COUNT(*) AS n FROM contact_emails WHERE site = ?'),
    labels: n('SELECT COUNT(*) AS n FROM contact_label_links WHERE site = ?'),
  };
}

function expectedCounts(db: Db, siteId: string) {
  const docs = contactDocs(db, siteId);
  return {
    contacts: docs.length,
    search: docs.length,
    emails: docs.reduce((s, c) => s + new Set(c.info.emails.items.map((e) => e.email.toLowerCase())).size, 0),
    labels: docs.reduce((s, c) => s + new Set(c.info.labelKeys.items).size, 0),
  };
}

const post = async (path: string, body?: unknown) => {
  const res = await fetch(`${sandbox.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}) });
  expect(res.status).toBe(200);
  return res.json() as Promise<unknown>;
};

describe('search tables', () => {
  it('follow creates, updates, merges and deletes', async () => {
    const a = entity((await client.contacts.createContact({ emails: { items: [{ email: 'idx.a@example.test' }] }, labelKeys: { items: ['custom.idx'] } })).contact);
    const b = entity((await client.contacts.createContact({ emails: { items: [{ email: 'idx.b@example.test' }] } })).contact);
    await client.contacts.updateContact(b._id, { emails: { items: [{ email: 'idx.b2@example.test' }] } }, 1);
    await client.contacts.mergeContacts(a._id, 1, { sourceContactIds: [b._id] });
    expect(indexCounts(sandbox.db, site.id)).toEqual(expectedCounts(sandbox.db, site.id));
    const byOldEmail = await client.contacts.queryContacts().hasSome('info.emails.email', ['idx.b@example.test']).find();
    expect(byOldEmail.totalCount).toBe(0);
    const byMerged = await client.contacts.queryContacts().hasSome('info.emails.email', ['IDX.B2@example.test']).find();
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
    const labelled = docs.filter((c) => c.info.labelKeys.items.includes('custom.vip')).map((c) => c.id).sort();
    expect(labelled.length).toBeGreaterThan(0);
    const typed = async (filter: Record<string, unknown>) =>
      must((await client.contacts.queryContacts({ filter, paging: { limit: 1000 } })).contacts).map((c) => c._id!).sort();
    expect(await typed({ 'info.labelKeys': { $hasSome: ['custom.vip'] } })).toEqual(labelled);
    expect(await typed({ $and: [{ 'info.labelKeys': { $hasAll: ['custom.vip'] } }] })).toEqual(labelled);
    expect(await typed({ $or: [{ 'info.labelKeys': { $hasSome: ['custom.vip'] } }, { id: 'no-such-id' }] })).toEqual(labelled);
  });

  it('email equality (index) and email prefix (json_each) both match secondary emails', async () => {
    const c = entity((await client.contacts.createContact({ emails: { items: [{ email: 'fallback.main@example.test' }, { email: 'fallback.second@example.test' }] } })).contact);
    const eq = await client.contacts.queryContacts({ filter: { 'info.emails.email': 'fallback.second@example.test' } as Record<string, unknown> });
    expect(must(eq.contacts).map((x) => x._id)).toEqual([c._id]);
    const prefix = await client.contacts.queryContacts({ filter: { 'info.emails.email': { $startsWith: 'fallback.sec' } } as Record<string, unknown> });
    expect(must(prefix.contacts).map((x) => x._id)).toEqual([c._id]);
    const none = await client.contacts.queryContacts({ filter: { $not: { 'info.emails.email': 'fallback.second@example.test' }, 'info.emails.email': { $exists: true } } as Record<string, unknown>, paging: { limit: 1000 } });
    expect(must(none.contacts).map((x) => x._id)).not.toContain(c._id);
  });
});
