// The recipient picker's contacts (lib/provider/review-requests.ts findContactsByEmail) carry their
// email subscription, so the panel can say a request to them would fail before it is scheduled.
import { describe, expect, it } from 'vitest';
import { createSiteClient } from '../../lib/provider/client.ts';
import { findContactsByEmail } from '../../lib/provider/review-requests.ts';
import { useSandbox } from './harness.ts';
import { contactWithEmail } from './review-requests-helpers.ts';

const { sandbox, site } = useSandbox({ reset: true });
const client = () =>
  createSiteClient(
    { kind: 'sandbox', apiKey: site.apiKey, accountId: site.accountId, sandboxUrl: sandbox.url },
    site.id,
  );

describe('the recipient picker', () => {
  it("finds contacts by the start of their email, each with the email's subscription status", async () => {
    const unsubscribed = contactWithEmail(sandbox.db, site.id, 'unsubscribed');
    const reachable = contactWithEmail(sandbox.db, site.id, 'reachable');
    const [found] = (await findContactsByEmail(client(), unsubscribed.email)).filter((c) => c.id === unsubscribed.id);
    expect(found).toMatchObject({ email: unsubscribed.email, subscription: 'UNSUBSCRIBED' });
    const [other] = (await findContactsByEmail(client(), reachable.email)).filter((c) => c.id === reachable.id);
    expect(other?.subscription).not.toBe('UNSUBSCRIBED');
  });
});
