// Every contacts call the extension makes, through its own provider functions (the official SDK)
// against the sandbox: the list with search and filters, facets, the card by id (merged ids too),
// create with duplicates, revision-checked updates, labels, merge preview and merge, delete, the
// site's labels and extended fields.
import { describe, expect, it } from 'vitest';
import { createSiteClient } from '../../lib/provider/client.ts';
import * as contacts from '../../lib/provider/contacts.ts';
import * as definitions from '../../lib/provider/contact-definitions.ts';
import { facetsForList } from '../../lib/service/contacts/contact-facets.ts';
import { withSearch } from '../../lib/provider/contact-search.ts';
import { normalizeError } from '../../lib/provider/normalize-error.ts';
import { useSandbox } from './harness.ts';
import { contactDocs, uniqueEmail } from './contacts-helpers.ts';

const { sandbox, site } = useSandbox({ reset: true });
const client = () =>
  createSiteClient(
    { kind: 'sandbox', apiKey: site.apiKey, accountId: site.accountId, sandboxUrl: sandbox.url },
    site.id,
  );
const all = () => contactDocs(sandbox.db, site.id);
const emailsOf = (c: ReturnType<typeof all>[number]) => c.info.emails.items.map((e) => e.email);
const input = (email: string, first = 'Test') => ({
  firstName: first,
  lastName: 'Person',
  company: '',
  jobTitle: '',
  birthdate: '',
  emails: [{ email, tag: 'MAIN' as const, primary: true }],
  phones: [],
  addresses: [],
});
const refusal = async (p: Promise<unknown>) =>
  normalizeError(
    await p.then(
      () => null,
      (e: unknown) => e,
    ),
  );

describe('finding contacts', () => {
  it('pages the list with its total, and searches the start of names, emails, phones and companies', async () => {
    const first = await contacts.queryContacts(client(), { filter: null, sort: null, offset: 0, limit: 10 });
    expect(first.total).toBe(all().length);
    expect(first.contacts).toHaveLength(10);
    const someone = all().find((c) => c.info.name.last)!;
    const text = someone.info.name.last!.slice(0, 3).toLowerCase();
    const starts = (v?: string) => (v ?? '').toLowerCase().startsWith(text);
    const expected = all().filter(
      (c) =>
        starts(c.info.name.first) ||
        starts(c.info.name.last) ||
        starts(c.info.company) ||
        emailsOf(c).some(starts) ||
        c.info.phones.items.some((p) => starts(p.phone)),
    );
    const found = await contacts.queryContacts(client(), {
      filter: withSearch(null, text),
      sort: { field: 'info.name.last', order: 'ASC' },
      offset: 0,
      limit: 100,
    });
    expect(found.contacts.map((c) => c.id).sort()).toEqual(expected.map((c) => c.id).sort());
  });

  it('answers facets with counts, each with the filter that selects it', async () => {
    const facets = await contacts.queryFacets(client(), null);
    expect(facets.find((f) => f.type === 'ALL_CONTACTS')?.count).toBe(all().length);
    const vip = facets.find((f) => f.type === 'LABEL' && f.key === 'custom.vip')!;
    expect(vip.count).toBe(all().filter((c) => c.info.labelKeys.items.includes('custom.vip')).length);
    const page = await contacts.queryContacts(client(), { filter: vip.filter, sort: null, offset: 0, limit: 100 });
    expect(page.total).toBe(vip.count);
    expect(facets.some((f) => f.type === 'SUBSCRIPTION_STATUS')).toBe(true);
    expect(facets.some((f) => f.type === 'MEMBERSHIP_STATUS')).toBe(true);
  });

  // Query Facets filters only by the email subscription fields (docs-rules.contract.test.ts): the
  // Contacts tab counts what the provider can count and never shows the refusal.
  it('counts facets for a search over the whole site, and within a subscription filter', async () => {
    const someone = all().find((c) => c.info.name.last)!;
    const searched = await facetsForList(client(), null, someone.info.name.last!.slice(0, 3));
    expect(searched.narrowed).toBe(false);
    expect(searched.facets.find((f) => f.type === 'ALL_CONTACTS')?.count).toBe(all().length);
    const plain = await facetsForList(client(), null, '');
    expect(plain).toEqual({ facets: searched.facets, narrowed: true });
    const filter = { 'info.extendedFields.emailSubscriptions.subscriptionStatus': { $in: ['SUBSCRIBED', 'PENDING'] } };
    const subscribed = await facetsForList(client(), filter, '');
    const wanted = all().filter((c) => ['SUBSCRIBED', 'PENDING'].includes(c.primaryEmail?.subscriptionStatus ?? ''));
    expect(subscribed.narrowed).toBe(true);
    expect(subscribed.facets.find((f) => f.type === 'ALL_CONTACTS')?.count).toBe(wanted.length);
    const page = await contacts.queryContacts(client(), { filter, sort: null, offset: 0, limit: 10 });
    expect(page.total).toBe(wanted.length);
    // A label or a name in the filter: the site's counts, not a refusal.
    const labelled = await facetsForList(
      client(),
      { $and: [filter, { 'info.labelKeys': { $hasSome: ['custom.vip'] } }] },
      '',
    );
    expect(labelled).toEqual({ facets: searched.facets, narrowed: false });
  });

  it("lists the site's labels and extended fields, and makes a label from a typed name", async () => {
    const fields = await definitions.listExtendedFields(client());
    expect(new Set(fields.filter((f) => f.fieldType === 'USER_DEFINED').map((f) => f.dataType))).toEqual(
      new Set(['TEXT', 'NUMBER', 'DATE', 'URL']),
    );
    const made = await definitions.findOrCreateLabel(client(), 'Wholesale Buyers');
    expect(made.key).toMatch(/^custom\./);
    expect((await definitions.findOrCreateLabel(client(), 'Wholesale Buyers')).key).toBe(made.key);
    expect((await definitions.listLabels(client())).map((l) => l.key)).toContain(made.key);
  });

  it("renames and deletes the site's own labels and fields (taken off every contact), and refuses Wix's", async () => {
    const vip = all().find((c) => c.info.labelKeys.items.includes('custom.vip'))!;
    const renamed = await definitions.renameLabel(client(), 'custom.vip', 'Best customers');
    expect(renamed).toEqual({ key: 'custom.vip', name: 'Best customers', type: 'USER_DEFINED' });
    await definitions.deleteLabel(client(), 'custom.vip');
    expect((await definitions.listLabels(client())).map((l) => l.key)).not.toContain('custom.vip');
    expect(all().find((c) => c.id === vip.id)!.info.labelKeys.items).not.toContain('custom.vip');
    expect((await refusal(definitions.renameLabel(client(), 'contacts.contacted-me', 'Mine'))).status).toBe(428);

    const field = await definitions.findOrCreateExtendedField(client(), 'Loyalty points', 'NUMBER');
    expect(field).toEqual({
      key: 'custom.loyalty-points',
      name: 'Loyalty points',
      dataType: 'NUMBER',
      fieldType: 'USER_DEFINED',
    });
    expect((await definitions.renameExtendedField(client(), field.key, 'Points')).name).toBe('Points');
    await definitions.deleteExtendedField(client(), field.key);
    expect((await definitions.listExtendedFields(client())).map((f) => f.key)).not.toContain(field.key);
    expect((await refusal(definitions.deleteExtendedField(client(), 'invoices.vatId'))).status).toBe(428);
  });
});

describe("a contact's values of the site's own fields", () => {
  it('sets them all at once (an emptied one cleared), keeps the rest of the contact, and refuses a value of the wrong type', async () => {
    const someone = all().find((c) => c.info.name.first && c.info.emails.items.length > 0)!;
    const fields = (await definitions.listExtendedFields(client())).filter((f) => f.fieldType === 'USER_DEFINED');
    const number = fields.find((f) => f.dataType === 'NUMBER')!;
    const date = fields.find((f) => f.dataType === 'DATE')!;
    const read = (await contacts.getContact(client(), someone.id)).contact;
    const set = await contacts.setExtendedValues(client(), someone.id, read.revision, {
      [number.key]: 42,
      [date.key]: '2026-05-01',
    });
    expect(set.extendedFields).toMatchObject({ [number.key]: 42, [date.key]: '2026-05-01' });
    expect(set.emails.map((e) => e.email)).toEqual(read.emails.map((e) => e.email));
    const cleared = await contacts.setExtendedValues(client(), someone.id, set.revision, { [number.key]: 7 });
    expect(cleared.extendedFields[date.key]).toBeUndefined();
    expect(cleared.extendedFields[number.key]).toBe(7);
    const wrong = await refusal(
      contacts.setExtendedValues(client(), someone.id, cleared.revision, { [number.key]: 'many' }),
    );
    expect(wrong.code).toBe('INVALID_EXTENDED_FIELD_VALUE');
  });
});

describe('changing contacts', () => {
  it('creates; refuses a duplicate naming the existing contact; creates it anyway when asked', async () => {
    const email = uniqueEmail();
    const created = await contacts.createContact(client(), input(email), false);
    expect(created.emails[0]).toMatchObject({ email, primary: true });
    const dup = await refusal(contacts.createContact(client(), input(email, 'Again'), false));
    expect(dup.code).toBe('DUPLICATE_CONTACT_EXISTS');
    expect(JSON.stringify(dup.details)).toContain(created.id);
    expect((await contacts.createContact(client(), input(email, 'Again'), true)).id).not.toBe(created.id);
  });

  it('updates with the revision it read; a stale revision is refused with CONTACT_ALREADY_CHANGED and nothing is written', async () => {
    const c = await contacts.createContact(client(), input(uniqueEmail()), false);
    const edited = await contacts.updateContact(
      client(),
      c.id,
      { ...input(c.emails[0]!.email), company: 'Ours' },
      c.revision,
      false,
    );
    expect(edited).toMatchObject({ company: 'Ours', revision: c.revision + 1 });
    const stale = await refusal(
      contacts.updateContact(client(), c.id, { ...input(c.emails[0]!.email), company: 'Lost' }, c.revision, false),
    );
    expect(stale).toMatchObject({ status: 409, code: 'CONTACT_ALREADY_CHANGED' });
    expect(all().find((x) => x.id === c.id)!.info.company).toBe('Ours');
    // Clearing a field sends it empty.
    expect(
      (await contacts.updateContact(client(), c.id, input(c.emails[0]!.email), edited.revision, false)).company,
    ).toBe('');
  });

  it('labels and unlabels; previews a merge without writing, merges with the target revision; the source id then reads the target', async () => {
    const a = await contacts.createContact(client(), input(uniqueEmail('a'), 'Ann'), false);
    const b = await contacts.createContact(client(), input(uniqueEmail('b'), 'Ann'), false);
    const labelled = await contacts.labelContact(client(), a.id, ['custom.vip'], []);
    expect(labelled.labelKeys).toContain('custom.vip');
    expect((await contacts.labelContact(client(), a.id, [], ['custom.vip'])).labelKeys).not.toContain('custom.vip');

    const preview = await contacts.previewMerge(client(), a.id, [b.id]);
    expect(preview.emails.map((e) => e.email).sort()).toEqual([a.emails[0]!.email, b.emails[0]!.email].sort());
    expect(all().some((x) => x.id === b.id)).toBe(true);
    const current = (await contacts.getContact(client(), a.id)).contact;
    const stale = await refusal(contacts.mergeContacts(client(), a.id, current.revision - 1, [b.id]));
    expect(stale.status).toBe(409);
    const merged = await contacts.mergeContacts(client(), a.id, current.revision, [b.id]);
    expect(merged.emails).toHaveLength(2);
    expect(await contacts.getContact(client(), b.id)).toMatchObject({ responseType: 'MERGED', contact: { id: a.id } });

    await contacts.deleteContact(client(), a.id);
    expect((await refusal(contacts.getContact(client(), a.id))).status).toBe(404);
  });
});
