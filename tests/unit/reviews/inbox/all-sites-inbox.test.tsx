// @vitest-environment happy-dom
// The all-sites inbox's screen: cards ask for their names only once in view (one message per site),
// say nothing of them meanwhile, and an action on a card costs its write alone: the site is then taken
// from what the background kept (no check again), the card leaves and the count goes down by one;
// the toast names the site; the status is in a shop owner's words; the select-all box is labelled.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AllSitesInbox } from '@/components/reviews/inbox/AllSitesInbox';
import type { SiteInbox } from '@/lib/messaging/inbox';
import { fakeBackground, messages, wrap } from '../../fake-background';
import { aReview } from '../a-review';
import { currentToast } from '@/lib/queries/feedback';

const SITE_A = '5c1a2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const SITE_B = '9e1f2a3b-4c5d-4e6f-8a7b-1c2d3e4f5a6b';
const guid = (n: number) => `${String(n).padStart(8, '0')}-1111-4111-8111-111111111111`;
const review = (n: number) =>
  aReview({
    id: guid(n),
    authorName: `Author ${n}`,
    authorContactId: guid(100 + n),
    authorType: 'UNKNOWN',
    entityId: guid(200 + n),
    createdDate: `2026-03-${String(30 - n).padStart(2, '0')}T12:00:00Z`,
  });
const inbox = (siteId: string, reviews: ReturnType<typeof review>[]): SiteInbox => ({
  siteId,
  count: reviews.length,
  reviews,
  checkedAt: 1,
  calls: 1,
});

/** An IntersectionObserver the test drives: `show(el)` brings an element into view. */
function fakeViewport() {
  const watched = new Map<Element, IntersectionObserverCallback>();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(el: Element) {
        watched.set(el, this.callback);
      }
      disconnect() {}
    },
  );
  return {
    show: (el: Element) =>
      watched.get(el)!([{ isIntersecting: true, target: el } as IntersectionObserverEntry], {} as IntersectionObserver),
  };
}

describe('the all-sites inbox', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names only the cards in view, and follows a card action from the write without checking again', async () => {
    const viewport = fakeViewport();
    let a = inbox(SITE_A, [review(1), review(3)]);
    const b = inbox(SITE_B, [review(2)]);
    const sent = fakeBackground((type, payload) => {
      switch (type) {
        case 'sites.list':
          return {
            sites: [
              { id: SITE_A, name: 'Bloom', accountId: 'acc', urls: [] },
              { id: SITE_B, name: 'Harbor', accountId: 'acc', urls: [] },
            ],
          };
        case 'inbox.known':
          return { sites: [] };
        case 'inbox.checkSite':
          return payload.siteId === SITE_A ? a : b;
        case 'reviews.names':
          return {
            authorTypes: Object.fromEntries((payload.contactIds as string[]).map((id) => [id, 'MEMBER'])),
            items: Object.fromEntries(
              (payload.productIds as string[]).map((id) => [
                `stores/${id}`,
                { name: `Bread ${id.slice(6, 8)}`, url: null },
              ]),
            ),
          };
        case 'reviews.moderate': {
          const done = { ...review(1), status: payload.status };
          a = { ...a, count: a.count - 1, reviews: a.reviews.filter((r) => r.id !== payload.reviewId) };
          return done;
        }
        case 'inbox.kept':
          return { site: payload.siteId === SITE_A ? { ...a, calls: 0 } : { ...b, calls: 0 } };
        case 'queue.list':
          return { changes: [], refused: [] };
        default:
          throw new Error(`unexpected ${type}`);
      }
    });
    wrap(<AllSitesInbox onOpenSite={() => undefined} onReconnect={() => undefined} />);
    await waitFor(() => expect(screen.getAllByTestId('inbox-item')).toHaveLength(3));
    expect(screen.getByTestId('inbox-waiting')).toHaveTextContent('3 reviews waiting');
    // Once every site is checked: a shop owner's words, the calls it cost folded under technical details.
    await waitFor(() => expect(screen.getByTestId('inbox-progress')).toHaveTextContent(/^All 2 sites checked\.$/));
    expect(screen.getByTestId('inbox-calls').closest('details')).not.toHaveAttribute('open');
    // The select-all box is named by words shown beside it.
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toBe(screen.getByTestId('select-page'));
    expect(screen.getByText('Select all')).toBeVisible();

    // Nothing asked yet, nothing said: no "unnamed item", no "author type unknown".
    expect(messages(sent, 'reviews.names')).toEqual([]);
    // Nor the sites' rules (why a card waits): read as a card comes into view, not for every site listed.
    expect(messages(sent, 'moderationRules.list')).toEqual([]);
    const cards = screen.getAllByTestId('inbox-item');
    for (const card of cards) {
      expect(within(card).getByTestId('review-item')).toHaveTextContent('');
      expect(card).not.toHaveTextContent(/unnamed|unknown/i);
    }

    // The first card comes into view: its names, and only its, are asked.
    viewport.show(cards[0]!);
    await waitFor(() => expect(within(cards[0]!).getByTestId('review-item')).toHaveTextContent('Bread 01'));
    expect(messages(sent, 'reviews.names')).toEqual([
      { siteId: SITE_A, contactIds: [guid(101)], productIds: [guid(201)] },
    ]);
    expect(within(cards[0]!).getByTestId('review-author-type')).toHaveTextContent('(member)');
    expect(within(cards[1]!).getByTestId('review-item')).toHaveTextContent('');

    // Approve it: the write, then the site as kept (no check again): the card leaves, the count follows.
    const checks = messages(sent, 'inbox.checkSite').length;
    await userEvent.click(within(cards[0]!).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.getAllByTestId('inbox-item')).toHaveLength(2));
    expect(screen.getByTestId('inbox-waiting')).toHaveTextContent('2 reviews waiting');
    expect(messages(sent, 'inbox.checkSite')).toHaveLength(checks);
    expect(messages(sent, 'inbox.kept')).toEqual([{ siteId: SITE_A }]);
    // The toast names the site as well as the author.
    expect(currentToast.value?.text).toBe('Bloom: Approved the review by Author 1.');
  });

  it("offers the card's site's saved replies in its reply editor, filled in for that site and review", async () => {
    const viewport = fakeViewport();
    const sent = fakeBackground((type, payload) => {
      switch (type) {
        case 'sites.list':
          return {
            sites: [
              { id: SITE_A, name: 'Bloom', accountId: 'acc-a', urls: [] },
              { id: SITE_B, name: 'Harbor', accountId: 'acc-b', urls: [] },
            ],
          };
        case 'session.get':
          return {
            connections: [
              { accountId: 'acc-a', name: 'A' },
              { accountId: 'acc-b', name: 'B' },
            ],
          };
        case 'inbox.known':
          return { sites: [] };
        case 'inbox.checkSite':
          return payload.siteId === SITE_A ? inbox(SITE_A, []) : inbox(SITE_B, [{ ...review(2), rating: 5 }]);
        case 'reviews.names':
          return { authorTypes: {}, items: { [`stores/${guid(202)}`]: { name: 'Sourdough', url: null } } };
        case 'moderationRules.list':
          return { rules: [] };
        case 'savedReplies.list':
          return {
            replies: [
              {
                id: 'r',
                name: 'Thanks',
                text: 'Thanks, {first name}! Enjoy the {item} from {site}.',
                ratings: [5],
                everySite: false,
              },
            ],
            syncBytes: 100,
          };
        case 'queue.list':
          return { changes: [], refused: [] };
        default:
          throw new Error(`unexpected ${type}`);
      }
    });
    wrap(<AllSitesInbox onOpenSite={() => undefined} onReconnect={() => undefined} />);
    const [card] = await screen.findAllByTestId('inbox-item');
    viewport.show(card!);
    await waitFor(() => expect(within(card!).getByTestId('review-item')).toHaveTextContent('Sourdough'));
    await userEvent.click(within(card!).getByRole('button', { name: 'Reply' }));
    const area = within(card!).getByLabelText('Your public reply') as HTMLTextAreaElement;
    await within(card!).findByRole('button', { name: 'Saved replies' });
    fireEvent.keyDown(area, { key: '/' });
    const list = await within(card!).findByRole('listbox', { name: 'Saved replies' });
    fireEvent.keyDown(list, { key: 'Enter' });
    expect(area.value).toBe('Thanks, Author! Enjoy the Sourdough from Harbor.');
    // The saved replies of the card's site's account.
    expect(messages(sent, 'savedReplies.list')).toEqual([{ accountId: 'acc-b' }]);
    expect(messages(sent, 'reviews.setReply')).toEqual([]);
  });
});
