// @vitest-environment happy-dom
// The desk draws a page and then rests: nothing renders again until something changes. Its list hands
// the page's item names up after each render of a page; a new callback each time, or a new state for
// names already known, had the desk re-render itself without end (the panel never idle, seen as
// "Maximum update depth exceeded" under load).
import { screen } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReviewDesk } from '@/components/reviews/ReviewDesk';
import type { DeskPage, ReviewSummary } from '@/lib/messaging/reviews';
import { fakeBackground, wrap } from '../fake-background';

const SITE = '5c1a2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const review: ReviewSummary = {
  id: '11111111-2222-4333-8444-555555555555',
  namespace: 'stores',
  entityId: '22222222-2222-4333-8444-555555555555',
  authorName: 'Ann Lee',
  authorContactId: null,
  authorType: 'VISITOR',
  rating: 5,
  title: 'Lovely flowers',
  body: 'Fresh for a week.',
  status: 'IN_MODERATION',
  verified: false,
  createdDate: '2026-11-20T10:00:00.000Z',
  updatedDate: null,
  media: [],
  reply: null,
  replyDate: null,
  source: null,
};
const page: DeskPage = {
  reviews: [review],
  nextCursor: null,
  items: { [`stores/${review.entityId}`]: { name: 'Wildflower Bouquet', url: null } },
  refined: false,
};

describe('the review desk at rest', () => {
  afterEach(() => vi.restoreAllMocks());

  it('renders no more once its page, counts and item names are in', async () => {
    fakeBackground((type) => {
      if (type === 'reviews.query') return page;
      if (type === 'reviews.count') return { count: 1, exact: true };
      if (type === 'reviews.pendingCount') return { count: 1 };
      if (type === 'reviews.ratingSummary') return { counts: [0, 0, 0, 0, 1], exact: true };
      throw new Error(`unexpected message ${type}`);
    });
    let commits = 0;
    wrap(
      <Profiler id="desk" onRender={() => void (commits += 1)}>
        <ReviewDesk siteId={SITE} onReconnect={() => undefined} onConnectApp={() => undefined} />
      </Profiler>,
    );
    expect(await screen.findByText('Showing 1 review.')).toBeInTheDocument();
    expect(await screen.findByText('1 review matches')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 200));
    const settled = commits;
    await new Promise((r) => setTimeout(r, 300));
    expect(commits - settled).toBe(0);
  });
});
