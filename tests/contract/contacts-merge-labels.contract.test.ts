// Contacts v4 through the official SDK: merge, label/unlabel (labels created on first use), get
// with fieldsets and fields, and the events these record.
import { describe, expect, it } from 'vitest';
import {
  contactDocs,
  contactsClient,
  entity,
  eventsFor,
  lastEventSeq,
  makeLabels,
  storedContact,
  uniqueEmail,
} from './contacts-helpers.ts';
import { useSandbox } from './harness.ts';
import { sdkError } from './sdk-client.ts';

const { sandbox, site, client } = useSandbox({ client: contactsClient });

type Info = Parameters<ReturnType<typeof contactsClient>['contacts']['createContact']>[0];
const create = async (info: Info) =>
  entity((await client.contacts.createContact(info, { allowDuplicates: true })).contact);

describe('mergeContacts', () => {
  it('merges emails, phones, addresses and labels into the target, deletes the sources and records the events', async () => {
    // Labels exist before a contact is labelled with them (docs-rules.contract.test.ts).
    await makeLabels(sandbox, site, ['custom.merge-a', 'custom.merge-b']);
    const shared = uniqueEmail('shared');
    const target = await create({
      name: { first: 'Tara' },
      emails: { items: [{ email: shared }] },
      labelKeys: { items: ['contacts.customers'] },
    });
    const s1 = await create({
      name: { first: 'Ignored', last: 'Filled' },
      company: 'Source Co',
      emails: { items: [{ email: shared.toUpperCase() }, { email: uniqueEmail('s1') }] },
      phones: { items: [{ phone: '+442071234567' }] },
      addresses: { items: [{ address: { city: 'Leeds', country: 'GB' } }] },
      labelKeys: { items: ['custom.merge-a'] },
    });
    const s2 = await create({
      phones: { items: [{ phone: '+442071234567' }, { phone: '+33612345678' }] },
      labelKeys: { items: ['custom.merge-a', 'custom.merge-b'] },
    });
    const seq = lastEventSeq(sandbox.db);

    const merged = entity(
      (await client.contacts.mergeContacts(target._id, 1, { sourceContactIds: [s1._id, s2._id] })).contact,
    );
    expect(merged._id).toBe(target._id);
    expect(merged.revision).toBe(2);
    expect(merged.info?.name).toEqual({ first: 'Tara', last: 'Filled' });
    expect(merged.info?.company).toBe('Source Co');
    expect(merged.info?.emails?.items?.map((e) => [e.email, e.primary])).toEqual([
      [shared, true],
      [s1.info!.emails!.items![1]!.email, false],
    ]);
    expect(merged.info?.phones?.items?.map((p) => p.phone)).toEqual(['+442071234567', '+33612345678']);
    expect(merged.info?.phones?.items?.filter((p) => p.primary)).toHaveLength(1);
    expect(merged.info?.addresses?.items?.map((a) => a.address?.city)).toEqual(['Leeds']);
    expect(merged.info?.labelKeys?.items).toEqual(['contacts.customers', 'custom.merge-a', 'custom.merge-b']);
    expect(merged.primaryInfo?.email).toBe(shared);
    expect(merged.lastActivity?.activityType).toBe('CONTACT_MERGED');

    expect(storedContact(sandbox.db, site.id, s1._id)).toBeUndefined();
    expect(storedContact(sandbox.db, site.id, s2._id)).toBeUndefined();
    const events = eventsFor(sandbox.db, site.id, { fqdn: 'wix.contacts.v4.contact' }, seq);
    expect(events.map((e) => [e.slug, e.entityId])).toEqual([
      ['merged', target._id],
      ['updated', target._id],
      ['deleted', s1._id],
      ['deleted', s2._id],
    ]);
    expect(events[0]?.actionEvent?.body).toMatchObject({
      targetContactId: target._id,
      sourceContactIds: [s1._id, s2._id],
    });

    // Get Contact answers a merged source id with the target.
    const got = await client.contacts.getContact(s1._id);
    expect(got._id).toBe(target._id);
    const raw = await client.fetchWithAuth(`https://www.wixapis.com/contacts/v4/contacts/${s1._id}`);
    expect(((await raw.json()) as { responseType: string }).responseType).toBe('MERGED');
    // ...but no other call does.
    expect((await sdkError(client.contacts.labelContact(s1._id, ['contacts.customers']))).status).toBe(404);
  });

  it('checks the target revision and changes nothing on a stale one', async () => {
    const target = await create({ name: { first: 'Rev' } });
    await client.contacts.updateContact(target._id, { name: { first: 'Rev2' } }, 1);
    const source = await create({ name: { first: 'Src' } });
    const e = await sdkError(client.contacts.mergeContacts(target._id, 1, { sourceContactIds: [source._id] }));
    expect(e.status).toBe(409);
    expect(e.details.applicationError?.code).toBe('CONTACT_ALREADY_CHANGED');
    expect(storedContact(sandbox.db, site.id, source._id)).toBeDefined();
    expect(storedContact(sandbox.db, site.id, target._id)!.revision).toBe(2);
  });

  it('refuses a member as a source, but takes one as the target', async () => {
    const member = contactDocs(sandbox.db, site.id).find((c) => c.memberInfo)!;
    const visitor = await create({ name: { first: 'Visitor' }, emails: { items: [{ email: uniqueEmail('v') }] } });
    const e = await sdkError(client.contacts.mergeContacts(visitor._id, 1, { sourceContactIds: [member.id] }));
    expect(e.status).toBe(400);
    expect(e.details.applicationError?.code).toBe('ILLEGAL_MERGE');
    expect(storedContact(sandbox.db, site.id, member.id)).toBeDefined();

    const merged = entity(
      (await client.contacts.mergeContacts(member.id, member.revision, { sourceContactIds: [visitor._id] })).contact,
    );
    expect(merged.primaryInfo?.email).toBe(member.primaryInfo.email);
    expect(storedContact(sandbox.db, site.id, member.id)!.memberInfo).toEqual(member.memberInfo);
  });

  it('answers 404 for an unknown source and 400 for merging a contact into itself', async () => {
    const target = await create({ name: { first: 'Alone' } });
    expect(
      (
        await sdkError(
          client.contacts.mergeContacts(target._id, 1, { sourceContactIds: ['00000000-0000-4000-8000-000000000000'] }),
        )
      ).status,
    ).toBe(404);
    const self = await sdkError(client.contacts.mergeContacts(target._id, 1, { sourceContactIds: [target._id] }));
    expect(self.details.applicationError?.code).toBe('ILLEGAL_MERGE');
  });
});

describe('labelContact / unlabelContact', () => {
  // This once created a missing custom label on first use; the provider's "Label keys must exist to be
  // added to the contact" refuses that now (docs-rules.contract.test.ts), so the label is made first.
  it('labels with a label made first, records contact updated (no label event), bumps the revision', async () => {
    const contact = await create({ name: { first: 'Lab' } });
    const key = `custom.first-use-${Date.now().toString(36)}`;
    await makeLabels(sandbox, site, [key]);
    const seq = lastEventSeq(sandbox.db);
    const labeled = entity((await client.contacts.labelContact(contact._id, [key, 'contacts.contacted-me'])).contact);
    expect(labeled.info?.labelKeys?.items).toEqual([key, 'contacts.contacted-me']);
    expect(labeled.revision).toBe(2);
    expect(eventsFor(sandbox.db, site.id, { fqdn: 'wix.contacts.v4.label' }, seq)).toEqual([]);
    expect(eventsFor(sandbox.db, site.id, { entityId: contact._id }, seq).map((e) => e.slug)).toEqual(['updated']);

    // Again on another contact: a repeated key is not added twice.
    const other = await create({ name: { first: 'Lab2' } });
    const seq2 = lastEventSeq(sandbox.db);
    const again = entity((await client.contacts.labelContact(other._id, [key, key])).contact);
    expect(again.info?.labelKeys?.items).toEqual([key]);
    expect(eventsFor(sandbox.db, site.id, { fqdn: 'wix.contacts.v4.label' }, seq2)).toEqual([]);

    const unlabeled = entity((await client.contacts.unlabelContact(contact._id, [key])).contact);
    expect(unlabeled.info?.labelKeys?.items).toEqual(['contacts.contacted-me']);
    expect(unlabeled.revision).toBe(3);
  });

  it('refuses unknown label keys, custom ones too, and changes nothing', async () => {
    const contact = await create({ name: { first: 'Nope' } });
    const e = await sdkError(client.contacts.labelContact(contact._id, ['contacts.no-such-label', 'custom.fine']));
    expect(e.status).toBe(404);
    expect(e.details.applicationError).toMatchObject({
      code: 'LABEL_NOT_FOUND',
      data: { labelKeys: ['contacts.no-such-label', 'custom.fine'] },
    });
    expect(storedContact(sandbox.db, site.id, contact._id)!.revision).toBe(1);
    const count = sandbox.db.prepare(`SELECT COUNT(*) AS n FROM contact_labels WHERE key = 'custom.fine'`).get() as {
      n: number;
    };
    expect(count.n).toBe(0);
    expect((await sdkError(client.contacts.unlabelContact(contact._id, ['custom.never-created']))).status).toBe(404);
    expect((await sdkError(client.contacts.labelContact(contact._id, []))).status).toBe(400);
  });

  it('knows the custom labels seeded contacts carry', async () => {
    const seeded = contactDocs(sandbox.db, site.id).find((c) => c.info.labelKeys.items.includes('custom.vip'))!;
    const seq = lastEventSeq(sandbox.db);
    const unlabeled = entity((await client.contacts.unlabelContact(seeded.id, ['custom.vip'])).contact);
    expect(unlabeled.info?.labelKeys?.items).not.toContain('custom.vip');
    expect(eventsFor(sandbox.db, site.id, { fqdn: 'wix.contacts.v4.label' }, seq)).toEqual([]);
  });
});

describe('getContact', () => {
  it('returns FULL by default and honours fieldsets and fields (id and revision always)', async () => {
    const contact = await create({
      name: { first: 'Fi', last: 'Elds' },
      company: 'Proj',
      emails: { items: [{ email: uniqueEmail('fi') }] },
      extendedFields: { items: { 'custom.color': 'Blue' } },
    });
    const full = await client.contacts.getContact(contact._id);
    expect(full.info?.company).toBe('Proj');
    expect(full.source?.sourceType).toBe('ADMIN');

    const basic = await client.contacts.getContact(contact._id, { fieldsets: ['BASIC'] });
    expect(Object.keys(basic).sort()).toEqual(['_id', 'info', 'primaryInfo', 'revision']);
    expect(basic.info).toEqual({ name: { first: 'Fi', last: 'Elds' } });

    const comm = await client.contacts.getContact(contact._id, { fieldsets: ['COMMUNICATION_DETAILS'] });
    expect(Object.keys(comm.info ?? {}).sort()).toEqual(['addresses', 'emails', 'name', 'phones']);

    const ext = await client.contacts.getContact(contact._id, { fieldsets: ['EXTENDED'] });
    // The stored value and the Wix-managed ones served with it (contacts-extended-fields covers those).
    expect(ext.info?.extendedFields?.items).toMatchObject({
      'custom.color': 'Blue',
      'contacts.displayByFirstName': 'Fi Elds',
    });
    expect(ext.info?.emails).toBeUndefined();

    const fields = await client.contacts.getContact(contact._id, { fields: ['info.company', 'createdDate'] });
    expect(Object.keys(fields).sort()).toEqual(['_createdDate', '_id', 'info', 'revision']);
    expect(fields.info).toEqual({ company: 'Proj' });

    const union = await client.contacts.getContact(contact._id, { fields: ['info.company'], fieldsets: ['BASIC'] });
    expect(union.info).toEqual({ name: { first: 'Fi', last: 'Elds' }, company: 'Proj' });
  });

  it("returns a member's contact with memberInfo, 404 for unknown ids and 400 for a bad fieldset", async () => {
    const member = contactDocs(sandbox.db, site.id).find((c) => c.memberInfo)!;
    const raw = await client.fetchWithAuth(`https://www.wixapis.com/contacts/v4/contacts/${member.id}`);
    const body = (await raw.json()) as { contact: { memberInfo?: { memberId: string } }; responseType: string };
    expect(body.responseType).toBe('REGULAR');
    expect(body.contact.memberInfo?.memberId).toBe(member.memberInfo!.memberId);

    const e = await sdkError(client.contacts.getContact('00000000-0000-4000-8000-000000000000'));
    expect(e.status).toBe(404);
    expect(e.requestId).toBeTruthy();
    const bad = await sdkError(client.contacts.getContact(member.id, { fieldsets: ['EVERYTHING' as 'FULL'] }));
    expect(bad.status).toBe(400);
  });
});
