import { describe, expect, it, vi } from 'vitest';
import {
  answerPage,
  assertAnswered,
  issueTicket,
  newPage,
  pagesLearn,
  readTicket,
  wasAnswered,
} from '@/lib/service/trust/page-reviews';
import * as tabSites from '@/lib/service/trust/tab-sites';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const C = '33333333-3333-4333-8333-333333333333';
const URL1 = 'https://shop.wixsite.com/x/product-page/a';
const SITE = '5c1a2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

describe("what the background answered a tab's page", () => {
  it('lets a page act only on reviews it was answered, on the same page load and origin', async () => {
    await newPage(7, URL1);
    await answerPage(7, URL1, [{ id: A, status: 'APPROVED' }]);
    await expect(assertAnswered(7, URL1, A)).resolves.toBe('APPROVED');
    await expect(assertAnswered(7, URL1, B)).rejects.toMatchObject({ data: { code: 'REVIEW_NOT_ON_PAGE' } });
    await expect(assertAnswered(8, URL1, A)).rejects.toMatchObject({ data: { code: 'REVIEW_NOT_ON_PAGE' } }); // another tab
    await expect(assertAnswered(7, 'https://evil.example/', A)).rejects.toMatchObject({
      data: { code: 'REVIEW_NOT_ON_PAGE' },
    });
    await newPage(7, URL1); // reloaded: answered again before anything acts
    await expect(assertAnswered(7, URL1, A)).rejects.toMatchObject({ data: { code: 'REVIEW_NOT_ON_PAGE' } });
  });

  it("hands a frame's ticket to its own tab only, random each time", async () => {
    await newPage(7, URL1);
    const data = { kind: 'reply' as const, reviewId: A, author: 'Ann', excerpt: 'Nice', reply: null };
    const one = await issueTicket(7, URL1, data);
    const two = await issueTicket(7, URL1, data);
    expect(one).not.toBe(two);
    expect(one).toMatch(/^[\w-]{32}$/);
    await expect(readTicket(7, one)).resolves.toMatchObject(data);
    await expect(readTicket(8, one)).rejects.toMatchObject({ data: { code: 'FRAME_TICKET_UNKNOWN' } });
    await expect(readTicket(7, 'constructor')).rejects.toMatchObject({ data: { code: 'FRAME_TICKET_UNKNOWN' } });
  });

  it("keeps each answered review's status as the site's writes answer it, for the pages of that site only", async () => {
    vi.spyOn(tabSites, 'knownTabsOfSite').mockImplementation(async (siteId) => (siteId === SITE ? [7] : [9]));
    await newPage(7, URL1);
    await newPage(9, URL1);
    await answerPage(7, URL1, [
      { id: A, status: 'APPROVED' },
      { id: B, status: 'IN_MODERATION' },
    ]);
    await answerPage(9, URL1, [{ id: A, status: 'APPROVED' }]);

    // A reject, then its Undo: each write's answer is what the next write is told the review was.
    await pagesLearn(SITE, [{ id: A, status: 'REJECTED' }]);
    await expect(assertAnswered(7, URL1, A)).resolves.toBe('REJECTED');
    await pagesLearn(SITE, [{ id: B, status: 'APPROVED' }]);
    await expect(assertAnswered(7, URL1, B)).resolves.toBe('APPROVED');
    // Another site's tab answered the same id is left as it was.
    await expect(assertAnswered(9, URL1, A)).resolves.toBe('APPROVED');

    // What an answer doesn't say for sure (a bulk chunk, a deletion) is not claimed; the page may still act.
    await pagesLearn(SITE, [{ id: A, status: 'UNKNOWN' }]);
    await expect(assertAnswered(7, URL1, A)).resolves.toBeUndefined();

    // A write on a review the page was never answered doesn't make it one the page may act on.
    await pagesLearn(SITE, [{ id: C, status: 'APPROVED' }]);
    expect(await wasAnswered(7, C)).toBe(false);
    await expect(assertAnswered(7, URL1, C)).rejects.toMatchObject({ data: { code: 'REVIEW_NOT_ON_PAGE' } });

    // The page asked again: its new answer is what is known.
    await answerPage(7, URL1, [{ id: A, status: 'APPROVED' }]);
    await expect(assertAnswered(7, URL1, A)).resolves.toBe('APPROVED');
  });
});
