// The events log API and webhooks: signed JSON in seq order, retried with backoff when the
// receiver fails, loopback-only, silent across reset. SDK calls make the events.
import { createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ReviewDoc } from '../../sandbox/domains/reviews/review-doc.ts';
import { startSandbox } from '../../sandbox/server.ts';
import { docs } from './db-helpers.ts';
import { useSandbox } from './harness.ts';
import { demoSites, sdkClient } from './sdk-client.ts';
import { sleep, startReceiver, type Receiver } from './sandbox-webhook-receiver.ts';

let receiver: Receiver;

interface WebhookJson {
  id: string;
  url: string;
  secret: string;
  eventTypes: string[];
  delivery: {
    cursorSeq: number;
    attempts: number;
    deliveredCount: number;
    lastStatus: number | null;
    lastError: string | null;
    nextRetryAt: string | null;
  };
}

const BASE_DELAY = 60;

const { sandbox, site, client } = useSandbox({
  client: sdkClient,
  reset: true,
  options: { webhookDelivery: { baseDelayMs: BASE_DELAY, maxDelayMs: 2000 } },
});
beforeEach(async () => {
  receiver = await startReceiver();
  sandbox.allowRemoteOrigin(receiver.url); // as `--allow-remote-origin` would
});
afterEach(async () => {
  for (const w of await listHooks())
    await fetch(`${sandbox.url}/_sandbox/sites/${site.id}/webhooks/${w.id}`, { method: 'DELETE' });
  await receiver.close();
});

const admin = (path: string, init?: RequestInit) => fetch(`${sandbox.url}/_sandbox/sites/${site.id}${path}`, init);
const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

async function register(body: Record<string, unknown>): Promise<WebhookJson> {
  const res = await admin('/webhooks', json(body));
  expect(res.status).toBe(200);
  return ((await res.json()) as { webhook: WebhookJson }).webhook;
}
async function listHooks(): Promise<WebhookJson[]> {
  return ((await (await admin('/webhooks')).json()) as { webhooks: WebhookJson[] }).webhooks;
}
const pendingReviews = (): ReviewDoc[] =>
  docs<ReviewDoc>(sandbox.db, 'reviews', site.id)
    .filter((r) => ['IN_MODERATION', 'SUBMITTED'].includes(r.moderation.moderationStatus))
    .sort((a, b) => (a.id < b.id ? -1 : 1));

describe('events log API', () => {
  it('lists the events an SDK call recorded, in order, with after= and limit=', async () => {
    const before = (await (await admin('/events')).json()) as { events: unknown[]; lastSeq: number };
    expect(before.events).toEqual([]); // reset cleared the log; seeding recorded nothing
    const review = pendingReviews()[0]!;
    await client.reviews.updateModerationStatus(review.id, { status: 'APPROVED' });

    const res = (await (await admin(`/events?after=${before.lastSeq}`)).json()) as {
      events: {
        seq: number;
        id: string;
        entityFqdn: string;
        slug: string;
        entityId: string;
        actionEvent: { body: { review: ReviewDoc } };
      }[];
      lastSeq: number;
    };
    expect(res.events.map((e) => `${e.entityFqdn}/${e.slug}`)).toEqual([
      'wix.reviews.v1.review/moderation_status_changed',
      'wix.reviews.v1.review/published',
    ]);
    expect(res.events.every((e) => e.entityId === review.id)).toBe(true);
    expect(res.events[0]!.actionEvent.body.review.moderation.moderationStatus).toBe('APPROVED');
    expect(res.events[0]!.seq).toBeLessThan(res.events[1]!.seq);
    expect(res.lastSeq).toBe(res.events[1]!.seq);

    const page = (await (await admin(`/events?after=${res.events[0]!.seq}&limit=1`)).json()) as {
      events: { id: string }[];
    };
    expect(page.events.map((e) => e.id)).toEqual([res.events[1]!.id]);
    const none = (await (await admin(`/events?after=${res.lastSeq}`)).json()) as { events: unknown[]; lastSeq: number };
    expect(none).toEqual({ events: [], lastSeq: res.lastSeq });
  });

  it('answers 404 for an unknown site and 400 for a bad query', async () => {
    expect((await fetch(`${sandbox.url}/_sandbox/sites/nope/events`)).status).toBe(404);
    const bad = await admin('/events?after=-1');
    expect(bad.status).toBe(400);
    expect(
      ((await bad.json()) as { details: { validationError: { fieldViolations: { field: string }[] } } }).details
        .validationError.fieldViolations[0]!.field,
    ).toBe('after');
  });
});

describe('webhooks', () => {
  it('registers with a generated secret and delivers signed JSON in seq order', async () => {
    const hook = await register({ url: receiver.url });
    expect(hook.secret).toMatch(/^[0-9a-f]{48}$/);
    expect(hook.eventTypes).toEqual([]);
    const [a, b] = pendingReviews();
    await client.reviews.updateModerationStatus(a!.id, { status: 'APPROVED' });
    await client.reviews.updateModerationStatus(b!.id, { status: 'REJECTED' });

    const got = await receiver.waitFor(3);
    const logged = ((await (await admin('/events')).json()) as { events: { id: string }[] }).events;
    expect(got.map((d) => d.body.id)).toEqual(logged.map((e) => e.id));
    expect(got.map((d) => `${d.body.slug}:${d.body.entityId}`)).toEqual([
      `moderation_status_changed:${a!.id}`,
      `published:${a!.id}`,
      `moderation_status_changed:${b!.id}`,
    ]);
    for (const d of got) {
      const expected = `sha256=${createHmac('sha256', hook.secret).update(d.rawBody).digest('hex')}`;
      expect(d.headers['x-sitekeeper-signature']).toBe(expected);
      expect(d.headers['x-sitekeeper-event-id']).toBe(d.body.id);
      expect(d.headers['x-sitekeeper-delivery-attempt']).toBe('1');
      expect(d.headers['content-type']).toBe('application/json');
      expect(d.body.siteId).toBe(site.id);
    }
    // The state is recorded just after the receiver answered.
    let state = (await listHooks())[0]!;
    while (state.delivery.deliveredCount < 3) {
      await sleep(10);
      state = (await listHooks())[0]!;
    }
    expect(state.delivery).toMatchObject({
      attempts: 0,
      deliveredCount: 3,
      lastStatus: 200,
      lastError: null,
      nextRetryAt: null,
    });
  });

  it('retries a failing event with growing delays, and later events wait for it', async () => {
    await register({ url: receiver.url });
    receiver.failNext(500, 503);
    const review = pendingReviews()[0]!;
    await client.reviews.updateModerationStatus(review.id, { status: 'APPROVED' }); // 2 events

    const got = await receiver.waitFor(4);
    expect(got.map((d) => [d.body.slug, d.headers['x-sitekeeper-delivery-attempt'], d.status])).toEqual([
      ['moderation_status_changed', '1', 500],
      ['moderation_status_changed', '2', 503],
      ['moderation_status_changed', '3', 200],
      ['published', '1', 200],
    ]);
    const gap1 = got[1]!.at - got[0]!.at;
    const gap2 = got[2]!.at - got[1]!.at;
    // Lower bounds only: a loaded machine may stretch a gap, never shorten it.
    expect(gap1).toBeGreaterThanOrEqual(BASE_DELAY - 5);
    expect(gap2).toBeGreaterThanOrEqual(2 * BASE_DELAY - 5);
    // The same event each time: same id, same signed bytes.
    expect(new Set(got.slice(0, 3).map((d) => d.rawBody)).size).toBe(1);
  });

  it('shows the delivery state while retrying, and stops when the webhook is deleted', async () => {
    const hook = await register({ url: receiver.url });
    receiver.failNext(500, 500, 500, 500, 500, 500, 500, 500);
    await client.reviews.updateModerationStatus(pendingReviews()[0]!.id, { status: 'REJECTED' });
    await receiver.waitFor(2);
    const [state] = await listHooks();
    expect(state!.delivery.attempts).toBeGreaterThanOrEqual(1);
    expect(state!.delivery.lastStatus).toBe(500);
    expect(state!.delivery.lastError).toBe('HTTP 500');
    expect(Date.parse(state!.delivery.nextRetryAt!)).toBeGreaterThan(Date.now() - 1000);

    expect((await admin(`/webhooks/${hook.id}`, { method: 'DELETE' })).status).toBe(200);
    const count = receiver.deliveries.length;
    await sleep(BASE_DELAY * 6);
    expect(receiver.deliveries.length).toBeLessThanOrEqual(count + 1); // at most one attempt already in flight
    expect(await listHooks()).toEqual([]);
    expect((await admin(`/webhooks/${hook.id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('filters by eventTypes', async () => {
    await register({ url: receiver.url, eventTypes: ['wix.reviews.v1.review/published'] });
    const [a, b] = pendingReviews();
    await client.reviews.updateModerationStatus(a!.id, { status: 'REJECTED' });
    await client.reviews.updateModerationStatus(b!.id, { status: 'APPROVED' });
    const got = await receiver.waitFor(1);
    await sleep(100);
    expect(got.map((d) => `${d.body.slug}:${d.body.entityId}`)).toEqual([`published:${b!.id}`]);
  });

  it('refuses receivers that are not on this machine or not on an allowed origin, with a 400 naming the field', async () => {
    // Another local service (any other port) is refused like a remote host: only the sandbox's own
    // origin and the origins its user allowed receive its requests.
    for (const url of [
      'http://10.0.0.1/hook',
      'https://example.com/hook',
      'ftp://127.0.0.1/x',
      'not a url',
      'http://127.0.0.1.evil.example/',
      'http://localhost:1/x',
      'http://[::1]:1/x',
      'http://127.1.2.3:9/x',
    ]) {
      const res = await admin('/webhooks', json({ url }));
      expect(res.status, url).toBe(400);
      const body = (await res.json()) as {
        details: { validationError: { fieldViolations: { field: string; description: string }[] } };
      };
      expect(body.details.validationError.fieldViolations[0]).toMatchObject({ field: 'url' });
      expect(body.details.validationError.fieldViolations[0]!.description).toMatch(
        /--allow-remote-origin|valid URL|URL/,
      );
    }
    for (const url of [`${receiver.url}/x`, `${sandbox.url}/hook`])
      expect((await admin('/webhooks', json({ url }))).status, url).toBe(200);
    expect((await admin('/webhooks', json({ url: receiver.url, eventTypes: ['nope'] }))).status).toBe(400);
  });

  it('fires nothing on reset or import; registrations survive a reset', async () => {
    const hook = await register({ url: receiver.url });
    // How long a reset takes is the bench's to say (bench/reset-timing.ts), not a test's on a shared machine.
    const res = await admin('/reset', { method: 'POST' });
    expect(res.status).toBe(200);
    const snapshot = await (await admin('/export')).json();
    expect((await fetch(`${sandbox.url}/_sandbox/import`, json(snapshot))).status).toBe(200);
    await sleep(150);
    expect(receiver.deliveries).toEqual([]);
    expect((await listHooks()).map((w) => w.id)).toEqual([hook.id]);
    expect(((await (await admin('/events')).json()) as { events: unknown[] }).events).toEqual([]);
    // …and it still delivers what happens next.
    await client.reviews.updateModerationStatus(pendingReviews()[0]!.id, { status: 'REJECTED' });
    expect((await receiver.waitFor(1))[0]!.body.slug).toBe('moderation_status_changed');
  });
});

describe('persistence', () => {
  it('resumes pending deliveries after a restart on the same db file, and close() leaves no timers', async () => {
    const { mkdtempSync, rmSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-ops-'));
    try {
      const dbPath = join(dir, 'sandbox.db');
      const first = await startSandbox({
        port: 0,
        quiet: true,
        dbPath,
        webhookDelivery: { baseDelayMs: 5000 },
        allowRemoteOrigins: [receiver.url],
      });
      const s = (await demoSites(first.url))[0]!;
      await fetch(`${first.url}/_sandbox/sites/${s.id}/webhooks`, json({ url: receiver.url }));
      receiver.failNext(500);
      const c = sdkClient(first.url, { apiKey: s.apiKey, siteId: s.id });
      const pending = docs<ReviewDoc>(first.db, 'reviews', s.id).find(
        (r) => r.moderation.moderationStatus !== 'REJECTED',
      )!;
      await c.reviews.updateModerationStatus(pending.id, { status: 'REJECTED' });
      await receiver.waitFor(1);
      // The receiver answered; wait until the sandbox has recorded the failed attempt.
      const attempts = () => (first.db.prepare('SELECT attempts FROM webhooks').get() as { attempts: number }).attempts;
      while (attempts() === 0) await sleep(5);
      await first.close(); // the 5 s retry timer is cleared, not waited for

      const second = await startSandbox({ port: 0, quiet: true, dbPath, allowRemoteOrigins: [receiver.url] });
      try {
        const got = await receiver.waitFor(2);
        expect(got[1]!.body.id).toBe(got[0]!.body.id);
        expect(got[1]!.headers['x-sitekeeper-delivery-attempt']).toBe('2');
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
