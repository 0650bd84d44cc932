// GET /_sandbox: the inspection page shows sites, record counts, the request log, events,
// webhooks and fault knobs, with every text escaped.
import { describe, expect, it } from 'vitest';
import { recordEvent } from '../../sandbox/events/record.ts';
import { useSandbox } from './harness.ts';
import { demoSites, sdkClient } from './sdk-client.ts';

const { sandbox, site } = useSandbox();

const HOSTILE = '<script>alert("x")</script>';

describe('/_sandbox page', () => {
  it('renders every section for every site, escaping hostile text', async () => {
    const client = sdkClient(sandbox.url, { apiKey: site.apiKey, siteId: site.id });
    await client.reviews.countReviews({});
    const reqId = (await (await fetch(`${sandbox.url}/_sandbox/requests`)).json()) as {
      requests: { requestId: string }[];
    };
    sandbox.db.prepare('UPDATE sites SET name = ? WHERE id = ?').run(`Shop ${HOSTILE}`, site.id);
    sandbox.db.transaction(() =>
      recordEvent(sandbox.db, site.id, { entityFqdn: 'wix.reviews.v1.review', slug: 'deleted', entityId: HOSTILE }),
    )();
    const hook = await fetch(`${sandbox.url}/_sandbox/sites/${site.id}/webhooks`, {
      method: 'POST',
      body: JSON.stringify({ url: `${sandbox.url}/${HOSTILE}` }), // its own origin: the only one allowed by default
    });
    expect(hook.status).toBe(200);
    await fetch(`${sandbox.url}/_sandbox/sites/${site.id}/faults`, {
      method: 'PUT',
      body: JSON.stringify({ latencyMs: 1, rateLimit: { retryAfterSeconds: 9, everyNth: 5 } }),
    });

    const res = await fetch(`${sandbox.url}/_sandbox`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const page = await res.text();

    expect(page).not.toContain('<script>');
    expect(page).toContain('Shop &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(page).toContain('wix.reviews.v1.review/deleted');
    expect(page).toContain(`${sandbox.url}/&lt;script&gt;`);
    expect(page).toContain('&quot;retryAfterSeconds&quot;: 9');
    // Record counts per table, the request log row, links to the JSON endpoints.
    expect(page).toMatch(/<li class="">reviews <b>\d+<\/b><\/li>/);
    expect(page).toContain(reqId.requests[0]!.requestId);
    expect(page).toContain('/reviews/v1/reviews/count');
    for (const s of await demoSites(sandbox.url)) {
      expect(page).toContain(s.id);
      expect(page).toContain(`href="/_sandbox/sites/${s.id}/events"`);
    }
    expect(page).toContain('href="/_sandbox/requests"');
  });

  it('answers /_sandbox/ (with the slash people type) by sending them to the page', async () => {
    const res = await fetch(`${sandbox.url}/_sandbox/`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/_sandbox');
  });
});
