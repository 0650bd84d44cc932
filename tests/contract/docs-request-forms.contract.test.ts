// Request forms the provider's reference documents for calls the SDK sends otherwise: each must be
// accepted as written there. Sent with the official SDK client's fetchWithAuth (the SDK's own
// methods send the other form, which the other contract tests cover).
import { beforeEach, describe, expect, it } from 'vitest';
import { contactDocs, crmClient, storedContact } from './contacts-helpers.ts';
import { resetSite, useSandbox } from './harness.ts';

const w = useSandbox({ client: crmClient });
beforeEach(() => resetSite(w.sandbox, w.site));

async function call(method: string, path: string, body: unknown): Promise<{ status: number; json: unknown }> {
  const res = await w.client.fetchWithAuth(`https://www.wixapis.com${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: await res.json() };
}

describe('Update Label', () => {
  it('takes the display name at the top of the body, as the reference example sends it', async () => {
    await w.client.labels.findOrCreateLabel('My Label');
    // The example: PATCH /contacts/v4/labels/custom.my-label {"displayName": "My New Label Name"}
    const res = await call('PATCH', '/contacts/v4/labels/custom.my-label', { displayName: 'My New Label Name' });
    expect(res).toMatchObject({
      status: 200,
      json: { label: { key: 'custom.my-label', displayName: 'My New Label Name' } },
    });
  });
});

describe('Update Extended Field', () => {
  it("takes the example's `name` and a top-level `displayName`", async () => {
    await w.client.extendedFields.findOrCreateExtendedField('My Field', 'TEXT');
    // The example: PATCH /contacts/v4/extended-fields/custom.my-field {"name": "My New Field Name"}
    const byName = await call('PATCH', '/contacts/v4/extended-fields/custom.my-field', { name: 'My New Field Name' });
    expect(byName).toMatchObject({ status: 200, json: { field: { displayName: 'My New Field Name' } } });
    const top = await call('PATCH', '/contacts/v4/extended-fields/custom.my-field', { displayName: 'Third Name' });
    expect(top).toMatchObject({ status: 200, json: { field: { displayName: 'Third Name' } } });
  });
});

describe('Unlabel Contact', () => {
  it('takes the label keys from the body, where the reference puts them', async () => {
    const contact = contactDocs(w.sandbox.db, w.site.id).find((c) => (c.info.labelKeys?.items ?? []).length > 0)!;
    const key = contact.info.labelKeys!.items![0]!;
    // Unlabel Contact's reference: `labelKeys` is a body parameter (the SDK sends it in the query string).
    const res = await call('DELETE', `/contacts/v4/contacts/${contact.id}/labels`, { labelKeys: [key] });
    expect(res.status).toBe(200);
    expect(storedContact(w.sandbox.db, w.site.id, contact.id)!.info.labelKeys?.items).not.toContain(key);
  });
});

describe('Query Facets', () => {
  it("answers the example's POST /contacts/v4/contacts/facets with `queryFilter`", async () => {
    const filter = {
      $and: [
        { 'info.extendedFields.emailSubscriptions.effectiveEmail': { $exists: true } },
        { 'info.extendedFields.emailSubscriptions.deliverabilityStatus': { $in: ['VALID', 'INACTIVE'] } },
      ],
    };
    const example = await call('POST', '/contacts/v4/contacts/facets', { queryFilter: filter });
    expect(example.status).toBe(200);
    // The same counts as the SDK's path with `filter`.
    expect(example.json).toEqual((await call('POST', '/contacts/v4/contacts/facets/query', { filter })).json);
  });
});
