// @vitest-environment happy-dom
// The desk's "Reply pace": closed, it reads nothing; opened, it reads the newest reviews of the last
// 30 days once (one page of every status) and says the share replied and the median time to reply.
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReplyPaceLine } from '@/components/reviews/ReplyPaceLine';
import { fakeBackground, messages, wrap } from '../fake-background';
import { aReview } from './a-review';

const SITE = '5c1a2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

describe('the reply pace', () => {
  it('reads the last 30 days once it is opened, then says the share replied and the median time', async () => {
    const sent = fakeBackground(() => ({
      reviews: [
        aReview({ id: 'a', createdDate: hoursAgo(30), reply: 'Thanks', replyDate: hoursAgo(20) }),
        aReview({ id: 'b', createdDate: hoursAgo(10), reply: 'Thanks', replyDate: hoursAgo(8) }),
        aReview({ id: 'c', createdDate: hoursAgo(5) }),
        aReview({ id: 'd', createdDate: hoursAgo(4) }),
      ],
      nextCursor: null,
      items: {},
      refined: false,
    }));
    wrap(<ReplyPaceLine siteId={SITE} />);
    const pace = screen.getByTestId('reply-pace') as HTMLDetailsElement;
    expect(pace).toHaveTextContent('Reply pace');
    await new Promise((r) => setTimeout(r, 20));
    expect(sent).toHaveLength(0);

    act(() => {
      pace.open = true;
      pace.dispatchEvent(new Event('toggle'));
    });
    await waitFor(() =>
      expect(screen.getByTestId('reply-pace-figures')).toHaveTextContent(
        'Of the 4 reviews read from the last 30 days, 50% have a reply; the median time from review to reply is 6 hr',
      ),
    );
    const [read] = messages(sent, 'reviews.query');
    const from = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    expect(read).toMatchObject({ siteId: SITE, filter: { from }, sort: 'newest', cursor: null, limit: 100 });
    expect(messages(sent, 'reviews.query')).toHaveLength(1);
  });
});
