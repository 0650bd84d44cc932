// A write whose answer was lost (the connection dropped after it committed) and the admin's retry,
// through the background's own write path (lib/service/retry-safe/safe-writes.ts) against the sandbox:
// the retry must not write a second time, and must answer what landed.
import { beforeEach, describe, expect, it } from 'vitest';
import { createSiteClient } from '../../lib/provider/client.ts';
import {
  createContactSafely,
  scheduleRequestSafely,
  updateContactSafely,
} from '../../lib/service/retry-safe/safe-writes.ts';
import { faultKnobs, lost } from './fault-knobs.ts';
import { useSandbox } from './harness.ts';
import { contactDocs } from './contacts-helpers.ts';
import { contactWithEmail } from './review-requests-helpers.ts';
import { firstProductId } from './reviews-helpers.ts';

const { sandbox, site } = useSandbox({ reset: true });
const client = () =>
  createSiteClient(
    { kind: 'sandbox', apiKey: site.apiKey, accountId: site.accountId, sandboxUrl: sandbox.url },
    site.id,
  );
const { faults, dropAfterCommit, healthy } = faultKnobs(sandbox, site);
const input = (first: string, email: string) => ({
  firstName: first,
  lastName: 'Retry',
  company: 'Faults Inc',
  jobTitle: '',
  birthdate: '',
  emails: [{ email, tag: 'MAIN' as const, primary: true }],
  phones: [{ phone: '+1 555 0100', countryCode: 'US', tag: 'MOBILE' as const, primary: true }],
  addresses: [],
});
const named = (first: string) => contactDocs(sandbox.db, site.id).filter((c) => c.info.name?.first === first);

beforeEach(healthy);

describe('create contact, answer lost after it landed', () => {
  it.each([false, true])('the retry (allowDuplicates %s) answers the landed contact: one contact', async (dup) => {
    const contact = input(`Lost${String(dup)}`, `lost-${String(dup)}@example.com`);
    const firstTry = new Date().toISOString();
    await dropAfterCommit();
    expect((await lost(createContactSafely(client(), contact, dup))).code).toBe('SYSTEM_ERROR');
    await healthy();
    const answer = await createContactSafely(client(), contact, dup, firstTry);
    expect(named(contact.firstName).map((c) => c.id)).toEqual([answer.id]);
  });

  it('a retry whose first try did not land creates it', async () => {
    const contact = input('NeverLanded', 'never-landed@example.com');
    const firstTry = new Date().toISOString();
    await faults({ dropConnectionRate: 1 });
    await lost(createContactSafely(client(), contact, false));
    await healthy();
    await createContactSafely(client(), contact, false, firstTry);
    expect(named('NeverLanded')).toHaveLength(1);
  });
});

describe('update contact with its revision, answer lost after it landed', () => {
  it('the retry with the same revision answers the saved contact, not a conflict', async () => {
    const created = await createContactSafely(client(), input('Editme', 'editme@example.com'), false);
    const edit = { ...input('Edited', 'editme@example.com'), company: 'Changed Co' };
    await dropAfterCommit();
    await lost(updateContactSafely(client(), created.id, edit, created.revision, false));
    await healthy();
    const answer = await updateContactSafely(client(), created.id, edit, created.revision, false);
    expect(answer).toMatchObject({ id: created.id, firstName: 'Edited', company: 'Changed Co' });
    expect(answer.revision).toBe(created.revision + 1);
  });

  it("someone else's change in between is still a conflict", async () => {
    const created = await createContactSafely(client(), input('Contested', 'contested@example.com'), false);
    await updateContactSafely(client(), created.id, input('Theirs', 'contested@example.com'), created.revision, false);
    const refusal = await lost(
      updateContactSafely(client(), created.id, input('Mine', 'contested@example.com'), created.revision, false),
    );
    expect(refusal.code).toBe('CONTACT_ALREADY_CHANGED');
  });
});

describe('schedule a review request, answer lost after it landed', () => {
  it('the retry answers the landed request: one request', async () => {
    const contact = contactWithEmail(sandbox.db, site.id, 'reachable');
    const itemId = firstProductId(sandbox.db, site.id);
    const sendDate = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const ask = { contactId: contact.id, itemId, sendDate };
    const count = () =>
      (
        sandbox.db
          .prepare(`SELECT count(*) AS n FROM review_requests WHERE site_id = ? AND contact_id = ? AND send_date = ?`)
          .get(site.id, contact.id, sendDate) as { n: number }
      ).n;
    const firstTry = new Date().toISOString();
    await dropAfterCommit();
    await lost(scheduleRequestSafely(client(), ask));
    await healthy();
    const answer = await scheduleRequestSafely(client(), ask, firstTry);
    expect(count()).toBe(1);
    expect(answer).toMatchObject({ contactId: contact.id, itemIds: [itemId], status: 'SCHEDULED' });
  });
});

describe('schedule a review request that the browser sent twice', () => {
  it('takes back the copy: one scheduled request, and no canceled one left in the list', async () => {
    const contact = contactWithEmail(sandbox.db, site.id, 'reachable');
    const itemId = firstProductId(sandbox.db, site.id);
    const sendDate = new Date(Date.now() + 5 * 86_400_000).toISOString();
    const ask = { contactId: contact.id, itemId, sendDate };
    // The copy: what Chromium's silent resend of the same create leaves (it landed, its answer was lost).
    await client().reviewRequests.createReviewRequest({
      communicationChannel: 'EMAIL',
      namespace: 'stores',
      recipient: { contactId: contact.id },
      items: [{ catalogItemId: itemId }],
      sendDate: new Date(sendDate),
    });
    const answer = await scheduleRequestSafely(client(), ask);
    const rows = sandbox.db
      .prepare(
        `SELECT id, json_extract(doc, '$.status') AS status FROM review_requests WHERE site_id = ? AND contact_id = ?`,
      )
      .all(site.id, contact.id);
    expect(rows).toEqual([{ id: answer.id, status: 'SCHEDULED' }]);
  });
});

describe('schedule a review request whose create landed and whose recipient lookup then failed', () => {
  it('answers the request (a 429 on the lookup is not a refusal of the write the panel would resend)', async () => {
    const contact = contactWithEmail(sandbox.db, site.id, 'reachable');
    const itemId = firstProductId(sandbox.db, site.id);
    const sendDate = new Date(Date.now() + 4 * 86_400_000).toISOString();
    // Every 2nd call is refused: the create (1st) lands, the recipient lookup (2nd) gets a 429.
    await faults({ rateLimit: { retryAfterSeconds: 0, everyNth: 2 } });
    const answer = await scheduleRequestSafely(client(), { contactId: contact.id, itemId, sendDate });
    expect(answer).toMatchObject({ contactId: contact.id, itemIds: [itemId], status: 'SCHEDULED' });
  });
});
