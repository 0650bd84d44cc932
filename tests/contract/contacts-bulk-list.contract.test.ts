// List Contacts and the bulk contact calls through @wix/crm's contacts module (listContacts,
// bulkDeleteContacts, bulkUpdateContacts, bulkLabelAndUnlabelContacts), and the bulk jobs they
// start (Get Bulk Job, List Bulk Jobs: no SDK method, so the SDK client's fetchWithAuth at the
// documented paths). Each rule quotes the provider's reference.
import { beforeEach, describe, expect, it } from 'vitest';
import type { ContactDoc } from '../../sandbox/domains/contacts/contact-doc.ts';
import { eventsSince, lastEventSeq } from './db-helpers.ts';
import { contactDocs, crmClient, storedContact } from './contacts-helpers.ts';
import { resetSite, useSandbox } from './harness.ts';
import { sdkError } from './sdk-client.ts';

const w = useSandbox({ client: crmClient });
beforeEach(() => resetSite(w.sandbox, w.site));

interface BulkJob {
  id: string;
  type: string;
  status: string;
  startedDate: string;
  finishedDate?: string;
  totalItems: number;
  successTotal: number;
  failedTotal: number;
  processedCount: number;
  failedCount: number;
  errors: { code: string; message: string; count: number }[];
}

async function job(id: string, path = 'jobs'): Promise<{ status: number; job?: BulkJob }> {
  const res = await w.client.fetchWithAuth(`https://www.wixapis.com/contacts/v4/bulk/${path}/${id}`);
  return { status: res.status, ...((await res.json()) as { job?: BulkJob }) };
}

/** Three contacts sharing a made-up last name, one of them a member's (members' contacts can't be deleted). */
function family(): ContactDoc[] {
  const all = contactDocs(w.sandbox.db, w.site.id);
  const member = all.find((c) => c.memberInfo)!;
  const others = all.filter((c) => !c.memberInfo && c.info.emails?.items?.length).slice(0, 2);
  return [member, ...others];
}
async function nameFamily(last: string): Promise<ContactDoc[]> {
  const people = family();
  for (const c of people) {
    const now = storedContact(w.sandbox.db, w.site.id, c.id)!;
    await w.client.contacts.updateContact(c.id, { name: { ...now.info.name, last } }, now.revision);
  }
  return people.map((c) => storedContact(w.sandbox.db, w.site.id, c.id)!);
}

describe('listContacts', () => {
  it('lists with paging, sort and projection from the query string', async () => {
    const all = contactDocs(w.sandbox.db, w.site.id);
    // "Retrieves a list of up to 1,000 contacts per request." Defaults: 50, newest first.
    const first = await w.client.contacts.listContacts();
    expect(first.contacts).toHaveLength(Math.min(50, all.length));
    expect(first.pagingMetadata).toMatchObject({ count: first.contacts?.length, offset: 0, total: all.length });
    const sorted = await w.client.contacts.listContacts({
      sort: { fieldName: 'info.name.first', order: 'ASC' },
      paging: { limit: 3, offset: 2 },
      fields: ['info.name'],
    });
    const listed = sorted.contacts ?? [];
    expect(listed).toHaveLength(3);
    expect(sorted.pagingMetadata?.offset).toBe(2);
    // "`id` and `revision` are always returned."
    expect(Object.keys(listed[0]!).sort()).toEqual(['_id', 'info', 'revision']);
    const firstNames = listed.map((c) => c.info?.name?.first ?? '');
    expect([...firstNames].sort()).toEqual(firstNames);
  });

  it('refuses a sort field the reference does not list, and a limit over 1000', async () => {
    const sort = await sdkError(w.client.contacts.listContacts({ sort: { fieldName: 'info.locale' } }));
    expect([sort.status, sort.details.applicationError?.code]).toEqual([400, 'UNSUPPORTED_SORT_FIELD']);
    const limit = await sdkError(w.client.contacts.listContacts({ paging: { limit: 1001 } }));
    expect([limit.status, limit.details.applicationError?.code]).toEqual([400, 'ILLEGAL_LIMIT']);
  });
});

describe('bulkDeleteContacts and its job', () => {
  it('deletes every match but a member, and the job tells which failed', async () => {
    const people = await nameFamily('Bulkdeletesson');
    const seq = lastEventSeq(w.sandbox.db);
    // "All contacts that meet the specified `filter` and `search` criteria are deleted."
    const { jobId } = await w.client.contacts.bulkDeleteContacts({ filter: { 'info.name.last': 'Bulkdeletesson' } });
    const left = people.filter((c) => storedContact(w.sandbox.db, w.site.id, c.id));
    expect(left.map((c) => c.id)).toEqual([people[0]!.id]);
    const deleted = eventsSince(w.sandbox.db, w.site.id, seq).filter((e) => e.slug === 'deleted');
    expect(deleted.map((e) => e.entityId).sort()).toEqual([people[1]!.id, people[2]!.id].sort());
    // "The job's status can be retrieved with Get Bulk Job or List Bulk Jobs."
    const { status, job: got } = await job(jobId!);
    expect(status).toBe(200);
    expect(got).toMatchObject({
      id: jobId,
      type: 'DELETE',
      status: 'COMPLETED',
      totalItems: 3,
      successTotal: 2,
      failedTotal: 1,
      processedCount: 2,
      failedCount: 1,
    });
    expect(got!.errors).toEqual([expect.objectContaining({ count: 1, code: 'CANNOT_DELETE_MEMBER' })]);
    expect(Date.parse(got!.finishedDate!)).toBeGreaterThanOrEqual(Date.parse(got!.startedDate));
    // The reference's examples spell the path /bulk/contact/jobs.
    expect((await job(jobId!, 'contact/jobs')).job?.id).toBe(jobId);
    const list = await w.client.fetchWithAuth('https://www.wixapis.com/contacts/v4/bulk/jobs');
    expect(((await list.json()) as { jobs: BulkJob[] }).jobs.map((j) => j.id)).toContain(jobId);
    expect((await job('8046df3c-7575-4098-a5ab-c91ad8f33c47')).status).toBe(404);
  });

  it('refuses a call with neither filter nor search', async () => {
    // "The request should contain a `filter` value or a `search` value, or both."
    const e = await sdkError(w.client.contacts.bulkDeleteContacts({}));
    expect([e.status, e.details.applicationError?.code]).toEqual([400, 'NEITHER_FILTER_NOR_SEARCH']);
  });
});

describe('bulkUpdateContacts', () => {
  it('updates the given fields of every match, each with a new revision', async () => {
    const people = await nameFamily('Bulkupdateson');
    // "All contacts that meet the specified `filter` and `search` criteria are updated."
    const { jobId } = await w.client.contacts.bulkUpdateContacts({
      filter: { 'info.name.last': 'Bulkupdateson' },
      info: { company: 'Wix' },
    });
    for (const before of people) {
      const after = storedContact(w.sandbox.db, w.site.id, before.id)!;
      expect(after.info.company).toBe('Wix');
      expect(after.info.jobTitle).toBe(before.info.jobTitle);
      expect(after.revision).toBe(before.revision + 1);
    }
    expect((await job(jobId!)).job).toMatchObject({ type: 'UPDATE', totalItems: 3, successTotal: 3, failedTotal: 0 });
  });

  it("honours the reference's fieldMask (the SDK method has none)", async () => {
    const people = await nameFamily('Bulkmaskson');
    // "Fields that are included in fieldMask.paths are updated, while all other fields stay the same."
    const res = await w.client.fetchWithAuth('https://www.wixapis.com/contacts/v4/bulk/contacts/update', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        filter: { 'info.name.last': 'Bulkmaskson' },
        info: { company: 'Wix', jobTitle: 'not masked' },
        fieldMask: { paths: ['info.company'] },
      }),
    });
    expect(res.status).toBe(200);
    for (const before of people) {
      const after = storedContact(w.sandbox.db, w.site.id, before.id)!;
      expect([after.info.company, after.info.jobTitle]).toEqual(['Wix', before.info.jobTitle]);
    }
  });
});

describe('bulkLabelAndUnlabelContacts', () => {
  it('adds and removes labels on every match; label keys must exist', async () => {
    const people = await nameFamily('Bulklabelson');
    await w.client.labels.findOrCreateLabel('Bulk A');
    await w.client.contacts.labelContact(people[0]!.id, ['contacts.contacted-me']);
    const { jobId } = await w.client.contacts.bulkLabelAndUnlabelContacts({
      search: 'Bulklabelson',
      labelKeysToAdd: ['custom.bulk-a'],
      labelKeysToRemove: ['contacts.contacted-me'],
    });
    for (const c of people) {
      const keys = storedContact(w.sandbox.db, w.site.id, c.id)!.info.labelKeys?.items ?? [];
      expect(keys).toContain('custom.bulk-a');
      expect(keys).not.toContain('contacts.contacted-me');
    }
    expect((await job(jobId!)).job).toMatchObject({ type: 'ADD_REMOVE_LABELS', successTotal: 3 });
    // "Label keys must exist to be added to the contact."
    const e = await sdkError(
      w.client.contacts.bulkLabelAndUnlabelContacts({ search: 'Bulklabelson', labelKeysToAdd: ['custom.never-made'] }),
    );
    expect([e.status, e.details.applicationError?.code]).toEqual([404, 'LABEL_NOT_FOUND']);
    expect(
      contactDocs(w.sandbox.db, w.site.id).some((c) => c.info.labelKeys?.items?.includes('custom.never-made')),
    ).toBe(false);
  });
});
