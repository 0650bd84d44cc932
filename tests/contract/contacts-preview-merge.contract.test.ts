// Preview Merge Contacts through the official SDK: the same merged contact Merge Contacts makes,
// with nothing written, and the same refusals.
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

describe('previewMergeContacts', () => {
  it('answers the contact a merge would make, and writes nothing', async () => {
    // Labels exist before a contact is labelled with them (docs-rules.contract.test.ts).
    await makeLabels(sandbox, site, ['custom.preview-merge']);
    const shared = uniqueEmail('pm');
    const target = await create({
      name: { first: 'Petra' },
      emails: { items: [{ email: shared, tag: 'MAIN' }] },
      labelKeys: { items: ['contacts.customers'] },
    });
    const source = await create({
      name: { first: 'Ignored', last: 'Preview' },
      jobTitle: 'Florist',
      emails: { items: [{ email: shared.toUpperCase() }, { email: uniqueEmail('pm2'), tag: 'WORK' }] },
      phones: { items: [{ phone: '+442071234599', tag: 'MOBILE' }] },
      labelKeys: { items: ['custom.preview-merge'] },
      extendedFields: { items: { 'custom.preview-note': 'from the source' } },
    });
    const seq = lastEventSeq(sandbox.db);
    const before = {
      target: storedContact(sandbox.db, site.id, target._id),
      source: storedContact(sandbox.db, site.id, source._id),
    };

    const preview = entity(
      (await client.contacts.previewMergeContacts(target._id, { sourceContactIds: [source._id] })).contact,
    );
    expect(preview._id).toBe(target._id);
    expect(preview.info?.name).toEqual({ first: 'Petra', last: 'Preview' });
    expect(preview.info?.jobTitle).toBe('Florist');
    expect(preview.info?.emails?.items?.map((e) => [e.email, e.tag, e.primary])).toEqual([
      [shared, 'MAIN', true],
      [source.info!.emails!.items![1]!.email, 'WORK', false],
    ]);
    expect(preview.info?.phones?.items?.map((p) => [p.phone, p.primary])).toEqual([['+442071234599', true]]);
    expect(preview.info?.labelKeys?.items).toEqual(['contacts.customers', 'custom.preview-merge']);
    expect(preview.info?.extendedFields?.items).toMatchObject({ 'custom.preview-note': 'from the source' });

    // Nothing changed: both contacts as they were, no events.
    expect(storedContact(sandbox.db, site.id, target._id)).toEqual(before.target);
    expect(storedContact(sandbox.db, site.id, source._id)).toEqual(before.source);
    expect(eventsFor(sandbox.db, site.id, { fqdn: 'wix.contacts.v4.contact' }, seq)).toEqual([]);

    // The real merge then makes the same contact (revision and dates aside).
    const merged = entity(
      (await client.contacts.mergeContacts(target._id, 1, { sourceContactIds: [source._id] })).contact,
    );
    const strip = (c: typeof merged) => ({ ...c, _updatedDate: undefined, lastActivity: undefined });
    expect(strip(merged)).toEqual(strip(preview));
  });

  it('takes the first source first when several are merged', async () => {
    const target = await create({ name: { first: 'Multi' } });
    const a = await create({ company: 'First Co', phones: { items: [{ phone: '+15550001111' }] } });
    const b = await create({ company: 'Second Co', jobTitle: 'Buyer', phones: { items: [{ phone: '+15550002222' }] } });
    const preview = entity(
      (await client.contacts.previewMergeContacts(target._id, { sourceContactIds: [a._id, b._id] })).contact,
    );
    expect(preview.info?.company).toBe('First Co');
    expect(preview.info?.jobTitle).toBe('Buyer');
    expect(preview.info?.phones?.items?.map((p) => p.phone)).toEqual(['+15550001111', '+15550002222']);
  });

  it('refuses what a merge refuses: a member source, the target itself, unknown ids, bad input', async () => {
    const member = contactDocs(sandbox.db, site.id).find((c) => c.memberInfo)!;
    const visitor = await create({ name: { first: 'Visitor' } });

    const memberSource = await sdkError(
      client.contacts.previewMergeContacts(visitor._id, { sourceContactIds: [member.id] }),
    );
    expect(memberSource.status).toBe(400);
    expect(memberSource.details.applicationError?.code).toBe('ILLEGAL_MERGE');

    const self = await sdkError(client.contacts.previewMergeContacts(visitor._id, { sourceContactIds: [visitor._id] }));
    expect(self.details.applicationError?.code).toBe('ILLEGAL_MERGE');

    const unknownSource = await sdkError(
      client.contacts.previewMergeContacts(visitor._id, { sourceContactIds: ['0c6f4d5e-0000-4000-8000-000000000000'] }),
    );
    expect(unknownSource.status).toBe(404);
    const unknownTarget = await sdkError(
      client.contacts.previewMergeContacts('0c6f4d5e-0000-4000-8000-000000000001', { sourceContactIds: [visitor._id] }),
    );
    expect(unknownTarget.status).toBe(404);

    const none = await sdkError(client.contacts.previewMergeContacts(visitor._id, { sourceContactIds: [] }));
    expect(none.status).toBe(400);
    // The SDK names the argument the field came in (sourceContactIds → options.sourceContactIds).
    expect(none.details.validationError?.fieldViolations.map((v) => v.field)).toEqual(['options.sourceContactIds']);
    const six = Array.from({ length: 6 }, (_, i) => `0c6f4d5e-0000-4000-8000-00000000001${i}`);
    const tooMany = await sdkError(client.contacts.previewMergeContacts(visitor._id, { sourceContactIds: six }));
    expect(tooMany.details.validationError?.fieldViolations[0]).toMatchObject({
      field: 'options.sourceContactIds',
      violatedRule: 'MAX_SIZE',
    });
    const notGuid = await sdkError(client.contacts.previewMergeContacts(visitor._id, { sourceContactIds: ['nope'] }));
    expect(notGuid.details.validationError?.fieldViolations[0]?.field).toBe('options.sourceContactIds[0]');

    // Member targets are fine.
    const preview = entity(
      (await client.contacts.previewMergeContacts(member.id, { sourceContactIds: [visitor._id] })).contact,
    );
    expect(preview._id).toBe(member.id);
    expect(preview.primaryInfo?.email).toBe(member.primaryInfo.email);
  });
});
