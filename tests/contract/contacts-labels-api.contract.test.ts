// Labels v4 through the official SDK (`@wix/crm` labels): query with filter/sort/paging, list,
// find or create (display name → custom.<slug>), get, rename, delete (off every contact), and
// the provider's errors.
import type { labels } from '@wix/crm';
import { describe, expect, it } from 'vitest';
import {
  contactDocs,
  crmClient,
  entity,
  eventsFor,
  lastEventSeq,
  must,
  storedContact,
  uniqueEmail,
} from './contacts-helpers.ts';
import { useSandbox } from './harness.ts';
import { sdkError, violationsOf, type SdkError } from './sdk-client.ts';

const { sandbox, site, client } = useSandbox({ client: crmClient, reset: true });

/** A query the SDK's types would refuse: the sandbox must refuse it too. */
const badQuery = (q: Record<string, unknown>) => client.labels.queryLabels(q as unknown as labels.ContactLabelQuery);

const siteLabelKeys = (): string[] => {
  const custom = (
    sandbox.db.prepare('SELECT key FROM contact_labels WHERE site_id = ?').all(site.id) as { key: string }[]
  ).map((r) => r.key);
  return [...custom, 'contacts.customers', 'contacts.contacted-me'];
};

describe('findOrCreateLabel', () => {
  it('creates a custom label keyed by its display name, then finds it again', async () => {
    const seq = lastEventSeq(sandbox.db);
    const created = await client.labels.findOrCreateLabel('Spring Fair 2026');
    expect(created.newLabel).toBe(true);
    expect(created.label).toMatchObject({
      namespace: 'custom',
      namespaceDisplayName: 'Labels',
      key: 'custom.spring-fair-2026',
      displayName: 'Spring Fair 2026',
      labelType: 'USER_DEFINED',
    });
    expect(created.label?._createdDate).toBeInstanceOf(Date);

    const again = await client.labels.findOrCreateLabel('Spring Fair 2026');
    expect(again.newLabel).toBe(false);
    expect(again.label?.key).toBe('custom.spring-fair-2026');
    // Another display name with the same slug gets its own key.
    const twin = await client.labels.findOrCreateLabel('spring fair – 2026!');
    expect(twin.label?.key).toBe('custom.spring-fair-2026-2');
    // A system label's display name finds the system label.
    const system = await client.labels.findOrCreateLabel('Customers');
    expect(system).toMatchObject({ newLabel: false, label: { key: 'contacts.customers', labelType: 'SYSTEM' } });

    const events = eventsFor(sandbox.db, site.id, { fqdn: 'wix.contacts.v4.label' }, seq);
    expect(events.map((e) => [e.slug, e.entityId])).toEqual([
      ['created', 'custom.spring-fair-2026'],
      ['created', 'custom.spring-fair-2026-2'],
    ]);

    // The new key labels contacts right away.
    const contact = entity(
      (
        await client.contacts.createContact({
          name: { first: 'Fair' },
          emails: { items: [{ email: uniqueEmail('fair') }] },
        })
      ).contact,
    );
    const labelled = entity((await client.contacts.labelContact(contact._id, ['custom.spring-fair-2026'])).contact);
    expect(labelled.info?.labelKeys?.items).toEqual(['custom.spring-fair-2026']);
  });

  it('refuses an empty or too long display name with a validation error', async () => {
    const empty = await sdkError(client.labels.findOrCreateLabel(''));
    expect(empty.status).toBe(400);
    expect(empty.details.validationError?.fieldViolations[0]).toMatchObject({
      field: 'displayName',
      violatedRule: 'MIN_LENGTH',
    });
    const long = await sdkError(client.labels.findOrCreateLabel('x'.repeat(181)));
    expect(long.details.validationError?.fieldViolations[0]).toMatchObject({
      field: 'displayName',
      violatedRule: 'MAX_LENGTH',
    });
  });
});

describe('queryLabels', () => {
  it('returns the site labels and the system ones, with paging metadata', async () => {
    const all = await client.labels.queryLabels().find();
    expect(all.items.map((l) => l.key).sort()).toEqual(siteLabelKeys().sort());
    expect(all.totalCount).toBe(siteLabelKeys().length);
    // Own labels first, system labels last.
    expect(all.items.slice(-2).map((l) => l.labelType)).toEqual(['SYSTEM', 'SYSTEM']);
    const system = all.items.find((l) => l.key === 'contacts.customers');
    expect(system).toEqual({
      namespace: 'contacts',
      namespaceDisplayName: 'Labels',
      key: 'contacts.customers',
      displayName: 'Customers',
      labelType: 'SYSTEM',
    });
  });

  it('filters by key, display name prefix, namespace and type, sorts and pages', async () => {
    await client.labels.findOrCreateLabel('Zeta Club');
    await client.labels.findOrCreateLabel('Zebra Fans');
    const byPrefix = await client.labels.queryLabels().startsWith('displayName', 'Ze').ascending('displayName').find();
    expect(byPrefix.items.map((l) => l.displayName)).toEqual(['Zebra Fans', 'Zeta Club']);
    const desc = await client.labels.queryLabels().startsWith('displayName', 'Ze').descending('displayName').find();
    expect(desc.items.map((l) => l.displayName)).toEqual(['Zeta Club', 'Zebra Fans']);

    const byKeys = await client.labels.queryLabels().in('key', ['custom.zeta-club', 'contacts.contacted-me']).find();
    expect(byKeys.items.map((l) => l.key).sort()).toEqual(['contacts.contacted-me', 'custom.zeta-club']);
    const systemOnly = await client.labels.queryLabels().eq('labelType', 'SYSTEM').find();
    expect(systemOnly.items.map((l) => l.key)).toEqual(['contacts.contacted-me', 'contacts.customers']);
    const custom = await client.labels.queryLabels().eq('namespace', 'custom').find();
    expect(custom.items.every((l) => l.namespace === 'custom')).toBe(true);
    expect(custom.totalCount).toBe(siteLabelKeys().length - 2);

    // Dates by the SDK's names (_createdDate), sent as the REST createdDate.
    const since = must((await client.labels.getLabel('custom.zeta-club'))._createdDate);
    const recent = await client.labels.queryLabels().ge('_createdDate', since).descending('_createdDate').find();
    expect(recent.items.map((l) => l.key).sort()).toEqual(['custom.zebra-fans', 'custom.zeta-club']);
    const times = recent.items.map((l) => must(l._createdDate).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const page1 = await client.labels.queryLabels().ascending('displayName').limit(2).find();
    expect(page1.items).toHaveLength(2);
    expect(page1.hasNext()).toBe(true);
    const page2 = await page1.next();
    expect(page2.items[0]?.key).not.toBe(page1.items[0]?.key);
  });

  // The SDK's typings declare Query Labels' errors: UNSUPPORTED_FILTER_FIELD, UNSUPPORTED_FILTER_OPERATOR,
  // UNSUPPORTED_FILTER_VALUE, MALFORMED_FILTER, INVALID_SORT (no code for the limit: a validation error).
  it('answers 400 for a field or operator it does not filter by, a bad sort and a limit over 2000', async () => {
    const code = (e: SdkError) => [e.status, e.details.applicationError?.code];
    const badField = await sdkError(badQuery({ filter: { color: 'red' } }));
    expect(code(badField)).toEqual([400, 'UNSUPPORTED_FILTER_FIELD']);
    expect(violationsOf(badField)[0]?.description).toContain('color');
    const badOp = await sdkError(badQuery({ filter: { key: { $startsWith: 'custom.' } } }));
    expect(code(badOp)).toEqual([400, 'UNSUPPORTED_FILTER_OPERATOR']);
    expect(violationsOf(badOp)[0]?.description).toContain('$startsWith');
    const badType = await sdkError(badQuery({ filter: { labelType: 'OTHER' } }));
    expect(code(badType)).toEqual([400, 'UNSUPPORTED_FILTER_VALUE']);
    expect(violationsOf(badType)[0]?.violatedRule).toBe('INVALID_ENUM_VALUE');
    const malformed = await sdkError(badQuery({ filter: { $or: { key: 'custom.x' } } }));
    expect(code(malformed)).toEqual([400, 'MALFORMED_FILTER']);
    const badSort = await sdkError(badQuery({ sort: [{ fieldName: 'key', order: 'ASC' }] }));
    expect(code(badSort)).toEqual([400, 'INVALID_SORT']);
    expect(violationsOf(badSort)[0]?.description).toContain('sorting by key');
    const tooMany = await sdkError(client.labels.queryLabels({ paging: { limit: 2001 } }));
    expect(tooMany.details.validationError?.fieldViolations[0]).toMatchObject({ violatedRule: 'MAX' });
  });

  it('lists labels by type and display name prefix (List Labels)', async () => {
    await client.labels.findOrCreateLabel('Wholesale Partners');
    const mine = await client.labels.listLabels({ labelType: 'USER_DEFINED' });
    expect(must(mine.labels).every((l) => l.labelType === 'USER_DEFINED')).toBe(true);
    const prefixed = await client.labels.listLabels({ startsWith: 'Wholesale P' });
    expect(must(prefixed.labels).map((l) => l.key)).toEqual(['custom.wholesale-partners']);
  });
});

describe('getLabel, renameLabel, deleteLabel', () => {
  it('gets a label by key, 404 for an unknown one', async () => {
    expect(await client.labels.getLabel('contacts.contacted-me')).toMatchObject({
      displayName: 'Contacted Me',
      labelType: 'SYSTEM',
    });
    const { label } = await client.labels.findOrCreateLabel('Get Me');
    expect(await client.labels.getLabel(must(label?.key))).toMatchObject({
      key: 'custom.get-me',
      displayName: 'Get Me',
    });
    const missing = await sdkError(client.labels.getLabel('custom.never-made'));
    expect(missing.status).toBe(404);
    expect(missing.details.applicationError?.code).toBe('NOT_FOUND');
  });

  it('renames a custom label (key kept), refuses system labels', async () => {
    await client.labels.findOrCreateLabel('Old Name');
    const renamed = await client.labels.renameLabel('custom.old-name', { displayName: 'New Name' });
    expect(renamed).toMatchObject({ key: 'custom.old-name', displayName: 'New Name' });
    expect((await client.labels.getLabel('custom.old-name')).displayName).toBe('New Name');
    const system = await sdkError(client.labels.renameLabel('contacts.customers', { displayName: 'Clients' }));
    expect(system.status).toBe(428);
    expect(system.details.applicationError?.code).toBe('FAILED_PRECONDITION');
    expect((await sdkError(client.labels.renameLabel('custom.never-made', { displayName: 'X' }))).status).toBe(404);
  });

  it('deletes a label and takes it off every contact that carried it', async () => {
    const carriers = contactDocs(sandbox.db, site.id).filter((c) => c.info.labelKeys.items.includes('custom.vip'));
    expect(carriers.length).toBeGreaterThan(0);
    const seq = lastEventSeq(sandbox.db);
    await client.labels.deleteLabel('custom.vip');

    for (const c of carriers) {
      const now = storedContact(sandbox.db, site.id, c.id)!;
      expect(now.info.labelKeys.items).not.toContain('custom.vip');
      expect(now.revision).toBe(c.revision + 1);
    }
    const found = await client.contacts.queryContacts().hasSome('info.labelKeys', ['custom.vip']).find();
    expect(found.totalCount).toBe(0);
    expect((await sdkError(client.labels.getLabel('custom.vip'))).status).toBe(404);
    const events = eventsFor(sandbox.db, site.id, {}, seq);
    expect(events.filter((e) => e.entityFqdn === 'wix.contacts.v4.contact' && e.slug === 'updated')).toHaveLength(
      carriers.length,
    );
    expect(events.filter((e) => e.entityFqdn === 'wix.contacts.v4.label').map((e) => [e.slug, e.entityId])).toEqual([
      ['deleted', 'custom.vip'],
    ]);

    // Gone: a second delete is a 404; system labels can't be deleted.
    expect((await sdkError(client.labels.deleteLabel('custom.vip'))).status).toBe(404);
    const system = await sdkError(client.labels.deleteLabel('contacts.contacted-me'));
    expect(system.status).toBe(428);
  });
});
