import type { ModerationStatus } from '../../messaging/reviews';
import { pageReviewsItem, type FrameTicketData, type PageMemory } from '../../storage';
import { createSerializer } from '../infra/serialize';
import { ServiceError } from '../infra/service-error';
import { knownTabsOfSite } from './tab-sites';

// What the background answered each tab's page, kept in session storage (the worker may stop): the
// reviews the page's controls may act on, each with the status the background last knew it in, and the
// tickets of the frames it put in the page. A page never chooses what is acted on: an id it names must
// be one this tab's page was answered. The statuses follow every review write's answer, so a page's
// write can say what it changed (the badge then learns it with no count).

const serial = createSerializer();
const TICKET_LIFE_MS = 60 * 60_000;
const TICKETS_PER_TAB = 30;
const ANSWERED_PER_TAB = 2_000;

const originOf = (url: string) => new URL(url).origin;
const sameOrigin = (a: string, b: string) => {
  try {
    return originOf(a) === originOf(b);
  } catch {
    return false;
  }
};

export const reviewNotOnPage = () =>
  new ServiceError(
    403,
    'REVIEW_NOT_ON_PAGE',
    'Sitekeeper did not show this review on this page, so it does not act on it here.',
  );
export const frameTicketUnknown = () =>
  new ServiceError(403, 'FRAME_TICKET_UNKNOWN', 'This part of the page is no longer current. Reload the page.');

async function update(tabId: number, change: (page: PageMemory | undefined) => PageMemory | undefined): Promise<void> {
  await serial(async () => {
    const all = await pageReviewsItem.getValue();
    const next = change(all[tabId]);
    const { [tabId]: _old, ...rest } = all;
    await pageReviewsItem.setValue(next ? { ...rest, [tabId]: next } : rest);
  });
}

const read = (tabId: number): Promise<PageMemory | undefined> =>
  serial(() => pageReviewsItem.getValue()).then((all) => all[tabId]);

/** A page (re)loaded in the tab: what was answered before is forgotten. */
export const newPage = (tabId: number, url: string) => update(tabId, () => ({ url, answered: {}, tickets: {} }));

/** The tab closed. */
export const forgetPage = (tabId: number) => update(tabId, () => undefined);

const current = (page: PageMemory | undefined, url: string): PageMemory =>
  page && sameOrigin(page.url, url) ? page : { url, answered: {}, tickets: {} };

/** A review answered to a page, with its status as the background knows it ('UNKNOWN': not for sure). */
export interface AnsweredReview {
  id: string;
  status: ModerationStatus;
}

/** `answered` with `reviews` put last (newest), the oldest dropped over the count. */
function withAnswered(answered: PageMemory['answered'], reviews: readonly AnsweredReview[]): PageMemory['answered'] {
  const next = { ...answered };
  for (const r of reviews) {
    delete next[r.id];
    next[r.id] = r.status;
  }
  return Object.fromEntries(Object.entries(next).slice(-ANSWERED_PER_TAB));
}

/**
 * What the background answered this tab's page: the reviews its controls and frames may act on, with
 * their statuses as answered, and (with `strip`) a ticket for the strip's frame, in one storage write.
 * Returns the ticket, or null.
 */
export async function answerPage(
  tabId: number,
  url: string,
  reviews: readonly AnsweredReview[],
  strip: FrameTicketData | null = null,
): Promise<string | null> {
  const ticket = strip ? randomTicket() : null;
  const at = Date.now();
  await update(tabId, (page) => {
    const now = current(page, url);
    const answered = withAnswered(now.answered, reviews);
    return { ...now, answered, tickets: ticket && strip ? withTicket(now.tickets, ticket, strip, at) : now.tickets };
  });
  return ticket;
}

const holds = (page: PageMemory | undefined, reviewId: string): page is PageMemory =>
  page !== undefined && Object.hasOwn(page.answered, reviewId);

/** Whether the review was answered to this tab's page (so the page shows it, or its strip lists it). */
export async function wasAnswered(tabId: number, reviewId: string): Promise<boolean> {
  return holds(await read(tabId), reviewId);
}

/**
 * Throws unless the review was answered to this tab's page (at the same origin). Answers the status the
 * background last knew it in (the page's answer, then every write's), undefined when not known for sure.
 */
export async function assertAnswered(
  tabId: number,
  url: string,
  reviewId: string,
): Promise<ModerationStatus | undefined> {
  const page = await read(tabId);
  if (!holds(page, reviewId) || !sameOrigin(page.url, url)) throw reviewNotOnPage();
  const status = page.answered[reviewId];
  return status === 'UNKNOWN' ? undefined : status;
}

/**
 * What a review write's answer (or a read made for a page) says each review's status now is, kept for
 * every page of the site it was answered to; 'UNKNOWN' where the answer doesn't say (a bulk chunk's
 * reviews, a deleted one). Only what a page was answered is touched: nothing new becomes actionable.
 */
export async function pagesLearn(siteId: string, reviews: readonly AnsweredReview[]): Promise<void> {
  if (reviews.length === 0) return;
  const tabs = await knownTabsOfSite(siteId);
  await serial(async () => {
    const all = await pageReviewsItem.getValue();
    let changed = false;
    const next = { ...all };
    for (const tabId of tabs) {
      const page = all[tabId];
      const learnt = page && reviews.filter((r) => holds(page, r.id) && page.answered[r.id] !== r.status);
      if (!page || !learnt?.length) continue;
      next[tabId] = {
        ...page,
        answered: { ...page.answered, ...Object.fromEntries(learnt.map((r) => [r.id, r.status])) },
      };
      changed = true;
    }
    if (changed) await pageReviewsItem.setValue(next);
  });
}

function randomTicket(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The tab's tickets with a new one, dropping those past their life and the oldest over the count. */
function withTicket(tickets: PageMemory['tickets'], ticket: string, data: FrameTicketData, at: number) {
  const kept = Object.entries(tickets)
    .filter(([, t]) => at - t.at < TICKET_LIFE_MS)
    .slice(-(TICKETS_PER_TAB - 1));
  return { ...Object.fromEntries(kept), [ticket]: { ...data, at } };
}

/** A ticket for a frame of this tab's page: the frame gets what it is for from the background, by it. */
export async function issueTicket(tabId: number, url: string, data: FrameTicketData): Promise<string> {
  const ticket = randomTicket();
  const at = Date.now();
  await update(tabId, (page) => {
    const now = current(page, url);
    return { ...now, tickets: withTicket(now.tickets, ticket, data, at) };
  });
  return ticket;
}

/** The ticket's data, when it is one of this tab's (else FRAME_TICKET_UNKNOWN). */
export async function readTicket(
  tabId: number,
  ticket: string,
): Promise<FrameTicketData & { at: number; url: string }> {
  const page = await read(tabId);
  const data = page && Object.hasOwn(page.tickets, ticket) ? page.tickets[ticket] : undefined;
  if (!page || !data || Date.now() - data.at >= TICKET_LIFE_MS) throw frameTicketUnknown();
  return { ...data, url: page.url };
}

/** Keeps what a reply frame learned (the reply as it now is). */
export const updateReplyTicket = (tabId: number, ticket: string, reply: string | null) =>
  update(tabId, (page) => {
    const t = page?.tickets[ticket];
    if (!page || t?.kind !== 'reply') return page;
    return { ...page, tickets: { ...page.tickets, [ticket]: { ...t, reply } } };
  });
