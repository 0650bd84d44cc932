import { describe, expect, it } from 'vitest';
import { assertAnswered, issueTicket, newPage, readTicket, answerPage } from '@/lib/service/trust/page-reviews';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const URL1 = 'https://shop.wixsite.com/x/product-page/a';

describe("what the background answered a tab's page (security finding 3)", () => {
  it('lets a page act only on reviews it was answered, on the same page load and origin', async () => {
    await newPage(7, URL1);
    await answerPage(7, URL1, [A]);
    await expect(assertAnswered(7, URL1, A)).resolves.toBeUndefined();
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
});
