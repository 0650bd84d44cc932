// Contacts v4 writes through the official SDK: create (duplicates), update (revisions, replace
// semantics, field masks), delete, and the domain events they record.
import { describe, expect, it } from 'vitest';
import {
  contactDocs,
  contactsClient,
  eventsFor,
  lastEventSeq,
  entity,
  storedContact,
  uniqueEmail,
} from './contacts-helpers.ts';
import { useSandbox } from './harness.ts';
import { sdkError } from './sdk-client.ts';

const { sandbox, site, client } = useSandbox({ client: contactsClient });

const FQDN = 'wix.contacts.v4.contact';

describe('createContact', () => {
  it('creates a contact with revision 1, item ids, primary info, source and last activity, and records created', async () => {
    const email = uniqueEmail('ann');
    const seq = lastEventSeq(sandbox.db);
    const contact = entity(
      (
        await client.contacts.createContact({
          name: { first: 'Ann', last: 'Lee' },
          emails: {
            items: [
              { tag: 'MAIN', email },
              { tag: 'WORK', email: uniqueEmail('ann.work') },
            ],
          },
          phones: { items: [{ tag: 'MOBILE', countryCode: 'US', phone: '2025550143' }] },
          addresses: {
            items: [{ tag: 'HOME', address: { city: 'Springfield', country: 'US', addressLine1: '1 Main St' } }],
          },
          company: 'Acme',
        })
      ).contact,
    );
    expect(contact.revision).toBe(1);
    expect(contact._createdDate).toBeInstanceOf(Date);
    expect(contact._updatedDate).toEqual(contact._createdDate);
    expect(contact.source).toEqual({ sourceType: 'ADMIN' });
    expect(contact.lastActivity?.activityType).toBe('CONTACT_CREATED');
    expect(contact.lastActivity?.activityDate).toEqual(contact._createdDate);
    expect(contact.primaryInfo).toEqual({ email, phone: '2025550143' });
    expect(contact.primaryEmail).toMatchObject({ email, subscriptionStatus: 'NOT_SET' });
    expect(contact.primaryPhone).toMatchObject({ phone: '2025550143', e164Phone: '+12025550143' });
    const [first, second] = contact.info!.emails!.items!;
    expect(first).toMatchObject({ email, primary: true, tag: 'MAIN' });
    expect(second?.primary).toBe(false);
    expect(first?._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(contact.info!.phones!.items![0]?._id).toBeTruthy();
    // REST address names come back renamed by the SDK.
    expect(contact.info!.addresses!.items![0]).toMatchObject({
      tag: 'HOME',
      address: { city: 'Springfield', addressLine1: '1 Main St' },
    });
    expect(contact.info!.addresses!.items![0]?._id).toBeTruthy();

    const stored = storedContact(sandbox.db, site.id, contact._id)!;
    expect(stored.info.addresses.items[0]?.address).toMatchObject({ addressLine: '1 Main St', city: 'Springfield' });
    const events = eventsFor(sandbox.db, site.id, { entityId: contact._id }, seq);
    expect(events.map((e) => [e.entityFqdn, e.slug])).toEqual([[FQDN, 'created']]);
    expect(events[0]?.createdEvent?.entity).toEqual(stored);
  });

  it('refuses an email another contact uses (409 DUPLICATE_CONTACT_EXISTS), unless allowDuplicates', async () => {
    const existing = contactDocs(sandbox.db, site.id).find((c) => !c.memberInfo && c.primaryInfo.email)!;
    const before = contactDocs(sandbox.db, site.id).length;
    const shouted = existing.primaryInfo.email!.toUpperCase();
    const e = await sdkError(
      client.contacts.createContact({ name: { first: 'Dup' }, emails: { items: [{ email: shouted }] } }),
    );
    expect(e.status).toBe(409);
    expect(e.requestId).toBeTruthy();
    expect(e.details.applicationError).toMatchObject({
      code: 'DUPLICATE_CONTACT_EXISTS',
      data: { duplicateContactId: existing.id },
    });
    expect(contactDocs(sandbox.db, site.id)).toHaveLength(before);

    const contact = entity(
      (
        await client.contacts.createContact(
          { name: { first: 'Dup' }, emails: { items: [{ email: shouted }] } },
          { allowDuplicates: true },
        )
      ).contact,
    );
    expect(contact.primaryInfo?.email).toBe(shouted);
    expect(contactDocs(sandbox.db, site.id)).toHaveLength(before + 1);
  });

  it('finds duplicates among secondary emails too', async () => {
    const secondary = uniqueEmail('second');
    await client.contacts.createContact({ emails: { items: [{ email: uniqueEmail('p') }, { email: secondary }] } });
    const e = await sdkError(client.contacts.createContact({ emails: { items: [{ email: secondary }] } }));
    expect(e.details.applicationError?.code).toBe('DUPLICATE_CONTACT_EXISTS');
  });

  it('needs a name, an email or a phone, and validates emails', async () => {
    const empty = await sdkError(client.contacts.createContact({ company: 'Only a company' }));
    expect(empty.status).toBe(400);
    expect(empty.details.applicationError?.code).toBe('INSUFFICIENT_CONTACT_DATA');

    const bad = await sdkError(client.contacts.createContact({ emails: { items: [{ email: 'not-an-email' }] } }));
    expect(bad.status).toBe(400);
    expect(bad.details.validationError?.fieldViolations[0]).toMatchObject({
      field: 'info.emails.items[0].email',
      violatedRule: 'FORMAT',
    });
  });

  it('refuses two primary emails', async () => {
    const e = await sdkError(
      client.contacts.createContact({
        emails: {
          items: [
            { email: uniqueEmail(), primary: true },
            { email: uniqueEmail(), primary: true },
          ],
        },
      }),
    );
    expect(e.details.applicationError?.code).toBe('CANNOT_HAVE_MULTIPLE_PRIMARY_INFO');
  });
});

describe('updateContact', () => {
  it('replaces the given info fields, keeps the rest, increments the revision and records updated', async () => {
    const contact = entity(
      (
        await client.contacts.createContact({
          name: { first: 'Bo', last: 'Ng' },
          company: 'Old Co',
          jobTitle: 'Baker',
          emails: { items: [{ email: uniqueEmail('bo') }] },
        })
      ).contact,
    );
    const seq = lastEventSeq(sandbox.db);
    const newEmail = uniqueEmail('bo.new');
    const updated = entity(
      (
        await client.contacts.updateContact(
          contact._id,
          { company: 'New Co', emails: { items: [{ email: newEmail, tag: 'WORK' }] } },
          1,
        )
      ).contact,
    );
    expect(updated.revision).toBe(2);
    expect(updated.info?.company).toBe('New Co');
    expect(updated.info?.jobTitle).toBe('Baker');
    expect(updated.info?.name).toEqual({ first: 'Bo', last: 'Ng' });
    expect(updated.info?.emails?.items?.map((e) => e.email)).toEqual([newEmail]);
    expect(updated.primaryInfo?.email).toBe(newEmail);
    expect(updated._updatedDate!.getTime()).toBeGreaterThanOrEqual(contact._updatedDate!.getTime());
    expect(updated._createdDate).toEqual(contact._createdDate);
    expect(eventsFor(sandbox.db, site.id, { entityId: contact._id }, seq).map((e) => e.slug)).toEqual(['updated']);

    // Items sent back with their ids keep them.
    const keptId = updated.info!.emails!.items![0]!._id!;
    const third = entity(
      (
        await client.contacts.updateContact(
          contact._id,
          { emails: { items: [{ _id: keptId, email: newEmail }, { email: uniqueEmail('bo.b') }] } },
          2,
        )
      ).contact,
    );
    expect(third.revision).toBe(3);
    expect(third.info?.emails?.items?.[0]?._id).toBe(keptId);
  });

  it('answers a stale revision with 409 CONTACT_ALREADY_CHANGED and changes nothing', async () => {
    const contact = entity((await client.contacts.createContact({ name: { first: 'Stale' } })).contact);
    await client.contacts.updateContact(contact._id, { name: { first: 'Fresh' } }, 1);
    const seq = lastEventSeq(sandbox.db);
    const e = await sdkError(client.contacts.updateContact(contact._id, { name: { first: 'Lost update' } }, 1));
    expect(e.status).toBe(409);
    expect(e.details.applicationError).toMatchObject({
      code: 'CONTACT_ALREADY_CHANGED',
      description: 'Contact has been updated since the requested revision.',
    });
    const stored = storedContact(sandbox.db, site.id, contact._id)!;
    expect(stored.revision).toBe(2);
    expect(stored.info.name.first).toBe('Fresh');
    expect(eventsFor(sandbox.db, site.id, { entityId: contact._id }, seq)).toEqual([]);
  });

  it('refuses an email used by another contact unless allowDuplicates', async () => {
    const taken = uniqueEmail('taken');
    const owner = entity((await client.contacts.createContact({ emails: { items: [{ email: taken }] } })).contact);
    const contact = entity((await client.contacts.createContact({ name: { first: 'Other' } })).contact);
    const e = await sdkError(client.contacts.updateContact(contact._id, { emails: { items: [{ email: taken }] } }, 1));
    expect(e.details.applicationError).toMatchObject({
      code: 'DUPLICATE_CONTACT_EXISTS',
      data: { duplicateContactId: owner._id },
    });
    expect(storedContact(sandbox.db, site.id, contact._id)!.revision).toBe(1);
    const ok = entity(
      (
        await client.contacts.updateContact(contact._id, { emails: { items: [{ email: taken }] } }, 1, {
          allowDuplicates: true,
        })
      ).contact,
    );
    expect(ok.primaryInfo?.email).toBe(taken);
  });

  it("refuses to change a member contact's primary email, but updates its other fields", async () => {
    const member = contactDocs(sandbox.db, site.id).find((c) => c.memberInfo)!;
    const e = await sdkError(
      client.contacts.updateContact(
        member.id,
        { emails: { items: [{ email: uniqueEmail('hijack') }] } },
        member.revision,
      ),
    );
    expect(e.status).toBe(400);
    expect(e.details.applicationError?.code).toBe('CANNOT_UPDATE_MEMBER_EMAIL');
    const contact = entity(
      (await client.contacts.updateContact(member.id, { jobTitle: 'Florist' }, member.revision)).contact,
    );
    expect(contact.info?.jobTitle).toBe('Florist');
    expect(storedContact(sandbox.db, site.id, member.id)!.memberInfo).toEqual(member.memberInfo);
    expect(contact.primaryInfo?.email).toBe(member.primaryInfo.email);
  });

  it('with a field mask changes only the masked paths and clears masked paths without a value', async () => {
    const contact = entity(
      (await client.contacts.createContact({ name: { first: 'Mask', last: 'Ed' }, company: 'Keep', jobTitle: 'Drop' }))
        .contact,
    );
    // The SDK's updateContact has no fieldMask parameter: the REST call carries it.
    const res = await client.fetchWithAuth(`https://www.wixapis.com/contacts/v4/contacts/${contact._id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        info: { name: { first: 'Ignored', last: 'Changed' }, company: 'Ignored too' },
        revision: 1,
        fieldMask: { paths: ['info.name.last', 'info.jobTitle'] },
      }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      contact: { revision: number; info: { name: unknown; company?: string; jobTitle?: string } };
    };
    expect(body.contact.revision).toBe(2);
    expect(body.contact.info.name).toEqual({ first: 'Mask', last: 'Changed' });
    expect(body.contact.info.company).toBe('Keep');
    expect(body.contact.info.jobTitle).toBeUndefined();
  });

  it('answers 404 for an unknown contact', async () => {
    const e = await sdkError(
      client.contacts.updateContact('00000000-0000-4000-8000-000000000000', { name: { first: 'X' } }, 1),
    );
    expect(e.status).toBe(404);
    // The SDK declares CONTACT_NOT_FOUND for Update Contact (docs-rules.contract.test.ts); NOT_FOUND was the bug.
    expect(e.details.applicationError?.code).toBe('CONTACT_NOT_FOUND');
  });
});

describe('deleteContact', () => {
  it('deletes a contact, answers {} and records deleted', async () => {
    const contact = entity((await client.contacts.createContact({ name: { first: 'Gone' } })).contact);
    const seq = lastEventSeq(sandbox.db);
    await expect(client.contacts.deleteContact(contact._id)).resolves.toEqual({});
    expect(storedContact(sandbox.db, site.id, contact._id)).toBeUndefined();
    expect(eventsFor(sandbox.db, site.id, { entityId: contact._id }, seq).map((e) => e.slug)).toEqual(['deleted']);
    const again = await sdkError(client.contacts.deleteContact(contact._id));
    expect(again.status).toBe(404);
  });

  it("refuses to delete a member's contact", async () => {
    const member = contactDocs(sandbox.db, site.id).find((c) => c.memberInfo)!;
    const e = await sdkError(client.contacts.deleteContact(member.id));
    expect(e.status).toBe(400);
    expect(e.details.applicationError?.code).toBe('CANNOT_DELETE_MEMBER');
    expect(storedContact(sandbox.db, site.id, member.id)).toBeDefined();
  });
});
