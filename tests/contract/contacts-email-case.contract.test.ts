// A contact's emails compare regardless of case in Query Contacts (sandbox/README.md, "Where the
// sandbox chooses"): `$eq` finds an email in any case, so `$ne` is its exact complement and leaves
// out every contact `$eq` finds. The filter shape is the one the filter oracle once disagreed on
// (tests/faults/oracle/, seed 20): the sandbox counted the contact as "not equal".
import { beforeAll, describe, expect, it } from 'vitest';
import { contactDocs, contactsClient } from './contacts-helpers.ts';
import { useSandbox } from './harness.ts';

const { sandbox, site, client } = useSandbox({ client: contactsClient });
const STORED = 'ann.303.0@oracle.test';
// The guide lists the field; the SDK's builder types leave it out (as contacts-query.contract.test.ts does).
const EMAILS = 'info.emails.email' as 'primaryInfo.email';
const ASKED = 'ANN.303.0@Oracle.tEst';
let annId: string;

beforeAll(async () => {
  const { contact } = await client.contacts.createContact({
    name: { first: 'Ann' },
    emails: { items: [{ email: 'ann.other@oracle.test' }, { email: STORED }] },
  });
  annId = contact!._id!;
});

describe('info.emails.email regardless of case', () => {
  it('$ne leaves out the contact $eq finds, so the two counts make the whole', async () => {
    const total = contactDocs(sandbox.db, site.id).length;
    const eq = await client.contacts.queryContacts().eq(EMAILS, ASKED).find();
    expect(eq.items.map((c) => c._id)).toEqual([annId]);
    const ne = await client.contacts.queryContacts().ne(EMAILS, ASKED).ascending('info.name.first').find();
    expect(ne.totalCount).toBe(total - 1);
    expect(ne.totalCount! + eq.totalCount!).toBe(total);
    const all = await client.contacts.queryContacts().ne(EMAILS, ASKED).limit(1000).find();
    expect(all.items.map((c) => c._id)).not.toContain(annId);
  });

  it('$in finds it in any case too', async () => {
    const found = await client.contacts.queryContacts().in(EMAILS, [ASKED, 'nobody@x.test']).find();
    expect(found.items.map((c) => c._id)).toEqual([annId]);
  });
});
