// List Facets and Query Facets through the official SDK: every facet type with counts that match
// the site's contacts, each facet's queryFilter finding exactly its contacts, the documented
// emailSubscriptions fields narrowing the counts (and no other field: the search box's prefix filter
// is refused), facet paging, and the provider's 400s.
import type { contacts } from '@wix/crm';
import { describe, expect, it } from 'vitest';
import type { ContactDoc } from '../../sandbox/domains/contacts/contact-doc.ts';
import { contactDocs, crmClient, entity, makeLabels, must } from './contacts-helpers.ts';
import { useSandbox } from './harness.ts';
import { sdkError } from './sdk-client.ts';

const { sandbox, site, client } = useSandbox({ client: crmClient, reset: true });

type Facet = contacts.ContactsFacet;
const MEMBERSHIP: Record<string, string> = {
  ACTIVE: 'APPROVED',
  BLOCKED: 'DENIED',
  PENDING: 'PENDING',
  OFFLINE: 'INACTIVE',
};

/** The counts the facets must show for `docs`, by facet key. */
function expectedCounts(docs: readonly ContactDoc[], labelKeys: readonly string[]): Record<string, number> {
  const n = (pred: (c: ContactDoc) => boolean) => docs.filter(pred).length;
  const sub = (s: string) => n((c) => c.primaryEmail?.subscriptionStatus === s);
  const del = (s: string) => n((c) => c.primaryEmail?.deliverabilityStatus === s);
  const mem = (s: string) => n((c) => c.memberInfo !== undefined && MEMBERSHIP[c.memberInfo.status] === s);
  return {
    'contacts.all': docs.length,
    'contacts.not-labeled': n((c) => c.info.labelKeys.items.length === 0),
    ...Object.fromEntries(labelKeys.map((k) => [k, n((c) => c.info.labelKeys.items.includes(k))])),
    'emailSubscriptions.subscribed': sub('SUBSCRIBED'),
    'emailSubscriptions.unsubscribed': sub('UNSUBSCRIBED'),
    'emailSubscriptions.pending': sub('PENDING'),
    'emailSubscriptions.bounced': del('BOUNCED'),
    'emailSubscriptions.spam': del('SPAM_COMPLAINT'),
    'emailSubscriptions.inactive': del('INACTIVE'),
    'membershipStatus.approved': mem('APPROVED'),
    'membershipStatus.denied': mem('DENIED'),
    'membershipStatus.pending': mem('PENDING'),
    'membershipStatus.inactive': mem('INACTIVE'),
  };
}

const siteLabelKeys = (): string[] => [
  ...(
    sandbox.db
      .prepare(`SELECT key FROM contact_labels WHERE site_id = ? ORDER BY json_extract(doc, '$.createdDate'), key`)
      .all(site.id) as { key: string }[]
  ).map((r) => r.key),
  'contacts.customers',
  'contacts.contacted-me',
];
const byKey = (facets: readonly Facet[]) => Object.fromEntries(facets.map((f) => [must(f.facetKey), f.count]));
const contactsWhere = async (filter: Record<string, unknown>) =>
  client.contacts.queryContacts({ filter, paging: { limit: 1000 } } as unknown as contacts.ContactQuery);

describe('listFacets', () => {
  it('answers every facet type, in order, with the counts of the site contacts', async () => {
    const listed = await client.contacts.listFacets({ paging: { limit: 1000 } });
    const facets = must(listed.facets);
    const pagingMetadata = listed.pagingMetadata;
    const labels = siteLabelKeys();
    expect(facets.map((f) => f.facetType)).toEqual([
      'ALL_CONTACTS',
      'NOT_LABELED',
      ...labels.map(() => 'LABEL'),
      ...Array(6).fill('SUBSCRIPTION_STATUS'),
      ...Array(4).fill('MEMBERSHIP_STATUS'),
    ]);
    expect(byKey(facets)).toEqual(expectedCounts(contactDocs(sandbox.db, site.id), labels));
    expect(pagingMetadata).toEqual({ count: facets.length, offset: 0, total: facets.length });
    // The seed makes every facet count something (showcase contacts: every email state).
    expect(facets.filter((f) => f.facetType !== 'LABEL' && !f.count).map((f) => f.facetKey)).toEqual([]);
    expect(facets.find((f) => f.facetKey === 'custom.vip')).toEqual({
      facetType: 'LABEL',
      namespace: 'custom',
      namespaceDisplayName: 'Labels',
      facetKey: 'custom.vip',
      facetDisplayName: 'vip',
      count: expect.any(Number),
      queryFilter: { 'info.labelKeys': { $hasSome: ['custom.vip'] } },
    });
    expect(facets.find((f) => f.facetKey === 'emailSubscriptions.bounced')).toMatchObject({
      namespace: 'emailSubscriptions',
      namespaceDisplayName: 'Subscription Status',
      facetDisplayName: 'Bounced',
      queryFilter: { 'info.extendedFields.emailSubscriptions.deliverabilityStatus': { $eq: 'BOUNCED' } },
    });
    expect(facets.find((f) => f.facetKey === 'membershipStatus.denied')).toMatchObject({
      namespace: 'membershipStatus',
      facetDisplayName: 'Blocked',
    });
  });

  it("each facet's queryFilter finds exactly the contacts it counts", async () => {
    const facets = must((await client.contacts.listFacets({ paging: { limit: 1000 } })).facets);
    for (const f of facets.filter((x) => x.queryFilter)) {
      const found = await contactsWhere(must(f.queryFilter));
      expect({ key: f.facetKey, total: found.pagingMetadata?.total }).toEqual({ key: f.facetKey, total: f.count });
    }
  });

  it('pages the facet list (default 50) and refuses a limit over 1000', async () => {
    const all = must((await client.contacts.listFacets({ paging: { limit: 1000 } })).facets);
    const page = await client.contacts.listFacets({ paging: { limit: 3, offset: 2 } });
    expect(must(page.facets).map((f) => f.facetKey)).toEqual(all.slice(2, 5).map((f) => f.facetKey));
    expect(page.pagingMetadata).toEqual({ count: 3, offset: 2, total: all.length });
    const tooMany = await sdkError(client.contacts.listFacets({ paging: { limit: 1001 } }));
    expect(tooMany.status).toBe(400);
    expect(tooMany.details.validationError?.fieldViolations[0]).toMatchObject({ violatedRule: 'MAX' });
  });

  it('follows label changes', async () => {
    // Labels exist before a contact is labelled with them (docs-rules.contract.test.ts).
    await makeLabels(sandbox, site, ['custom.facet-new']);
    const before = byKey(must((await client.contacts.listFacets({ paging: { limit: 1000 } })).facets));
    const c = entity(
      (await client.contacts.createContact({ name: { first: 'Facet' }, labelKeys: { items: ['custom.facet-new'] } }))
        .contact,
    );
    const after = byKey(must((await client.contacts.listFacets({ paging: { limit: 1000 } })).facets));
    expect(after['custom.facet-new']).toBe(1);
    expect(after['contacts.all']).toBe(before['contacts.all']! + 1);
    await client.contacts.unlabelContact(c._id, ['custom.facet-new']);
    const unlabelled = byKey(must((await client.contacts.listFacets({ paging: { limit: 1000 } })).facets));
    expect(unlabelled['custom.facet-new']).toBe(0);
    expect(unlabelled['contacts.not-labeled']).toBe(before['contacts.not-labeled']! + 1);
  });
});

describe('queryFacets', () => {
  const prefixFilter = (q: string) => ({
    $or: [
      { 'info.name.first': { $startsWith: q } },
      { 'info.name.last': { $startsWith: q } },
      { 'info.emails.email': { $startsWith: q } },
      { 'info.phones.phone': { $startsWith: q } },
      { 'info.company': { $startsWith: q } },
    ],
  });
  const startsWith = (v: string | undefined, q: string) =>
    v !== undefined && v.toLowerCase().startsWith(q.toLowerCase());
  const matchesPrefix = (c: ContactDoc, q: string) =>
    startsWith(c.info.name.first, q) ||
    startsWith(c.info.name.last, q) ||
    startsWith(c.info.company, q) ||
    c.info.emails.items.some((e) => startsWith(e.email, q)) ||
    c.info.phones.items.some((p) => startsWith(p.phone, q));

  // The search box's prefix filter once narrowed these counts; the provider allows only the email
  // subscription fields in this filter (docs-rules.contract.test.ts), so it is refused now.
  const docsMatching = (q: string) => contactDocs(sandbox.db, site.id).filter((c) => matchesPrefix(c, q)).length;
  it('refuses the search box filter', async () => {
    for (const q of ['m', 'valentina']) {
      const refused = await sdkError(client.contacts.queryFacets({ filter: prefixFilter(q) }));
      expect(refused.details.validationError?.fieldViolations[0]).toMatchObject({ violatedRule: 'FIELD_NOT_ALLOWED' });
    }
    expect(docsMatching('m')).toBeGreaterThan(0);
  });

  it('narrows by the documented emailSubscriptions fields, $nin on deliverability included', async () => {
    const docs = contactDocs(sandbox.db, site.id);
    const filter = {
      $and: [
        { 'info.extendedFields.emailSubscriptions.effectiveEmail': { $exists: true } },
        { 'info.extendedFields.emailSubscriptions.deliverabilityStatus': { $in: ['VALID', 'INACTIVE'] } },
        // The reference allows $nin on deliverability only; subscription takes $ne.
        { 'info.extendedFields.emailSubscriptions.subscriptionStatus': { $ne: 'UNSUBSCRIBED' } },
        { 'info.extendedFields.emailSubscriptions.deliverabilityStatus': { $nin: ['INACTIVE'] } },
      ],
    };
    const facets = must((await client.contacts.queryFacets({ filter })).facets);
    const matching = docs.filter(
      (c) =>
        c.primaryEmail &&
        c.primaryEmail.deliverabilityStatus === 'VALID' &&
        c.primaryEmail.subscriptionStatus !== 'UNSUBSCRIBED',
    );
    expect(byKey(facets)).toEqual(expectedCounts(matching, siteLabelKeys()));
    expect(matching.length).toBeLessThan(docs.length);
  });

  it('without a filter counts like listFacets, and pages (default 1000)', async () => {
    const listedAll = (await client.contacts.listFacets({ paging: { limit: 1000 } })).facets;
    const queried = await client.contacts.queryFacets();
    expect(queried.facets).toEqual(listedAll);
    const page = await client.contacts.queryFacets({ paging: { limit: 2, offset: 1 } });
    expect(must(page.facets).map((f) => f.facetType)).toEqual(['NOT_LABELED', 'LABEL']);
  });

  it('answers 400 for a field or operator it does not filter by, a malformed filter and bad paging', async () => {
    const field = await sdkError(client.contacts.queryFacets({ filter: { 'info.nickname': 'x' } }));
    expect(field.status).toBe(400);
    expect(field.details.validationError?.fieldViolations[0]).toMatchObject({
      field: 'options.filter.info.nickname',
      violatedRule: 'FIELD_NOT_ALLOWED',
    });
    const op = await sdkError(
      client.contacts.queryFacets({
        filter: { 'info.extendedFields.emailSubscriptions.effectiveEmail': { $eq: 'a@b.c' } },
      }),
    );
    expect(op.details.validationError?.fieldViolations[0]?.description).toContain('$eq');
    const shape = await sdkError(client.contacts.queryFacets({ filter: { $or: { 'info.name.first': 'x' } } }));
    expect(shape.details.validationError?.fieldViolations[0]?.description).toContain('array');
    const limit = await sdkError(client.contacts.queryFacets({ paging: { limit: -1 } }));
    expect(limit.status).toBe(400);
  });
});
