// Create Redirect Session for every intent the SDK's redirects module declares, through that module:
// each session's fullUrl opens a sandbox page that states the intent, says it stands in for the Wix
// page, and links to the callback the reference names for each step (docs/provider-contract.md §2.4).
import { ApiKeyStrategy, createClient } from '@wix/sdk';
import { redirects } from '@wix/redirects';
import { beforeAll, describe, expect, it } from 'vitest';
import { escapeHtml } from '../../sandbox/live/html.ts';
import { useSandbox } from './harness.ts';
import { sandboxFetch, sdkError } from './sdk-client.ts';

const { sandbox, site } = useSandbox();
let client: ReturnType<typeof redirectsClient>;

const redirectsClient = (url: string) =>
  createClient({
    modules: { redirects },
    auth: ApiKeyStrategy({ apiKey: site.apiKey, siteId: site.id }),
    fetch: sandboxFetch(url),
  });

beforeAll(async () => {
  client = redirectsClient(sandbox.url);
  // The callbacks' domain must be one of the OAuth app's allowed redirect domains.
  await fetch(`${sandbox.url}/_sandbox/sites/${site.id}/oauth-redirect-domains`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ domain: 'shop.example' }),
  });
});

type Options = NonNullable<Parameters<ReturnType<typeof redirectsClient>['redirects']['createRedirectSession']>[0]>;

const ID = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const CALLBACKS = {
  postFlowUrl: 'https://shop.example/after',
  thankYouPageUrl: 'https://shop.example/thanks',
  cartPageUrl: 'https://shop.example/cart',
  planListUrl: 'https://shop.example/plans',
  loginUrl: 'https://shop.example/login',
  bookingsServiceListUrl: 'https://shop.example/services',
};

/** The page's action links: label → href (HTML entities undone). */
function links(page: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of page.matchAll(/<a class="action" href="([^"]*)">([^<]*)<\/a>/g))
    out[m[2]!.replace(/&#39;/g, "'")] = m[1]!.replace(/&amp;/g, '&');
  return out;
}

async function open(options: Options): Promise<{ page: string; fullUrl: string; id: string }> {
  const session = (await client.redirects.createRedirectSession(options)).redirectSession!;
  const res = await fetch(session.fullUrl!);
  expect(res.status).toBe(200);
  return { page: await res.text(), fullUrl: session.fullUrl!, id: session._id! };
}

const query = (href: string) => Object.fromEntries(new URL(href).searchParams);
/** A callback as linked: every one carries wixMemberLoggedIn (nobody logs in on a stand-in). */
const linked = (url: string) => `${url}?wixMemberLoggedIn=false`;
const base = (href: string) => href.split('?')[0];

// The reference's callbacks: thankYouPageUrl is where "the visitor is directed … after the
// Wix-managed process is completed", with orderId (eCommerce), orderNumber and eventId (Events) or
// planOrderId (Pricing Plans) in its query; postFlowUrl is where Wix redirects "when the Wix-managed
// process is completed, abandoned, or interrupted"; cartPageUrl, planListUrl (with planIds and
// checkoutData), loginUrl and bookingsServiceListUrl replace Wix's own pages.
describe('every intent: a stand-in page that states it and links to the right callback', () => {
  it('ecomCheckout: place the order → thankYouPageUrl with an orderId; cart → cartPageUrl; leave → postFlowUrl', async () => {
    const { page, fullUrl, id } = await open({ ecomCheckout: { checkoutId: ID }, callbacks: CALLBACKS });
    expect(fullUrl).toBe(`${sandbox.url}/oauth2/wix-page?redirectSessionId=${id}`);
    expect(page).toContain(escapeHtml(`Checkout ${ID} of ${site.name}`));
    expect(page).toContain('a stand-in for the Wix eCommerce checkout');
    const l = links(page);
    expect(base(l['Place the order']!)).toBe(CALLBACKS.thankYouPageUrl);
    expect(query(l['Place the order']!).orderId).toMatch(/^[0-9a-f-]{36}$/);
    expect(query(l['Place the order']!).wixMemberLoggedIn).toBe('false');
    expect(l['Back to the cart']).toBe(linked(CALLBACKS.cartPageUrl));
    expect(l['Leave the checkout']).toBe(linked(CALLBACKS.postFlowUrl));
    // Recorded like the login sessions, with what was asked.
    const row = sandbox.db.prepare('SELECT intent, request FROM identity_redirect_sessions WHERE id = ?').get(id) as {
      intent: string;
      request: string;
    };
    expect(row.intent).toBe('ecomCheckout');
    expect(JSON.parse(row.request)).toMatchObject({ params: { checkoutId: ID }, callbacks: CALLBACKS });
  });

  it('eventsCheckout: thankYouPageUrl gets orderNumber and eventId', async () => {
    const { page } = await open({
      eventsCheckout: { reservationId: ID, eventSlug: 'spring-market-2' },
      callbacks: CALLBACKS,
    });
    expect(page).toContain(escapeHtml(`Tickets for spring-market-2 at ${site.name}`));
    expect(page).toContain(`Reservation ${ID}`);
    const l = links(page);
    expect(Object.keys(query(l['Buy the tickets']!)).sort()).toEqual(['eventId', 'orderNumber', 'wixMemberLoggedIn']);
    expect(l['Leave the checkout']).toBe(linked(CALLBACKS.postFlowUrl));
  });

  it('paidPlansCheckout: planOrderId to thankYouPageUrl, planIds and checkoutData to planListUrl, loginUrl', async () => {
    const { page } = await open({
      paidPlansCheckout: { planId: ID, checkoutData: 'cart-7' },
      callbacks: CALLBACKS,
    });
    expect(page).toContain(escapeHtml(`Pricing plan ${ID} of ${site.name}`));
    const l = links(page);
    expect(Object.keys(query(l['Buy the plan']!))).toEqual(['planOrderId', 'wixMemberLoggedIn']);
    expect(query(l['Choose another plan']!)).toEqual({
      planIds: ID,
      checkoutData: 'cart-7',
      wixMemberLoggedIn: 'false',
    });
    expect(l['Log in first']).toBe(linked(CALLBACKS.loginUrl));
  });

  it('bookingsCheckout: names the service and slot; services → bookingsServiceListUrl', async () => {
    const { page } = await open({
      bookingsCheckout: {
        timezone: 'Europe/Paris',
        slotAvailability: {
          slot: {
            serviceId: 'svc-yoga',
            startDate: '2026-12-01T10:00:00',
            endDate: '2026-12-01T11:00:00',
            resource: { name: 'Ana' },
          },
        },
      },
      callbacks: CALLBACKS,
    });
    expect(page).toContain(escapeHtml(`Book service svc-yoga at ${site.name}`));
    expect(page).toContain('When: 2026-12-01T10:00:00 to 2026-12-01T11:00:00 (Europe/Paris)');
    expect(page).toContain('With: Ana');
    const l = links(page);
    expect(l['Book the session']).toBe(linked(CALLBACKS.thankYouPageUrl));
    expect(l['Back to the services']).toBe(linked(CALLBACKS.bookingsServiceListUrl));
  });

  it("storesProduct: names the product and links to the site's product page; cart; back to postFlowUrl", async () => {
    const slug = (
      sandbox.db.prepare('SELECT slug FROM products WHERE site_id = ? ORDER BY position LIMIT 1').get(site.id) as {
        slug: string;
      }
    ).slug;
    const { page } = await open({ storesProduct: { productSlug: slug }, callbacks: CALLBACKS });
    expect(page).toContain(`Product: ${slug}`);
    const l = links(page);
    expect(l['Open the product on the site']).toBe(`${site.liveUrl}/product-page/${slug}`);
    expect(l['View the cart']).toBe(linked(CALLBACKS.cartPageUrl));
    expect(l['Back to the site']).toBe(linked(CALLBACKS.postFlowUrl));
  });

  it('bookingsBook and ecomOrderPaymentRequest', async () => {
    const book = await open({ bookingsBook: { resourceId: ID }, callbacks: CALLBACKS });
    expect(book.page).toContain(escapeHtml(`Book a service at ${site.name}`));
    expect(book.page).toContain(`Services of resource ${ID}`);
    expect(links(book.page)).toEqual({
      'All services': linked(CALLBACKS.bookingsServiceListUrl),
      Done: linked(CALLBACKS.postFlowUrl),
    });

    const pay = await open({ ecomOrderPaymentRequest: { paymentRequestId: ID }, callbacks: CALLBACKS });
    expect(pay.page).toContain(escapeHtml(`Payment request ${ID} of ${site.name}`));
    expect(links(pay.page)).toEqual({
      Pay: linked(CALLBACKS.thankYouPageUrl),
      'Leave without paying': linked(CALLBACKS.postFlowUrl),
    });
  });

  it("without callbacks: says which Wix page would follow, and returns to the site's home", async () => {
    const { page } = await open({ ecomCheckout: { checkoutId: ID } });
    expect(page).toContain(escapeHtml('Wix would show its own thank-you page, then go to postFlowUrl.'));
    expect(page).toContain(escapeHtml('Wix would show its own cart page here.'));
    const l = links(page);
    expect(l["Place the order (to the site's home)"]).toBe(site.liveUrl);
    expect(l["Leave the checkout (to the site's home)"]).toBe(site.liveUrl);
  });
});

// The reference marks these "Required": ecomCheckout.checkoutId, eventsCheckout.reservationId and
// eventSlug, paidPlansCheckout.planId, bookingsCheckout.slotAvailability, storesProduct.productSlug,
// ecomOrderPaymentRequest.paymentRequestId; ids are GUIDs, a product slug at most 150 characters.
describe('validation: the ids the reference marks required', () => {
  it.each([
    [{ ecomCheckout: {} }, 'ecomCheckout.checkoutId'],
    [{ eventsCheckout: { reservationId: ID } }, 'eventsCheckout.eventSlug'],
    [{ paidPlansCheckout: {} }, 'paidPlansCheckout.planId'],
    [{ bookingsCheckout: {} }, 'bookingsCheckout.slotAvailability'],
    [{ storesProduct: {} }, 'storesProduct.productSlug'],
    [{ ecomOrderPaymentRequest: {} }, 'ecomOrderPaymentRequest.paymentRequestId'],
  ] as [Options, string][])('%o → 400 naming %s', async (options, field) => {
    const e = await sdkError(client.redirects.createRedirectSession(options));
    expect(e.status).toBe(400);
    expect(e.details.validationError?.fieldViolations).toEqual([
      expect.objectContaining({ field: `options.${field}`, violatedRule: 'REQUIRED_FIELD' }),
    ]);
  });

  it('GUIDs and lengths as the reference says; two intents at once are refused', async () => {
    const bad = await sdkError(
      client.redirects.createRedirectSession({ ecomCheckout: { checkoutId: 'nope' }, callbacks: CALLBACKS }),
    );
    expect(bad.details.validationError?.fieldViolations.map((v) => [v.field, v.violatedRule])).toEqual([
      ['options.ecomCheckout.checkoutId', 'FORMAT'],
    ]);
    const long = await sdkError(
      client.redirects.createRedirectSession({ storesProduct: { productSlug: 'x'.repeat(151) } }),
    );
    expect(long.details.validationError?.fieldViolations[0]).toMatchObject({
      field: 'options.storesProduct.productSlug',
      violatedRule: 'MAX_LENGTH',
    });
    const two = await sdkError(
      client.redirects.createRedirectSession({ ecomCheckout: { checkoutId: ID }, storesProduct: { productSlug: 'a' } }),
    );
    expect(two.details.validationError?.fieldViolations[0]?.field).toBe('intent');
  });
});

describe('callbacks and preferences', () => {
  it('a non-http(s) callback is named on the page, never followed; a script URL is refused', async () => {
    const { page } = await open({
      ecomCheckout: { checkoutId: ID },
      callbacks: { postFlowUrl: 'myapp://after', thankYouPageUrl: 'ftp://shop.example/thanks' },
    });
    expect(links(page)).toEqual({});
    expect(page).toContain('the callback <code>myapp://after</code> is not an http(s) URL');
    expect(page).toContain('the callback <code>ftp://shop.example/thanks</code> is not an http(s) URL');
    const e = await sdkError(
      client.redirects.createRedirectSession({
        ecomCheckout: { checkoutId: ID },
        callbacks: { postFlowUrl: 'javascript:alert(1)' },
      }),
    );
    expect(e.details.validationError?.fieldViolations[0]?.field).toBe('options.callbacks.postFlowUrl');
  });

  it('escapes the ids and callback URLs it shows (no HTML injection)', async () => {
    const { page } = await open({
      storesProduct: { productSlug: '<img src=x onerror=alert(1)>' },
      callbacks: { postFlowUrl: 'https://shop.example/?q="><script>alert(1)</script>', cartPageUrl: 'x:"><b>' },
    });
    expect(page).not.toMatch(/<img|<script|<b>/);
    expect(page).toContain('Product: &lt;img src=x onerror=alert(1)&gt;');
  });

  it('additionalQueryParameters go on the Wix URL; the other preferences are stated on the page', async () => {
    const redirectSession = (
      await client.redirects.createRedirectSession({
        paidPlansCheckout: { planId: ID },
        preferences: {
          additionalQueryParameters: { lang: 'fr', utm_source: 'newsletter', redirectSessionId: 'mine' },
          useGenericWixPages: false,
          maintainIdentity: false,
          checkIfPublish: true,
        },
      })
    ).redirectSession!;
    const id = redirectSession._id!;
    expect(redirectSession.urlDetails?.searchParams).toEqual({
      lang: 'fr',
      utm_source: 'newsletter',
      redirectSessionId: id,
    });
    expect(Object.fromEntries(new URL(redirectSession.fullUrl!).searchParams)).toEqual({
      lang: 'fr',
      utm_source: 'newsletter',
      redirectSessionId: id,
    });
    const page = await (await fetch(redirectSession.fullUrl!)).text();
    expect(page).toContain('useGenericWixPages: false');
    expect(page).toContain('As a new visitor (maintainIdentity: false).');
    expect(page).toContain('(checkIfPublish)');
    expect(page).toContain('Extra query parameters: lang=fr, utm_source=newsletter');
    // The short URL leads to the same page; the login page does not answer it.
    const short = await fetch(redirectSession.shortUrl!, { redirect: 'manual' });
    expect(short.headers.get('location')).toBe(`/oauth2/wix-page?redirectSessionId=${id}`);
    expect((await fetch(`${sandbox.url}/oauth2/authorize?redirectSessionId=${id}`)).status).toBe(404);
  });
});
