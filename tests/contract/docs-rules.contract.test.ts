// Where the sandbox was more lenient than the provider's reference, each rule through
// the official SDK, with the reference's sentence it enforces quoted above its test.
import type { contacts } from '@wix/crm';
import { describe, expect, it } from 'vitest';
import { must } from './contacts-helpers.ts';
import { docsRulesClient } from './docs-rules-client.ts';
import { useSandbox } from './harness.ts';
import { contactWithEmail } from './review-requests-helpers.ts';
import { firstProductId } from './reviews-helpers.ts';
import { sdkError } from './sdk-client.ts';

const { sandbox, site, client } = useSandbox({ client: docsRulesClient, reset: true });

const SUB = 'info.extendedFields.emailSubscriptions.subscriptionStatus';
const DELIVERY = 'info.extendedFields.emailSubscriptions.deliverabilityStatus';
const EFFECTIVE = 'info.extendedFields.emailSubscriptions.effectiveEmail';

// Query Facets, `filter`: "Only allowed fields: info.extendedFields.emailSubscriptions.effectiveEmail
// ($exists) info.extendedFields.emailSubscriptions.deliverabilityStatus ($eq, $ne, $in, $nin)
// info.extendedFields.emailSubscriptions.subscriptionStatus ($eq, $ne, $in)".
describe('Query Facets filters only by the email subscription fields', () => {
  const refused = async (filter: Record<string, unknown>) => {
    const e = await sdkError(client.contacts.queryFacets({ filter }));
    expect(e.status).toBe(400);
    return must(e.details.validationError).fieldViolations;
  };

  it('refuses any other field, the search box prefix filter included', async () => {
    const name = await refused({ 'info.name.first': { $startsWith: 'Ma' } });
    expect(name[0]).toMatchObject({ violatedRule: 'FIELD_NOT_ALLOWED' });
    expect(name[0]!.field).toContain('info.name.first');
    const nested = await refused({
      $and: [{ [SUB]: 'SUBSCRIBED' }, { $or: [{ 'info.labelKeys': { $hasSome: ['custom.vip'] } }] }],
    });
    expect(nested.map((v) => v.violatedRule)).toEqual(['FIELD_NOT_ALLOWED']);
    for (const field of ['primaryEmail.subscriptionStatus', 'info.extendedFields.members.membershipStatus'])
      expect((await refused({ [field]: { $eq: 'x' } }))[0]).toMatchObject({ violatedRule: 'FIELD_NOT_ALLOWED' });
  });

  it("refuses an operator the field's list does not name", async () => {
    expect((await refused({ [SUB]: { $nin: ['UNSUBSCRIBED'] } }))[0]!.description).toContain('$nin');
    expect((await refused({ [EFFECTIVE]: { $eq: 'a@b.c' } }))[0]!.description).toContain('$eq');
    expect((await refused({ [DELIVERY]: { $exists: true } }))[0]!.description).toContain('$exists');
  });

  it('counts with every allowed field and operator', async () => {
    const all = must((await client.contacts.queryFacets()).facets);
    const filter = {
      $and: [
        { [EFFECTIVE]: { $exists: true } },
        { [DELIVERY]: { $nin: ['BOUNCED'] } },
        { [DELIVERY]: { $in: ['VALID', 'INACTIVE'] } },
        { [SUB]: { $in: ['SUBSCRIBED', 'PENDING'] } },
        { [SUB]: { $ne: 'UNSUBSCRIBED' } },
        { [DELIVERY]: { $ne: 'SPAM_COMPLAINT' } },
      ],
    };
    const counted = must((await client.contacts.queryFacets({ filter })).facets);
    const total = (fs: contacts.ContactsFacet[]) => fs.find((f) => f.facetType === 'ALL_CONTACTS')?.count;
    expect(total(counted)).toBeGreaterThan(0);
    expect(total(counted)).toBeLessThan(must(total(all)));
    const subscribed = must((await client.contacts.queryFacets({ filter: { [SUB]: 'SUBSCRIBED' } })).facets);
    expect(subscribed.find((f) => f.facetKey === 'emailSubscriptions.unsubscribed')?.count).toBe(0);
  });
});

// Label Contact, `labelKeys`: "Label keys must exist to be added to the contact. Contact labels can be
// created or retrieved with Find or Create Label or List Labels." (the same sentence on a contact's
// `info.labelKeys` for Create and Update Contact). Unlabel already refused an unknown key.
describe('labelling needs labels that exist', () => {
  const someContact = async () =>
    must((await client.contacts.createContact({ name: { first: 'Label' }, emails: { items: [] } })).contact);
  const labelKeys = async () => must((await client.labels.queryLabels().limit(1000).find()).items).map((l) => l.key);

  it('refuses to label with an unknown key, creates no label and leaves the contact as it was', async () => {
    const c = await someContact();
    const refused = await sdkError(client.contacts.labelContact(must(c._id), ['custom.never-made']));
    expect(refused.status).toBe(404);
    expect(refused.details.applicationError?.code).toBe('LABEL_NOT_FOUND');
    expect(await labelKeys()).not.toContain('custom.never-made');
    const after = await client.contacts.getContact(must(c._id));
    expect(after.revision).toBe(c.revision);
    expect(after.info?.labelKeys?.items ?? []).toEqual([]);
    // The same as unlabelling with it.
    const unlabel = await sdkError(client.contacts.unlabelContact(must(c._id), ['custom.never-made']));
    expect(unlabel.details.applicationError?.code).toBe('LABEL_NOT_FOUND');
  });

  it('refuses an unknown key on create and update; a label found or created first is taken', async () => {
    const created = await sdkError(
      client.contacts.createContact({ name: { first: 'Label' }, labelKeys: { items: ['custom.never-made'] } }),
    );
    expect(created.details.applicationError?.code).toBe('LABEL_NOT_FOUND');
    const c = await someContact();
    const updated = await sdkError(
      client.contacts.updateContact(must(c._id), { labelKeys: { items: ['custom.never-made'] } }, must(c.revision)),
    );
    expect(updated.details.applicationError?.code).toBe('LABEL_NOT_FOUND');
    expect(await labelKeys()).not.toContain('custom.never-made');
    const label = must((await client.labels.findOrCreateLabel('Made first')).label);
    const labelled = must((await client.contacts.labelContact(must(c._id), [must(label.key)])).contact);
    expect(labelled.info?.labelKeys?.items).toEqual([label.key]);
  });
});

// Extended Fields, `dataType`: "`URL`: Accepts strings. Prepends `https://` if no protocol is included."
describe('URL extended fields', () => {
  it('prepend https:// to a value without a protocol, on create and update; a protocol is kept', async () => {
    const field = must((await client.extendedFields.findOrCreateExtendedField('Shop page', 'URL')).field);
    const key = must(field.key);
    const text = must((await client.extendedFields.findOrCreateExtendedField('Shop note', 'TEXT')).field).key!;
    const c = must(
      (
        await client.contacts.createContact({
          name: { first: 'Url' },
          extendedFields: { items: { [key]: 'example.com/shop', [text]: 'example.com/shop' } },
        })
      ).contact,
    );
    expect(c.info?.extendedFields?.items).toMatchObject({
      [key]: 'https://example.com/shop',
      [text]: 'example.com/shop',
    });
    const kept = must(
      (
        await client.contacts.updateContact(
          must(c._id),
          { extendedFields: { items: { [key]: 'http://shop.test/a' } } },
          1,
        )
      ).contact,
    );
    expect(kept.info?.extendedFields?.items?.[key]).toBe('http://shop.test/a');
    const again = must(
      (await client.contacts.updateContact(must(c._id), { extendedFields: { items: { [key]: 'www.shop.test' } } }, 2))
        .contact,
    );
    expect(again.info?.extendedFields?.items?.[key]).toBe('https://www.shop.test');
    expect((await client.contacts.getContact(must(c._id))).info?.extendedFields?.items?.[key]).toBe(
      'https://www.shop.test',
    );
  });
});

// Delete Review Request: "Only review requests with `status` set to `CANCELED` can be deleted." The
// reference names no custom error for it ("may return standard errors"): 428 FAILED_PRECONDITION.
describe('only canceled review requests are deleted', () => {
  it('refuses a scheduled, sent or failed one and keeps it; deletes it once canceled', async () => {
    const scheduled = must(
      (
        await client.reviewRequests.createReviewRequest({
          communicationChannel: 'EMAIL',
          namespace: 'stores',
          recipient: { contactId: contactWithEmail(sandbox.db, site.id, 'reachable').id },
          items: [{ catalogItemId: firstProductId(sandbox.db, site.id) }],
          sendDate: new Date(Date.now() + 3 * 86_400_000),
        })
      )._id,
    );
    const { items } = await client.reviewRequests.queryReviewRequests().limit(100).find();
    const byStatus = (s: string) => must(items.find((r) => r.status === s)?._id);
    for (const id of [scheduled, byStatus('SENT'), byStatus('FAILED')]) {
      const refused = await sdkError(client.reviewRequests.deleteReviewRequest(id));
      expect(refused.status).toBe(428);
      expect(refused.details.applicationError?.code).toBe('FAILED_PRECONDITION');
      expect((await client.reviewRequests.getReviewRequest(id))._id).toBe(id);
    }
    await client.reviewRequests.bulkCancelReviewRequestsByFilter({ filter: { id: scheduled } });
    await client.reviewRequests.deleteReviewRequest(scheduled);
    expect((await sdkError(client.reviewRequests.getReviewRequest(scheduled))).status).toBe(404);
    await client.reviewRequests.deleteReviewRequest(byStatus('CANCELED'));
  });
});

// Error codes: where the SDK's typings declare a method's application errors
// (`GetContactApplicationErrors`: `code?: 'CONTACT_NOT_FOUND'`, and the same for update, merge, preview
// merge, label, unlabel), an unknown contact is answered with that code. Delete Contact declares none
// for it: the standard NOT_FOUND.
describe('declared error codes', () => {
  const nobody = '0badc0de-0000-4000-8000-000000000000';
  it('answers CONTACT_NOT_FOUND wherever the SDK declares it', async () => {
    const someone = must(
      (await client.contacts.createContact({ name: { first: 'Known' }, emails: { items: [] } })).contact,
    );
    const known = must(someone._id);
    // Each call made when awaited: a rejection nobody awaits yet is an unhandled one.
    const calls: [string, () => Promise<unknown>][] = [
      ['getContact', () => client.contacts.getContact(nobody)],
      ['updateContact', () => client.contacts.updateContact(nobody, { name: { first: 'X' } }, 1)],
      ['mergeContacts target', () => client.contacts.mergeContacts(nobody, 1, { sourceContactIds: [known] })],
      ['mergeContacts source', () => client.contacts.mergeContacts(known, 1, { sourceContactIds: [nobody] })],
      ['previewMergeContacts', () => client.contacts.previewMergeContacts(nobody, { sourceContactIds: [known] })],
      ['labelContact', () => client.contacts.labelContact(nobody, ['contacts.customers'])],
      ['unlabelContact', () => client.contacts.unlabelContact(nobody, ['contacts.customers'])],
    ];
    for (const [name, call] of calls) {
      const e = await sdkError(call());
      expect({ name, status: e.status, code: e.details.applicationError?.code }).toEqual({
        name,
        status: 404,
        code: 'CONTACT_NOT_FOUND',
      });
    }
    const deleted = await sdkError(client.contacts.deleteContact(nobody));
    expect(deleted.details.applicationError?.code).toBe('NOT_FOUND');
  });
});

// List Files and List Deleted Files: the reference's examples sort with
// `sort.fieldName=updateDate&sort.order=DESC`; Search Files names `updatedDate`. Both are taken.
describe('media sort by updateDate, as the examples write it', () => {
  it('lists, lists the trash and searches sorted by updateDate like updatedDate', async () => {
    const names = (r: { files?: { _id?: string | null }[] }) => (r.files ?? []).map((f) => f._id);
    const by = (fieldName: string) => ({ sort: { fieldName, order: 'DESC' as const }, paging: { limit: 20 } });
    expect(names(await client.files.listFiles(by('updateDate')))).toEqual(
      names(await client.files.listFiles(by('updatedDate'))),
    );
    expect((await client.files.listFiles(by('updateDate'))).files?.length).toBeGreaterThan(1);
    expect(names(await client.files.listDeletedFiles(by('updateDate')))).toEqual(
      names(await client.files.listDeletedFiles(by('updatedDate'))),
    );
    expect(names(await client.files.searchFiles(by('updateDate')))).toEqual(
      names(await client.files.searchFiles(by('updatedDate'))),
    );
  });
});

// List Files, Search Files, List Deleted Files: "Field name and order to sort by. One of: `displayName`,
// `updatedDate`". A size or creation-date order is refused (the Media tool offers name and date only).
describe('media sort by displayName or updatedDate only', () => {
  it('refuses to list, search or list the trash by size or creation date', async () => {
    const by = (fieldName: string) => ({ sort: { fieldName, order: 'DESC' as const }, paging: { limit: 20 } });
    for (const field of ['sizeInBytes', 'createdDate']) {
      for (const call of [
        () => client.files.listFiles(by(field)),
        () => client.files.searchFiles(by(field)),
        () => client.files.listDeletedFiles(by(field)),
      ])
        expect((await sdkError(call())).status, field).toBe(400);
    }
    expect((await client.files.searchFiles(by('displayName'))).files?.length).toBeGreaterThan(1);
  });
});

// Query Contacts: the reference's example sends `"sort": {"fieldName": "info.name.last", "order": "ASC"}`
// (one object; the SDK sends a list of one, "Max: 1 sort object"). Both are taken, through the SDK's own
// authenticated fetch as the example is written.
describe('contacts query sort as one object', () => {
  const query = async (sort: unknown) => {
    const res = await client.fetchWithAuth('https://www.wixapis.com/contacts/v4/contacts/query', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: { sort, paging: { limit: 30 }, fieldsets: ['BASIC'] } }),
    });
    return { status: res.status, body: (await res.json()) as { contacts?: { id: string }[] } };
  };
  it('sorts by the object as by the list of one', async () => {
    const sort = { fieldName: 'info.name.last', order: 'ASC' };
    const asObject = await query(sort);
    expect(asObject.status).toBe(200);
    const asList = await query([sort]);
    expect(asObject.body.contacts?.map((c) => c.id)).toEqual(asList.body.contacts?.map((c) => c.id));
    const byCreated = await query({ fieldName: 'createdDate', order: 'ASC' });
    expect(byCreated.body.contacts?.map((c) => c.id)).not.toEqual(asList.body.contacts?.map((c) => c.id));
  });
});

// Extended Fields, `dataType`: "`TEXT`: Accepts strings. `NUMBER`: Accepts floats. `DATE`: Accepts dates
// formatted as `YYYY-MM-DD`. `URL`: Accepts strings." A value of another kind is refused with the code
// the SDK declares for Create and Update Contact, INVALID_EXTENDED_FIELD_VALUE.
describe('extended field values of the field data type', () => {
  it('refuses a value its field does not accept and writes nothing; takes one it does', async () => {
    const key = async (name: string, type: 'TEXT' | 'NUMBER' | 'DATE' | 'URL') =>
      must(must((await client.extendedFields.findOrCreateExtendedField(name, type)).field).key);
    const [num, date, text, url] = [
      await key('Visits', 'NUMBER'),
      await key('Joined on', 'DATE'),
      await key('Nickname', 'TEXT'),
      await key('Home page', 'URL'),
    ];
    for (const [k, value] of [
      [num, 'twelve'],
      [date, '12/05/2026'],
      [date, 20260512],
      [text, 7],
      [url, true],
    ] as const) {
      const e = await sdkError(
        client.contacts.createContact({ name: { first: 'Typed' }, extendedFields: { items: { [k]: value } } }),
      );
      expect({ k, value, status: e.status, code: e.details.applicationError?.code }).toEqual({
        k,
        value,
        status: 400,
        code: 'INVALID_EXTENDED_FIELD_VALUE',
      });
    }
    const c = must(
      (
        await client.contacts.createContact({
          name: { first: 'Typed' },
          extendedFields: { items: { [num]: 12.5, [date]: '2026-05-12', [text]: 'Bee' } },
        })
      ).contact,
    );
    expect(c.info?.extendedFields?.items).toMatchObject({ [num]: 12.5, [date]: '2026-05-12', [text]: 'Bee' });
    const update = await sdkError(
      client.contacts.updateContact(must(c._id), { extendedFields: { items: { [num]: 'many' } } }, 1),
    );
    expect(update.details.applicationError?.code).toBe('INVALID_EXTENDED_FIELD_VALUE');
    expect((await client.contacts.getContact(must(c._id))).revision).toBe(1);
  });
});
