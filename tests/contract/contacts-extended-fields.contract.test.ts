// Extended Fields v4 through the official SDK (`@wix/crm` extendedFields): the SYSTEM fields the
// provider documents, find or create (display name + data type → custom.<slug>), query, list,
// get, rename, delete (the value goes from every contact), and the provider's errors.
import type { contacts, extendedFields } from '@wix/crm';
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
import { sdkError, violationsOf } from './sdk-client.ts';

const { sandbox, site, client } = useSandbox({ client: crmClient, reset: true });

const badQuery = (q: Record<string, unknown>) =>
  client.extendedFields.queryExtendedFields(q as unknown as extendedFields.ExtendedFieldQuery);

/** Extended-field filters are outside the SDK's typed query spec; the typed query sends them as written. */
const contactsWhere = async (filter: Record<string, unknown>) =>
  must((await client.contacts.queryContacts({ filter } as unknown as contacts.ContactQuery)).contacts);

const SYSTEM_KEYS = [
  'contacts.displayByFirstName',
  'contacts.displayByLastName',
  'invoices.vatId',
  'members.membershipStatus',
  'members.mobile',
  'ecom.numOfPurchases',
  'ecom.totalSpentAmount',
  'ecom.totalSpentCurrency',
  'ecom.lastPurchaseDate',
  'emailSubscriptions.subscriptionStatus',
  'emailSubscriptions.deliverabilityStatus',
  'emailSubscriptions.effectiveEmail',
];

describe('queryExtendedFields', () => {
  it('lists the seeded custom fields (one per data type) newest first, then the documented system fields', async () => {
    const all = await client.extendedFields.queryExtendedFields().find();
    const custom = all.items.filter((f) => f.fieldType === 'USER_DEFINED');
    expect(new Set(custom.map((f) => f.dataType))).toEqual(new Set(['TEXT', 'NUMBER', 'DATE', 'URL']));
    expect(custom.every((f) => f.namespace === 'custom' && f.key?.startsWith('custom.'))).toBe(true);
    const created = custom.map((f) => must(f._createdDate).getTime());
    expect(created).toEqual([...created].sort((a, b) => b - a));
    expect(
      all.items
        .filter((f) => f.fieldType === 'SYSTEM')
        .map((f) => f.key)
        .sort(),
    ).toEqual([...SYSTEM_KEYS].sort());
    expect(all.items.slice(-SYSTEM_KEYS.length).every((f) => f.fieldType === 'SYSTEM')).toBe(true);
    const vat = all.items.find((f) => f.key === 'invoices.vatId');
    expect(vat).toEqual({
      namespace: 'invoices',
      key: 'invoices.vatId',
      displayName: 'VAT ID',
      dataType: 'TEXT',
      fieldType: 'SYSTEM',
      description: 'Vat ID for Wix Invoices',
    });
    expect(all.totalCount).toBe(custom.length + SYSTEM_KEYS.length);
  });

  it('filters by namespace, type, data type, key and display name prefix; sorts and pages', async () => {
    const subs = await client.extendedFields.queryExtendedFields().eq('namespace', 'emailSubscriptions').find();
    expect(subs.items.map((f) => f.key).sort()).toEqual([
      'emailSubscriptions.deliverabilityStatus',
      'emailSubscriptions.effectiveEmail',
      'emailSubscriptions.subscriptionStatus',
    ]);
    const numbers = await client.extendedFields
      .queryExtendedFields()
      .eq('dataType', 'NUMBER')
      .eq('fieldType', 'SYSTEM')
      .find();
    expect(numbers.items.map((f) => f.key).sort()).toEqual(['ecom.numOfPurchases', 'ecom.totalSpentAmount']);
    const byKey = await client.extendedFields
      .queryExtendedFields()
      .in('key', ['invoices.vatId', 'members.mobile'])
      .find();
    expect(byKey.totalCount).toBe(2);
    const prefixed = await client.extendedFields
      .queryExtendedFields()
      .startsWith('displayName', 'Effective')
      .ascending('displayName')
      .find();
    expect(prefixed.items.map((f) => f.displayName)).toEqual([
      'Effective Deliverability Status',
      'Effective Email',
      'Effective Subscription Status',
    ]);
    const page1 = await client.extendedFields.queryExtendedFields().limit(5).find();
    const page2 = await page1.next();
    expect(page1.items).toHaveLength(5);
    expect(page2.items.map((f) => f.key)).not.toContain(page1.items[0]?.key);
  });

  // The SDK's typings declare Query Extended Fields' errors: UNSUPPORTED_FILTER_FIELD,
  // UNSUPPORTED_FILTER_OPERATOR, UNSUPPORTED_FILTER_VALUE, MALFORMED_FILTER, INVALID_SORT.
  it('answers 400 for unknown fields, unsupported operators, two sorts and bad enum values', async () => {
    const field = await sdkError(badQuery({ filter: { color: 'red' } }));
    expect([field.status, field.details.applicationError?.code]).toEqual([400, 'UNSUPPORTED_FILTER_FIELD']);
    expect(violationsOf(field)[0]?.violatedRule).toBe('FIELD_NOT_ALLOWED');
    const op = await sdkError(badQuery({ filter: { fieldType: { $ne: 'SYSTEM' } } }));
    expect(op.details.applicationError?.code).toBe('UNSUPPORTED_FILTER_OPERATOR');
    expect(violationsOf(op)[0]?.description).toContain('$ne');
    const type = await sdkError(badQuery({ filter: { dataType: 'BOOLEAN' } }));
    expect(type.details.applicationError?.code).toBe('UNSUPPORTED_FILTER_VALUE');
    expect(violationsOf(type)[0]?.violatedRule).toBe('INVALID_ENUM_VALUE');
    const sort = await sdkError(badQuery({ sort: [{ fieldName: 'dataType' }] }));
    expect(sort.details.applicationError?.code).toBe('INVALID_SORT');
    const sorts = await sdkError(badQuery({ sort: [{ fieldName: 'displayName' }, { fieldName: 'createdDate' }] }));
    expect(sorts.details.validationError?.fieldViolations[0]).toMatchObject({
      field: 'query.sort',
      violatedRule: 'MAX_SIZE',
    });
  });
});

describe('findOrCreateExtendedField', () => {
  it('creates a custom field of each data type, keyed by its display name, and finds it again', async () => {
    const seq = lastEventSeq(sandbox.db);
    const made = await client.extendedFields.findOrCreateExtendedField('Loyalty Tier', 'TEXT');
    expect(made.newField).toBe(true);
    expect(made.field).toMatchObject({
      namespace: 'custom',
      key: 'custom.loyalty-tier',
      displayName: 'Loyalty Tier',
      dataType: 'TEXT',
      fieldType: 'USER_DEFINED',
    });
    expect(made.field?._createdDate).toBeInstanceOf(Date);
    const again = await client.extendedFields.findOrCreateExtendedField('Loyalty Tier', 'NUMBER');
    expect(again).toMatchObject({ newField: false, field: { key: 'custom.loyalty-tier', dataType: 'TEXT' } });
    for (const [name, type] of [
      ['Visits', 'NUMBER'],
      ['First Visit', 'DATE'],
      ['Portfolio', 'URL'],
    ] as const) {
      expect((await client.extendedFields.findOrCreateExtendedField(name, type)).field).toMatchObject({
        displayName: name,
        dataType: type,
      });
    }
    expect(eventsFor(sandbox.db, site.id, { fqdn: 'wix.contacts.v4.extended_field' }, seq).map((e) => e.slug)).toEqual([
      'created',
      'created',
      'created',
      'created',
    ]);

    // Contacts take values under the new key and can be queried by them.
    const contact = entity(
      (
        await client.contacts.createContact({
          name: { first: 'Tiered' },
          emails: { items: [{ email: uniqueEmail('tier') }] },
          extendedFields: { items: { 'custom.loyalty-tier': 'Gold', 'custom.visits': 12 } },
        })
      ).contact,
    );
    const byTier = await contactsWhere({ 'info.extendedFields.custom.loyalty-tier': 'Gold' });
    expect(byTier.map((c) => c._id)).toEqual([contact._id]);
    const byVisits = await contactsWhere({ 'info.extendedFields.custom.visits': { $gt: 10 } });
    expect(byVisits.map((c) => c._id)).toContain(contact._id);
  });

  it('refuses an empty display name and an unknown data type', async () => {
    const empty = await sdkError(client.extendedFields.findOrCreateExtendedField('', 'TEXT'));
    expect(empty.status).toBe(400);
    expect(empty.details.validationError?.fieldViolations[0]).toMatchObject({
      field: 'displayName',
      violatedRule: 'MIN_LENGTH',
    });
    const type = await sdkError(client.extendedFields.findOrCreateExtendedField('Odd', 'BOOLEAN' as 'TEXT'));
    expect(type.details.validationError?.fieldViolations[0]).toMatchObject({
      field: 'dataType',
      violatedRule: 'INVALID_ENUM_VALUE',
    });
  });
});

describe('getExtendedField, renameExtendedField, deleteExtendedField', () => {
  it('gets system and custom fields by key, 404 for an unknown one', async () => {
    expect(await client.extendedFields.getExtendedField('emailSubscriptions.effectiveEmail')).toMatchObject({
      fieldType: 'SYSTEM',
      dataType: 'TEXT',
    });
    const { field } = await client.extendedFields.findOrCreateExtendedField('Shoe Size', 'NUMBER');
    expect(await client.extendedFields.getExtendedField(must(field?.key))).toMatchObject({
      key: 'custom.shoe-size',
      dataType: 'NUMBER',
    });
    const missing = await sdkError(client.extendedFields.getExtendedField('custom.never-made'));
    expect(missing.status).toBe(404);
    expect(missing.details.applicationError?.code).toBe('NOT_FOUND');
  });

  it('renames a custom field, refuses system fields', async () => {
    await client.extendedFields.findOrCreateExtendedField('Old Field', 'TEXT');
    expect(
      await client.extendedFields.renameExtendedField('custom.old-field', { displayName: 'New Field' }),
    ).toMatchObject({ key: 'custom.old-field', displayName: 'New Field' });
    const system = await sdkError(
      client.extendedFields.renameExtendedField('invoices.vatId', { displayName: 'Tax ID' }),
    );
    expect(system.status).toBe(428);
  });

  it('deletes a custom field and its value on every contact', async () => {
    const holders = contactDocs(sandbox.db, site.id).filter((c) =>
      Object.keys(c.info.extendedFields.items).some((k) => k.startsWith('custom.')),
    );
    expect(holders.length).toBeGreaterThan(0);
    const key = Object.keys(holders[0]!.info.extendedFields.items).find((k) => k.startsWith('custom.'))!;
    const withKey = holders.filter((c) => key in c.info.extendedFields.items);
    const seq = lastEventSeq(sandbox.db);
    await client.extendedFields.deleteExtendedField(key);
    for (const c of withKey) {
      const now = storedContact(sandbox.db, site.id, c.id)!;
      expect(now.info.extendedFields.items).not.toHaveProperty([key]);
      expect(now.revision).toBe(c.revision + 1);
    }
    expect((await sdkError(client.extendedFields.getExtendedField(key))).status).toBe(404);
    const events = eventsFor(sandbox.db, site.id, {}, seq);
    expect(events.filter((e) => e.slug === 'updated' && e.entityFqdn === 'wix.contacts.v4.contact')).toHaveLength(
      withKey.length,
    );
    expect(
      events.filter((e) => e.entityFqdn === 'wix.contacts.v4.extended_field').map((e) => [e.slug, e.entityId]),
    ).toEqual([['deleted', key]]);
    expect(
      (await sdkError(client.extendedFields.deleteExtendedField('emailSubscriptions.subscriptionStatus'))).status,
    ).toBe(428);
    expect((await sdkError(client.extendedFields.deleteExtendedField(key))).status).toBe(404);
  });
});

describe('extended field values on contacts', () => {
  it('serves the Wix-managed values with the stored ones and ignores them when sent back', async () => {
    const email = uniqueEmail('sys');
    const made = entity(
      (
        await client.contacts.createContact({
          name: { first: 'Ada', last: 'Sys' },
          emails: { items: [{ email }] },
          extendedFields: {
            items: {
              'invoices.vatId': 'GB123456789',
              'emailSubscriptions.subscriptionStatus': 'SUBSCRIBED',
              'custom.any': 'x',
            },
          },
        })
      ).contact,
    );
    expect(made.info?.extendedFields?.items).toEqual({
      'invoices.vatId': 'GB123456789',
      'custom.any': 'x',
      'contacts.displayByFirstName': 'Ada Sys',
      'contacts.displayByLastName': 'Sys Ada',
      'emailSubscriptions.subscriptionStatus': 'NOT_SET',
      'emailSubscriptions.deliverabilityStatus': 'NOT_SET',
      'emailSubscriptions.effectiveEmail': email,
    });
    // Stored: only what a client may set.
    expect(storedContact(sandbox.db, site.id, made._id)!.info.extendedFields.items).toEqual({
      'invoices.vatId': 'GB123456789',
      'custom.any': 'x',
    });

    // The whole served contact sent back changes nothing Wix manages.
    const updated = entity(
      (await client.contacts.updateContact(made._id, { ...made.info, name: { first: 'Ada', last: 'Lovelace' } }, 1))
        .contact,
    );
    expect(updated.info?.extendedFields?.items).toMatchObject({
      'contacts.displayByLastName': 'Lovelace Ada',
      'emailSubscriptions.subscriptionStatus': 'NOT_SET',
    });
    expect(storedContact(sandbox.db, site.id, made._id)!.info.extendedFields.items).toEqual({
      'invoices.vatId': 'GB123456789',
      'custom.any': 'x',
    });

    // A member's contact carries its membership status; queries by it find it.
    const member = contactDocs(sandbox.db, site.id).find((c) => c.memberInfo?.status === 'ACTIVE')!;
    expect((await client.contacts.getContact(member.id)).info?.extendedFields?.items).toMatchObject({
      'members.membershipStatus': 'APPROVED',
    });
    const approved = await contactsWhere({ 'info.extendedFields.members.membershipStatus': 'APPROVED' });
    expect(approved.map((c) => c._id)).toContain(member.id);
    // Sort-and-filter guide: `invoices.vatId` is listed with no supported filters.
    const byVat = await sdkError(contactsWhere({ 'info.extendedFields.invoices.vatId': 'GB123456789' }));
    expect([byVat.status, byVat.details.applicationError?.code]).toEqual([400, 'UNSUPPORTED_FILTER_FIELD_UNKNOWN']);
  });
});
