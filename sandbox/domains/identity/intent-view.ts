// What the stand-in of a Wix page says for a checkout, product, bookings or payment-request
// session, and where its links lead. Which callback each step uses follows the provider's
// reference for the callbacks: a completed checkout goes to thankYouPageUrl (with the order's ids
// in its query), an abandoned one to postFlowUrl; cartPageUrl, planListUrl, loginUrl and
// bookingsServiceListUrl replace Wix's own cart, plans, login and services pages. Where no callback
// was given the page says which Wix page the provider would show, and links to the site's home.
// A callback is linked only on an allowed domain (callback-hosts.ts), with wixMemberLoggedIn in its
// query: false, since nobody logs in on these stand-ins.
import { createHash } from 'node:crypto';
import { callbackUrl, isFollowable } from './callback-url.ts';
import type { CallbackCheck } from './callback-hosts.ts';
import type { Callbacks } from './intent-schemas.ts';
import type { PageSession, RedirectSession } from './redirect-sessions.ts';

export interface PageLink {
  label: string;
  /** Where it leads; null when the callback is not followed (shown, never linked). */
  href: string | null;
  /** The callback as given, when it is not followed: not an http(s) URL, or not on an allowed domain. */
  notFollowed?: { url: string; why: 'scheme' | 'domain' };
  /** What the provider would do here without a callback. */
  note?: string;
}

export interface IntentView {
  /** What kind of Wix page this stands in for ("checkout", "product page", ...). */
  wixPage: string;
  heading: string;
  details: string[];
  links: PageLink[];
  preferences: string[];
}

export interface ViewContext {
  siteName: string;
  siteHome: string;
  /** The sandbox's product of that slug on the site, with its live page, if any. */
  product?: { name: string; url: string } | undefined;
  /** Whether a callback's domain is allowed, as the OAuth app's lists stand now. */
  allows: CallbackCheck;
}

/** A made-up id for what the stand-in "creates" (an order, a plan order): the same for the same session. */
function madeUpId(sessionId: string, what: string): string {
  const h = createHash('sha256').update(`${sessionId}:${what}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

function linkTo(
  ctx: ViewContext,
  label: string,
  url: string | null | undefined,
  params: Record<string, string> = {},
): PageLink | null {
  if (!url) return null;
  if (!isFollowable(url)) return { label, href: null, notFollowed: { url, why: 'scheme' } };
  if (!ctx.allows(url)) return { label, href: null, notFollowed: { url, why: 'domain' } };
  return { label, href: callbackUrl(url, 'query', { ...params, wixMemberLoggedIn: 'false' }) };
}

/** postFlowUrl, or the site's home with what Wix would do. */
function leave(label: string, cb: Callbacks, ctx: ViewContext): PageLink {
  return (
    linkTo(ctx, label, cb.postFlowUrl) ?? {
      label: `${label} (to the site's home)`,
      href: ctx.siteHome,
      note: 'No postFlowUrl was given: Wix would stay on the site it hosts.',
    }
  );
}

/** thankYouPageUrl with the ids, or (none given) Wix's thank-you page, then postFlowUrl. */
function complete(label: string, cb: Callbacks, ctx: ViewContext, params: Record<string, string>): PageLink {
  const own = linkTo(ctx, label, cb.thankYouPageUrl, params);
  if (own) return own;
  const next = leave(label, cb, ctx);
  return {
    ...next,
    note: 'No thankYouPageUrl was given: Wix would show its own thank-you page, then go to postFlowUrl.',
  };
}

/** A callback replacing one of Wix's pages, or a note that Wix's page would be used. */
function replacing(
  ctx: ViewContext,
  label: string,
  url: string | null | undefined,
  wixPage: string,
  params: Record<string, string> = {},
) {
  return linkTo(ctx, label, url, params) ?? { label, href: null, note: `Wix would show its own ${wixPage} here.` };
}

function slotLines(p: Extract<PageSession, { intent: 'bookingsCheckout' }>['params']): string[] {
  const slot = p.slotAvailability.slot;
  const when = [slot?.startDate, slot?.endDate].filter(Boolean).join(' to ');
  const tz = p.timezone ?? slot?.timezone;
  return [
    when ? `When: ${when}${tz ? ` (${tz})` : ''}` : 'When: no slot dates given',
    ...(slot?.resource?.name ? [`With: ${slot.resource.name}`] : []),
    ...(slot?.location?.name ? [`Where: ${slot.location.name}`] : []),
    ...(slot?.scheduleId ? [`Schedule ${slot.scheduleId}`] : []),
  ];
}

function byIntent(s: PageSession, id: string, ctx: ViewContext): Omit<IntentView, 'preferences'> {
  const cb = s.callbacks;
  const keep = <T>(xs: (T | null)[]): T[] => xs.filter((x): x is T => x !== null);
  switch (s.intent) {
    case 'ecomCheckout':
      return {
        wixPage: 'eCommerce checkout',
        heading: `Checkout ${s.params.checkoutId} of ${ctx.siteName}`,
        details: ['The visitor would review the cart, enter shipping and payment details, and place the order.'],
        links: [
          complete('Place the order', cb, ctx, { orderId: madeUpId(id, 'order') }),
          replacing(ctx, 'Back to the cart', cb.cartPageUrl, 'cart page'),
          leave('Leave the checkout', cb, ctx),
        ],
      };
    case 'eventsCheckout':
      return {
        wixPage: 'Events checkout',
        heading: `Tickets for ${s.params.eventSlug} at ${ctx.siteName}`,
        details: [`Reservation ${s.params.reservationId}`],
        links: [
          complete('Buy the tickets', cb, ctx, {
            orderNumber: madeUpId(id, 'orderNumber').slice(0, 8).toUpperCase(),
            eventId: madeUpId(id, 'event'),
          }),
          leave('Leave the checkout', cb, ctx),
        ],
      };
    case 'paidPlansCheckout':
      return {
        wixPage: 'Pricing Plans checkout',
        heading: `Pricing plan ${s.params.planId} of ${ctx.siteName}`,
        details: ['The visitor would log in or sign up, then pay for the plan.'],
        links: [
          complete('Buy the plan', cb, ctx, { planOrderId: madeUpId(id, 'planOrder') }),
          replacing(ctx, 'Choose another plan', cb.planListUrl, 'pricing plans page', {
            planIds: s.params.planId,
            ...(s.params.checkoutData ? { checkoutData: s.params.checkoutData } : {}),
          }),
          replacing(ctx, 'Log in first', cb.loginUrl, 'login page'),
          leave('Leave the checkout', cb, ctx),
        ],
      };
    case 'bookingsCheckout':
      return {
        wixPage: 'Bookings checkout',
        heading: `Book service ${s.params.slotAvailability.slot?.serviceId ?? '(no service id)'} at ${ctx.siteName}`,
        details: slotLines(s.params),
        links: [
          complete('Book the session', cb, ctx, {}),
          replacing(ctx, 'Back to the services', cb.bookingsServiceListUrl, 'bookings services page'),
          leave('Leave the checkout', cb, ctx),
        ],
      };
    case 'storesProduct':
      return {
        wixPage: 'Stores product page',
        heading: `Product: ${s.params.productSlug}`,
        details: [
          ctx.product ? `${ctx.product.name}, sold by ${ctx.siteName}.` : `No product of this slug on ${ctx.siteName}.`,
        ],
        links: keep([
          ctx.product ? { label: 'Open the product on the site', href: ctx.product.url } : null,
          replacing(ctx, 'View the cart', cb.cartPageUrl, 'cart page'),
          leave('Back to the site', cb, ctx),
        ]),
      };
    case 'bookingsBook':
      return {
        wixPage: 'Bookings "Book Online" page',
        heading: `Book a service at ${ctx.siteName}`,
        details: [s.params.resourceId ? `Services of resource ${s.params.resourceId}` : 'All bookable services'],
        links: [
          replacing(ctx, 'All services', cb.bookingsServiceListUrl, 'bookings services page'),
          leave('Done', cb, ctx),
        ],
      };
    case 'ecomOrderPaymentRequest':
      return {
        wixPage: 'order payment request page',
        heading: `Payment request ${s.params.paymentRequestId} of ${ctx.siteName}`,
        details: ['The visitor would pay what the order still owes.'],
        links: [complete('Pay', cb, ctx, {}), leave('Leave without paying', cb, ctx)],
      };
  }
}

/** The preferences, in words (each changes what the provider would show, not what the stand-in does). */
function preferenceLines(s: PageSession, caller: RedirectSession['caller']): string[] {
  const p = s.preferences;
  const extra = Object.entries(p.additionalQueryParameters ?? {});
  return [
    p.useGenericWixPages === false
      ? "Would show the site's own page for this (useGenericWixPages: false), not Wix's standard template."
      : "Would show Wix's standard template of this page (useGenericWixPages).",
    ...(p.checkIfPublish ? ['Would show the page the site published, if it has one (checkIfPublish).'] : []),
    p.maintainIdentity === false
      ? 'As a new visitor (maintainIdentity: false).'
      : caller?.kind === 'member'
        ? `As the member ${caller.memberId} who asked (maintainIdentity).`
        : caller
          ? `As the visitor ${caller.visitorId} who asked (maintainIdentity).`
          : 'As an anonymous visitor (the session was asked for with an API key).',
    ...(extra.length > 0 ? [`Extra query parameters: ${extra.map(([k, v]) => `${k}=${v}`).join(', ')}`] : []),
  ];
}

export function intentView(session: RedirectSession & { request: PageSession }, ctx: ViewContext): IntentView {
  return {
    ...byIntent(session.request, session.id, ctx),
    preferences: preferenceLines(session.request, session.caller),
  };
}
