// @vitest-environment happy-dom
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { controlsRoot } from '@/lib/live/moderate-buttons';
import {
  hasUncheckedReviews,
  learnShownChange,
  removeQuickModerate,
  showQuickModerate,
} from '@/lib/live/quick-moderate';
import { asSiteEvent } from '@/lib/live/site-event';
import { frameSurface } from '@/lib/live/frame-surface';
import { createReviewStrip, STRIP_STYLE } from '@/lib/live/review-strip';
import { REVIEWS_APP_ID } from '@/lib/live/selectors';
import { watchForNewReviews } from '@/lib/live/watch-reviews';
import type { Envelope } from '@/lib/messaging/protocol/define-api';
import type { ModerationRule } from '@/lib/messaging/moderation-rules';
import type { PageReviews } from '@/lib/messaging/reviews';
import { aReview } from '../reviews/a-review';
import { aRule } from '../reviews/a-rule';

// Review ids are GUIDs: elements with other ids are never asked about.
const R1 = '11111111-1111-4111-8111-111111111111';
const R2 = '22222222-2222-4222-8222-222222222222';
const P1 = '44444444-4444-4444-8444-444444444444';
const P2 = '55555555-5555-4555-8555-555555555555';
const PRODUCT = '99999999-9999-4999-8999-999999999999';
const HOSTILE = '<img src=x onerror="window.__pwned=1"><b>bold</b>';

/** A stand-in background: answers the page API like the real one, and records what was asked. */
function fakeBackground(answer: Partial<PageReviews>) {
  const asked: Envelope[] = [];
  fakeBrowser.runtime.onMessage.addListener(
    (raw: unknown, _sender: Browser.runtime.MessageSender, sendResponse: (r: unknown) => void) => {
      const message = raw as Envelope;
      asked.push(message);
      if (message.type === 'page.itemReviews') {
        const { shownIds, item } = message.payload as { shownIds: string[]; item: unknown };
        const states = { ...Object.fromEntries(shownIds.map((id) => [id, 'APPROVED'])), ...answer.states };
        // Like the background: only published shown reviews are named.
        const published = shownIds.filter((id) => states[id] === 'APPROVED');
        sendResponse({
          ok: true,
          data: {
            states,
            replies: answer.replies ?? {},
            shown:
              answer.shown ??
              Object.fromEntries(
                published.map((id) => [
                  id,
                  { author: 'Ann', excerpt: 'Nice', item: { namespace: 'stores', entityId: PRODUCT } },
                ]),
              ),
            strip: item ? 'ticket-0123456789abcdefghijkl' : null,
          },
        });
      } else
        sendResponse({
          ok: true,
          data: aReview({ id: R1, status: (message.payload as { status: string }).status as 'APPROVED' }),
        });
      return true;
    },
  );
  return asked;
}

const item = (id: string, text = 'Nice') => `<li data-hook="review-item" data-review-id="${id}"><p>${text}</p></li>`;
const widget = (...ids: string[]) =>
  `<section data-hook="reviews-widget" data-namespace="stores" data-entity-id="${PRODUCT}"><ul id="list">${ids.map((id) => item(id)).join('')}</ul></section>`;
const buttonsOf = (id: string) => document.querySelector(`[data-sitekeeper="moderate"][data-review-id="${id}"]`);
const rootOf = (id: string) => controlsRoot(buttonsOf(id)!)!;
const strip = () => document.querySelector('[data-sitekeeper="strip"]');
/** The strip as its frame draws it (entrypoints/live-frame/), in this document. */
function stripView(
  calls: Partial<Parameters<typeof createReviewStrip>[0]> = {},
  rules: ModerationRule[] | null = null,
) {
  const view = createReviewStrip(
    {
      run: () => Promise.reject(new Error('not here')),
      openDesk: () => Promise.resolve(),
      writeReview: () => Promise.resolve(),
      rules: () => Promise.resolve([]),
      ...calls,
    },
    frameSurface(document, STRIP_STYLE),
  );
  view.update(pendingTwo, false, rules);
  return document.body;
}
const pendingTwo = [
  aReview({ id: P1, entityId: PRODUCT, title: HOSTILE, body: HOSTILE, authorName: HOSTILE }),
  aReview({ id: P2, entityId: PRODUCT }),
];

afterEach(() => {
  removeQuickModerate(document);
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});

describe('in-place moderation on a live page', () => {
  it("asks ONCE per page for the item and the shown reviews: the strip's frame, Reject / Reply on each published one naming it; none on an unpublished one", async () => {
    const asked = fakeBackground({ states: { [R2]: 'REJECTED' } });
    document.body.innerHTML = widget(R1, R2, 'not-a-guid');
    await showQuickModerate(document);
    expect(asked.map((m) => m.type)).toEqual(['page.itemReviews']);
    expect(asked[0]!.payload).toEqual({ item: { namespace: 'stores', entityId: PRODUCT }, shownIds: [R1, R2] });
    expect(rootOf(R1).querySelector('[role="status"]')?.textContent).toBe('Approved');
    expect([...rootOf(R1).querySelectorAll('.row button:not([hidden])')].map((b) => b.textContent)).toEqual([
      'Reject',
      'Reply',
    ]);
    expect(rootOf(R1).querySelector('.about')?.textContent).toBe('Ann: “Nice”');
    expect(buttonsOf(R2)).toBeNull(); // the page shows a review that isn't published: no control
    expect(strip()!.nextElementSibling?.getAttribute('data-hook')).toBe('reviews-widget'); // next to the widget
    await showQuickModerate(document);
    expect(asked).toHaveLength(1);
    expect(document.querySelectorAll('[data-sitekeeper="moderate"]')).toHaveLength(1); // updated, not duplicated
    expect(document.querySelectorAll('[data-sitekeeper="strip"]')).toHaveLength(1);
  });

  it('learns the shown reviews\' replies from the same answer: Reply on a replied one reads "Edit reply"', async () => {
    const asked = fakeBackground({ replies: { [R1]: 'Thanks!', [R2]: null } });
    document.body.innerHTML = widget(R1, R2);
    await showQuickModerate(document);
    expect(asked).toHaveLength(1);
    const visible = (id: string) =>
      [...rootOf(id).querySelectorAll('.row button:not([hidden])')].map((b) => b.textContent);
    expect(visible(R1)).toEqual(['Reject', 'Edit reply']);
    expect(visible(R2)).toEqual(['Reject', 'Reply']);
  });

  it('learns a change made elsewhere to a shown review from the event, with no call; a review it does not show is asked again', async () => {
    const asked = fakeBackground({});
    document.body.innerHTML = widget(R1);
    await showQuickModerate(document);
    const event = asSiteEvent({
      event: 'reviews.changed',
      siteId: 's',
      change: { id: R1, status: 'REJECTED', reply: 'Sorry!', replyDate: null },
    });
    expect(event?.event === 'reviews.changed' && event.change).toBeTruthy();
    if (event?.event !== 'reviews.changed' || !event.change) return;
    expect(learnShownChange(document, event.change)).toBe(true);
    expect(rootOf(R1).querySelector('[role="status"]')?.textContent).toBe('Rejected');
    expect(asked).toHaveLength(1);
    expect(learnShownChange(document, { id: R2, status: 'APPROVED', reply: null, replyDate: null })).toBe(false);
    expect(learnShownChange(document, { id: R1, deleted: true })).toBe(false);
    // A change the page can't read as one (a wrong status) is no change: the page asks again.
    expect(asSiteEvent({ event: 'reviews.changed', siteId: 's', change: { id: R1, status: 'GONE' } })).toEqual({
      event: 'reviews.changed',
      siteId: 's',
    });
  });

  it('asks nothing on a page without a reviews widget', async () => {
    const asked = fakeBackground({});
    document.body.innerHTML = '<main><h1>Home</h1><p>Welcome</p></main>';
    await showQuickModerate(document);
    expect(asked).toEqual([]);
    expect(strip()).toBeNull();
  });

  it("finds the item in the page's warmup data when no widget element is recognised, and still shows the strip", async () => {
    const asked = fakeBackground({});
    document.head.innerHTML = `<script type="application/json" id="wix-warmup-data">${JSON.stringify({ appsWarmupData: { [REVIEWS_APP_ID]: { reviews_comp1: { namespace: 'stores', entityId: PRODUCT } } } })}</script>`;
    document.body.innerHTML = '<div class="unknown-markup">Reviews (no recognisable items)</div>';
    await showQuickModerate(document);
    expect(asked[0]!.payload).toEqual({ item: { namespace: 'stores', entityId: PRODUCT }, shownIds: [] });
    expect(strip()).not.toBeNull();
  });

  it("renders hostile review text in the strip's frame as text only", () => {
    const body = stripView();
    expect(body.querySelector('button.toggle')?.textContent).toBe('2 reviews of this item wait for moderation');
    const li = body.querySelector(`li[data-review-id="${P1}"]`)!;
    expect(li.querySelector('img, b')).toBeNull();
    expect(li.textContent).toContain(HOSTILE);
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it("says why each waiting review waits from the site's rules when the background knows them; unknown, reads none while the strip is closed", () => {
    let read = 0;
    const known = stripView({ rules: () => Promise.resolve([]).finally(() => read++) }, [aRule()]);
    expect([...known.querySelectorAll('.why')].map((w) => w.textContent)).toEqual([
      'Held: every new review is held',
      'Held: every new review is held',
    ]);
    document.body.replaceChildren();
    const unknown = stripView({ rules: () => Promise.resolve([]).finally(() => read++) }, null);
    // Read as the strip opens (a person's click: tests/e2e/moderation-rules.spec.ts); asked again by a click after a failure.
    expect([...unknown.querySelectorAll('.why button')].map((b) => b.textContent)).toEqual([
      'Why is it waiting?',
      'Why is it waiting?',
    ]);
    expect(read).toBe(0);
  });

  it('offers "Write a review" on the strip, also with nothing pending (then alone); a script\'s click does nothing', async () => {
    let written = 0;
    const view = createReviewStrip(
      {
        run: () => Promise.reject(new Error('no')),
        openDesk: () => Promise.resolve(),
        writeReview: () => Promise.resolve(written++),
        rules: () => Promise.resolve([]),
      },
      frameSurface(document, STRIP_STYLE),
    );
    view.update([], false, null);
    const write = document.querySelector<HTMLButtonElement>('button.write')!;
    expect(write.textContent).toBe('Write a review');
    expect(write.hidden).toBe(false);
    expect(document.querySelector<HTMLButtonElement>('button.toggle')!.hidden).toBe(true);
    write.click();
    await new Promise((r) => setTimeout(r, 20));
    expect(written).toBe(0);
  });

  it('ignores clicks that no person made (a page script cannot moderate for the admin)', async () => {
    const asked = fakeBackground({});
    document.body.innerHTML = widget(R1);
    await showQuickModerate(document);
    rootOf(R1).querySelector<HTMLButtonElement>('button.reject')!.click();
    await new Promise((r) => setTimeout(r, 20));
    expect(asked.map((m) => m.type)).toEqual(['page.itemReviews']);
  });

  it("keeps the controls out of the page's reach: closed shadow roots, no moderation state in the page's DOM", async () => {
    fakeBackground({});
    document.body.innerHTML = widget(R1);
    await showQuickModerate(document);
    for (const host of [buttonsOf(R1)!, strip()!]) {
      expect(host.shadowRoot).toBeNull(); // what page script sees
      expect(host.outerHTML).not.toMatch(/APPROVED|PENDING|status|wait|ticket/i);
      expect(host.querySelector('button, iframe')).toBeNull();
      expect(host.textContent).toBe('');
    }
  });

  it('drops a control whose element the page relabels or that it moves elsewhere', async () => {
    fakeBackground({});
    document.body.innerHTML = widget(R1, R2);
    await showQuickModerate(document);
    document.querySelector(`li[data-review-id="${R1}"]`)!.setAttribute('data-review-id', P1);
    const moved = buttonsOf(R2)!;
    document.body.append(moved); // into the page's own place
    await showQuickModerate(document);
    expect(moved.isConnected).toBe(false); // gone; a new one sits on the review again
    expect(buttonsOf(R2)!.parentElement!.getAttribute('data-review-id')).toBe(R2);
    expect(buttonsOf(R1)).toBeNull();
  });

  it('without a known item, reviews that appear later in a burst cost one call for the burst', async () => {
    const asked = fakeBackground({});
    document.body.innerHTML = `<ul id="list">${item(R1)}</ul>`;
    await showQuickModerate(document);
    const stop = watchForNewReviews(
      document.body,
      () => hasUncheckedReviews(document),
      () => void showQuickModerate(document),
      10,
    );
    document.getElementById('list')!.insertAdjacentHTML('beforeend', item(R2) + item(P1) + item(P2));
    await waitFor(() => expect(buttonsOf(P2)).not.toBeNull());
    stop();
    const asks = asked.filter((m) => m.type === 'page.itemReviews');
    expect(asks).toHaveLength(2);
    expect(asks[1]!.payload).toEqual({ item: null, shownIds: [R2, P1, P2] });
  });
});
