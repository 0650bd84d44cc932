// The sandbox console's own endpoints (/_sandbox/console, sandbox/admin/console/): its JSON API
// browses with the provider's own filters and sorts, refuses bad input with a 4xx (never a 5xx),
// and its writes go through the provider in-process, so they record the provider's events and
// appear in the request log with who made them. Also the live log's stream, one call's body, the
// knob forms, and the refusal of writes from another local page.
import { describe, expect, it } from 'vitest';
import { useSandbox } from './harness.ts';
import { startReceiver } from './sandbox-webhook-receiver.ts';

const { sandbox, site } = useSandbox({ reset: true });

const api = (path: string, init?: RequestInit) =>
  fetch(`${sandbox.url}/_sandbox/console/api/sites/${site.id}/data/${path}`, init);
const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});
const form = (fields: Record<string, string>): RequestInit => ({
  method: 'POST',
  body: new URLSearchParams(fields),
  redirect: 'manual',
});

interface Page {
  items: Record<string, unknown>[];
  total: number | null;
  next: string | null;
}

describe('browsing', () => {
  it('pages a collection with the provider filter and sort, and follows its next page', async () => {
    const filter = JSON.stringify({ 'moderation.moderationStatus': { $eq: 'APPROVED' } });
    const res = await api(`reviews?limit=5&sort=createdDate&order=DESC&filter=${encodeURIComponent(filter)}`);
    expect(res.status).toBe(200);
    const page = (await res.json()) as Page;
    expect(page.items).toHaveLength(5);
    for (const r of page.items)
      expect((r.moderation as { moderationStatus: string }).moderationStatus).toBe('APPROVED');
    const dates = page.items.map((r) => String(r.createdDate));
    expect(dates).toEqual([...dates].sort().reverse());
    expect(page.next).toMatch(/^c:/);
    const next = (await (await api(`reviews?limit=5&start=${encodeURIComponent(page.next!)}`)).json()) as Page;
    expect(next.items.map((r) => r.id)).not.toContain(page.items[0]!.id);
  });

  it("pages the follows (no provider query) through the sandbox's query compiler: a filter, a sort, a refusal", async () => {
    const all = (await (await api('follows?limit=50')).json()) as Page;
    expect(all.items.length).toBeGreaterThan(1);
    const memberId = String(all.items[0]!.memberId);
    const filter = JSON.stringify({ memberId: { $eq: memberId } });
    const res = await api(`follows?limit=50&sort=createdDate&order=ASC&filter=${encodeURIComponent(filter)}`);
    expect(res.status).toBe(200);
    const page = (await res.json()) as Page;
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.total).toBe(page.items.length);
    for (const f of page.items) expect(f.memberId).toBe(memberId);
    const dates = page.items.map((f) => String(f.createdDate));
    expect(dates).toEqual([...dates].sort());
    for (const bad of [JSON.stringify({ nickname: 'x' }), JSON.stringify({ memberId: { $contains: 'a' } })]) {
      const refused = await api(`follows?filter=${encodeURIComponent(bad)}`);
      expect(refused.status, bad).toBe(400);
      expect(((await refused.json()) as { message?: string }).message, bad).toBeTruthy();
    }
  });

  it('refuses a filter the provider refuses, a filter that is no JSON, a sort it cannot do, bad paging: 4xx, never 5xx', async () => {
    const cases = [
      `contacts?filter=${encodeURIComponent('{"nosuchfield": "x"}')}`,
      `contacts?filter=${encodeURIComponent('{not json')}`,
      `contacts?filter=${encodeURIComponent('[1]')}`,
      'members?sort=loginEmail',
      'members?limit=0',
      'members?limit=abc',
      'members?start=x:1',
      `reviews?start=${encodeURIComponent('c:not-a-cursor')}`,
      'no-such-kind',
      'contacts/00000000-0000-4000-8000-000000000000',
    ];
    for (const path of cases) {
      const res = await api(path);
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
      const body = (await res.json()) as { message?: string };
      expect(body.message, path).toBeTruthy();
    }
    const unknownSite = await fetch(`${sandbox.url}/_sandbox/console/api/sites/nope/data/contacts`);
    expect(unknownSite.status).toBe(404);
  });
});

describe('writes through the provider', () => {
  it('an edit records the provider event and shows in the request log with its identity and body', async () => {
    const { items } = (await (await api('contacts?limit=1')).json()) as Page;
    const contact = items[0]!;
    const before = (await (await fetch(`${sandbox.url}/_sandbox/requests`)).json()) as { lastSeq: number };
    const res = await api(
      `contacts/${String(contact.id)}`,
      json('PATCH', { body: { revision: contact.revision, info: { name: { first: 'Console', last: 'Edited' } } } }),
    );
    expect(res.status).toBe(200);
    const answer = (await res.json()) as {
      requestId: string;
      result: { contact: { info: { name: { first: string } } } };
    };
    expect(answer.result.contact.info.name.first).toBe('Console');

    const events = (await (await fetch(`${sandbox.url}/_sandbox/sites/${site.id}/events`)).json()) as {
      events: { entityFqdn: string; slug: string; entityId: string }[];
    };
    expect(events.events).toContainEqual(
      expect.objectContaining({ entityFqdn: 'wix.contacts.v4.contact', slug: 'updated', entityId: contact.id }),
    );

    const log = (await (await fetch(`${sandbox.url}/_sandbox/requests?since=${before.lastSeq}`)).json()) as {
      requests: {
        seq: number;
        method: string;
        path: string;
        requestId: string;
        identity: { kind: string };
        viaConsole?: boolean;
      }[];
    };
    // The browse above was quiet; the edit is one logged PATCH (and the record's quiet read is not there).
    expect(log.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `PATCH /contacts/v4/contacts/${String(contact.id)}`,
    ]);
    const call = log.requests[0]!;
    expect(call.requestId).toBe(answer.requestId);
    expect(call.identity.kind).toBe('apiKey');
    expect(call.viaConsole).toBe(true);
    const one = (await (await fetch(`${sandbox.url}/_sandbox/requests/${call.seq}`)).json()) as {
      request: { requestBody: string };
    };
    expect(JSON.parse(one.request.requestBody)).toMatchObject({ info: { name: { first: 'Console' } } });
  });

  it("a bad value gets the provider's error in words with its request id; unsupported writes and bad bodies are 4xx", async () => {
    const { items } = (await (await api('tasks?limit=1')).json()) as Page;
    const task = items[0]!;
    const stale = await api(
      `tasks/${String(task.id)}`,
      json('PATCH', { body: { task: { revision: '999', title: 'x' } } }),
    );
    expect(stale.status).toBe(409);
    const refusal = (await stale.json()) as { message: string; requestId: string; providerStatus: number };
    expect(refusal.message).toMatch(/REVISION_MISMATCH/);
    expect(refusal.requestId).toMatch(/^[0-9a-f-]{36}$/);

    // The page's form: the refusal in words with its request id, above the form still holding what was sent.
    const page = await fetch(
      `${sandbox.url}/_sandbox/console/sites/${site.id}/data/tasks/${String(task.id)}/edit`,
      form({ body: JSON.stringify({ task: { revision: '999', title: 'Typed & kept' } }) }),
    );
    expect(page.status).toBe(400);
    const text = await page.text();
    expect(text).toMatch(/role="alert"[\s\S]*REVISION_MISMATCH[\s\S]*Request id/);
    expect(text).toContain('Typed &amp; kept');

    const bad = await api(
      'contacts',
      json('POST', { body: { info: { emails: { items: [{ email: 'not an email' }] } } } }),
    );
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/email/i);

    for (const [path, init] of [
      ['products', json('POST', { body: {} })],
      ['reviews', json('POST', { body: {} })],
      ['contacts', json('POST', { notBody: {} })],
      ['contacts', json('POST', { body: 'text' })],
      ['contacts', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{oops' }],
      [`tasks/${String(task.id)}`, json('PATCH', { body: [] })],
      ['tasks/00000000-0000-4000-8000-000000000000', { method: 'DELETE' }],
    ] as const) {
      const res = await api(path, init);
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
    }
  });

  it("a one-click action is the provider's call: a review approved, an unknown action refused", async () => {
    const filter = JSON.stringify({ 'moderation.moderationStatus': { $eq: 'IN_MODERATION' } });
    const { items } = (await (await api(`reviews?limit=1&filter=${encodeURIComponent(filter)}`)).json()) as Page;
    const id = String(items[0]!.id);
    const res = await api(`reviews/${id}/actions/approved`, { method: 'POST' });
    expect(res.status).toBe(200);
    const { record } = (await (await api(`reviews/${id}`)).json()) as {
      record: { moderation: { moderationStatus: string } };
    };
    expect(record.moderation.moderationStatus).toBe('APPROVED');
    expect((await api(`reviews/${id}/actions/explode`, { method: 'POST' })).status).toBe(400);
    expect((await api(`products/${id}/actions/approved`, { method: 'POST' })).status).toBe(400);
  });

  it('create and delete go through the provider too', async () => {
    const created = await api('tasks', json('POST', { body: { task: { title: 'From the console' } } }));
    expect(created.status).toBe(200);
    const id = ((await created.json()) as { result: { task: { id: string } } }).result.task.id;
    expect((await api(`tasks/${id}`)).status).toBe(200);
    expect((await api(`tasks/${id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await api(`tasks/${id}`)).status).toBe(404);
  });
});

describe('creating from the forms', () => {
  /** The body a kind's create form starts with, as the page holds it. */
  async function startingBody(kind: string): Promise<string> {
    const page = await (await fetch(`${sandbox.url}/_sandbox/console/sites/${site.id}/data/${kind}`)).text();
    const text = /<textarea id="create-body"[^>]*>([\s\S]*?)<\/textarea>/.exec(page)?.[1] ?? '';
    return text
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  }

  it("a review and a review request are created from their forms as they stand (the site's rules give the review its status), and the review edited", async () => {
    const made = await fetch(
      `${sandbox.url}/_sandbox/console/sites/${site.id}/data/reviews/create`,
      form({ body: await startingBody('reviews') }),
    );
    expect(made.status).toBe(303);
    const reviewId = decodeURIComponent(
      /\/data\/reviews\/([^/?]+)/.exec(made.headers.get('location') ?? '')?.[1] ?? '',
    );
    const { record } = (await (await api(`reviews/${reviewId}`)).json()) as {
      record: { revision: string; content: { title: string }; moderation: { moderationStatus: string } };
    };
    expect(record.content.title).toBe('Written on the console');
    // The seeded rule holds every new review.
    expect(record.moderation.moderationStatus).toBe('IN_MODERATION');
    const edited = await api(
      `reviews/${reviewId}`,
      json('PATCH', {
        body: { review: { revision: record.revision, content: { title: 'Edited on the console', rating: 4 } } },
      }),
    );
    expect(edited.status).toBe(200);
    const after = (await (await api(`reviews/${reviewId}`)).json()) as { record: { content: { title: string } } };
    expect(after.record.content.title).toBe('Edited on the console');

    const asked = await fetch(
      `${sandbox.url}/_sandbox/console/sites/${site.id}/data/review-requests/create`,
      form({ body: await startingBody('review-requests') }),
    );
    expect(asked.status).toBe(303);
    expect(asked.headers.get('location')).toMatch(/\/data\/review-requests\/[0-9a-f-]{36}\?done=Created\./);
  });
});

describe('forms and the live log', () => {
  it('the knob forms set faults, move the clock and reset, and refuse bad fields with a page in words', async () => {
    const base = `${sandbox.url}/_sandbox/console/sites/${site.id}/knobs`;
    const set = await fetch(
      `${base}/faults`,
      form({ errorRate: '1', errorStatus: '503', paths: '/contacts/v4/contacts' }),
    );
    expect(set.status).toBe(303);
    const faults = (await (await fetch(`${sandbox.url}/_sandbox/sites/${site.id}/faults`)).json()) as {
      faults: { errorRate: number; errorStatus: number; paths: string[] };
    };
    expect(faults.faults).toMatchObject({ errorRate: 1, errorStatus: 503, paths: ['/contacts/v4/contacts'] });
    // A console write under that fault is the provider's 503, told as such (a 502 of the console's).
    const { items } = (await (await api('contacts?limit=1')).json()) as Page;
    const underFault = await api(`contacts/${String(items[0]!.id)}`, json('PATCH', { body: { info: {} } }));
    expect(underFault.status).toBe(502);
    expect(((await underFault.json()) as { providerStatus: number }).providerStatus).toBe(503);

    const badRate = await fetch(`${base}/faults`, form({ errorRate: '7' }));
    expect(badRate.status).toBe(400);
    expect(await badRate.text()).toMatch(/role="alert"/);

    const clock = await fetch(`${base}/clock`, form({ amount: '2', unit: 'days' }));
    expect(clock.status).toBe(303);
    const now = (await (await fetch(`${sandbox.url}/_sandbox/sites/${site.id}/clock`)).json()) as { offsetMs: number };
    expect(now.offsetMs).toBeGreaterThanOrEqual(2 * 24 * 3600 * 1000);
    expect((await fetch(`${base}/clock`, form({ amount: '0', unit: 'weeks' }))).status).toBe(400);

    const domain = await fetch(
      `${sandbox.url}/_sandbox/sites/${site.id}/oauth-redirect-domains/form`,
      form({ action: 'add', domain: 'shop.example.com', back: 'console' }),
    );
    expect(domain.status).toBe(303);
    expect(domain.headers.get('location')).toMatch(new RegExp(`^/_sandbox/console/sites/${site.id}\\?done=`));
    const sitePage = await (await fetch(`${sandbox.url}/_sandbox/console/sites/${site.id}`)).text();
    expect(sitePage).toContain('shop.example.com');

    // The rate limit (every site) and the site's identity rules: set with their forms, bad values refused in words.
    const limit = await fetch(
      `${sandbox.url}/_sandbox/console/rate-limit`,
      form({ callsPerMinute: '120', back: site.id }),
    );
    expect(limit.status).toBe(303);
    expect(limit.headers.get('location')).toMatch(new RegExp(`^/_sandbox/console/sites/${site.id}\\?done=`));
    expect(await (await fetch(`${sandbox.url}/_sandbox/rate-limit`)).json()).toMatchObject({ callsPerMinute: 120 });
    for (const callsPerMinute of ['0', '1.5', 'many', '2000000']) {
      const bad = await fetch(`${sandbox.url}/_sandbox/console/rate-limit`, form({ callsPerMinute, back: site.id }));
      expect(bad.status, callsPerMinute).toBe(400);
      expect(await bad.text()).toMatch(/role="alert"/);
    }
    expect(await (await fetch(`${sandbox.url}/_sandbox/rate-limit`)).json()).toMatchObject({ callsPerMinute: 120 });
    expect((await fetch(`${sandbox.url}/_sandbox/console/rate-limit`, form({ callsPerMinute: '' }))).status).toBe(303);
    expect(await (await fetch(`${sandbox.url}/_sandbox/rate-limit`)).json()).toMatchObject({ callsPerMinute: null });
    expect((await fetch(`${base}/identity-rules`, form({ identityRules: 'docs' }))).status).toBe(303);
    const rules = await fetch(`${sandbox.url}/_sandbox/sites/${site.id}/identity-rules`);
    expect(await rules.json()).toMatchObject({ identityRules: 'docs' });
    const badRules = await fetch(`${base}/identity-rules`, form({ identityRules: 'anything' }));
    expect(badRules.status).toBe(400);
    expect(await badRules.text()).toMatch(/role="alert"/);
    expect((await fetch(`${base}/identity-rules`, form({ identityRules: 'open' }))).status).toBe(303);

    const broken = await fetch(`${base}/faults`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: '--x\r\nbroken',
    });
    expect(broken.status).toBe(400);
    expect((await fetch(`${base}/reset`, form({}))).status).toBe(400);
    expect((await fetch(`${base}/reset`, form({ confirm: 'yes' }))).status).toBe(303);
    const after = (await (await fetch(`${sandbox.url}/_sandbox/sites/${site.id}/faults`)).json()) as {
      faults: unknown;
    };
    expect(after.faults).toBeNull();
    expect(
      (await fetch(`${sandbox.url}/_sandbox/console/sites/nope/knobs/reset`, form({ confirm: 'yes' }))).status,
    ).toBe(404);
  });

  it("a webhook's Send again delivers its last event once more; a webhook of no delivery is refused in words", async () => {
    const receiver = await startReceiver();
    sandbox.allowRemoteOrigin(receiver.url);
    try {
      const reg = await fetch(`${sandbox.url}/_sandbox/sites/${site.id}/webhooks`, json('POST', { url: receiver.url }));
      const { webhook } = (await reg.json()) as { webhook: { id: string } };
      const resend = `${sandbox.url}/_sandbox/console/sites/${site.id}/knobs/webhooks/${webhook.id}/resend`;
      const early = await fetch(resend, form({}));
      expect(early.status).toBe(400);
      expect(await early.text()).toMatch(/delivered an event/);

      const created = await api('tasks', json('POST', { body: { task: { title: 'Delivered twice' } } }));
      expect(created.status).toBe(200);
      const [first] = await receiver.waitFor(1);
      expect(first!.body.entityFqdn).toBe('wix.crm.tasks.v2.task');
      // Wait until the delivery is recorded before sending it again.
      await expect
        .poll(async () => {
          const hooks = (await (await fetch(`${sandbox.url}/_sandbox/sites/${site.id}/webhooks`)).json()) as {
            webhooks: { delivery: { deliveredCount: number } }[];
          };
          return hooks.webhooks[0]!.delivery.deliveredCount;
        })
        .toBe(1);
      expect((await fetch(resend, form({}))).status).toBe(303);
      const [, again] = await receiver.waitFor(2);
      expect(again!.body.id).toBe(first!.body.id);

      // An answer of 503 first: the site's page lists that try and the one that delivered it.
      receiver.failNext(503);
      expect(
        (await api('tasks', json('POST', { body: { task: { title: 'Delivered at the second try' } } }))).status,
      ).toBe(200);
      await receiver.waitFor(4);
      const sitePage = `${sandbox.url}/_sandbox/console/sites/${site.id}`;
      await expect
        .poll(async () => (await (await fetch(sitePage)).text()).match(/data-outcome="[^"]+"/g)?.slice(0, 2), {
          message: 'the latest two attempts on the site page',
        })
        .toEqual(['data-outcome="delivered"', 'data-outcome="will retry"']);
      const text = await (await fetch(sitePage)).text();
      expect(text).toMatch(
        /<tr data-outcome="will retry"><td class="mono">wix\.crm\.tasks\.v2\.task\/created<\/td>[\s\S]*?503 HTTP 503/,
      );
      await fetch(`${sandbox.url}/_sandbox/sites/${site.id}/webhooks/${webhook.id}`, { method: 'DELETE' });
    } finally {
      await receiver.close();
    }
  });

  it("imports a snapshot file of the site with the form; another site's or no snapshot is refused in words", async () => {
    const snapshot = await (await fetch(`${sandbox.url}/_sandbox/sites/${site.id}/export`)).text();
    const upload = (text: string) => {
      const body = new FormData();
      body.set('snapshot', new File([text], 'site.json', { type: 'application/json' }));
      return fetch(`${sandbox.url}/_sandbox/console/sites/${site.id}/knobs/import`, {
        method: 'POST',
        body,
        redirect: 'manual',
      });
    };
    const ok = await upload(snapshot);
    expect(ok.status).toBe(303);
    expect(decodeURIComponent(ok.headers.get('location')!)).toMatch(/Snapshot imported \(\d+ rows\)/);
    const other = JSON.parse(snapshot) as { site: { id: string } };
    other.site.id = '00000000-0000-4000-8000-000000000000';
    const refused = await upload(JSON.stringify(other));
    expect(refused.status).toBe(400);
    expect(await refused.text()).toMatch(/not of this one/);
    expect((await upload('{not json')).status).toBe(400);
  });

  it("refuses writes from another local page's origin, takes its own", async () => {
    const base = `${sandbox.url}/_sandbox/console/sites/${site.id}/knobs/faults/clear`;
    const other = await fetch(base, { method: 'POST', headers: { origin: 'http://127.0.0.1:1' }, redirect: 'manual' });
    expect(other.status).toBe(403);
    const own = await fetch(base, { method: 'POST', headers: { origin: sandbox.url }, redirect: 'manual' });
    expect(own.status).toBe(303);
  });

  it('streams calls as they are logged', async () => {
    const ctrl = new AbortController();
    const res = await fetch(`${sandbox.url}/_sandbox/requests/stream?siteId=${site.id}`, { signal: ctrl.signal });
    expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
    const reader = res.body!.getReader();
    await fetch(`${sandbox.url}/contacts/v4/contacts/query`, {
      method: 'POST',
      headers: { authorization: site.apiKey, 'wix-site-id': site.id, 'content-type': 'application/json' },
      body: '{"query":{"paging":{"limit":1}}}',
    });
    let text = '';
    const deadline = Date.now() + 5000;
    while (!text.includes('/contacts/v4/contacts/query') && Date.now() < deadline) {
      const { value, done } = await reader.read();
      if (done) break;
      text += new TextDecoder().decode(value);
    }
    ctrl.abort();
    expect(text).toMatch(/event: request/);
    expect(text).toContain('"path":"/contacts/v4/contacts/query"');
    expect(text).toContain('"identity":{"kind":"apiKey"');
    expect((await fetch(`${sandbox.url}/_sandbox/requests/stream?since=-1`)).status).toBe(400);
    expect((await fetch(`${sandbox.url}/_sandbox/requests/999999999`)).status).toBe(404);
  });

  it('serves its pages with every value escaped and a CSP without inline script', async () => {
    const res = await fetch(`${sandbox.url}/_sandbox/console/sites/${site.id}/data/reviews`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
    const page = await res.text();
    expect(page).not.toMatch(/<script>/);
    expect(page).not.toMatch(/<img[^>]+onerror/i);
  });
});
