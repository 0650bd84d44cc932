// @vitest-environment happy-dom
import { createSelection } from '@/components/common/selection';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ReviewCard, safeHref } from '@/components/reviews/ReviewCard';
import type { ReviewSummary } from '@/lib/messaging/reviews';
import { queueKeys } from '@/lib/queries/offline-queue';
import { aReview } from './a-review';

const actions = () => ({
  onAction: vi.fn(),
  onReply: vi.fn(),
  onFilterItem: vi.fn(),
});
/** A panel's query client where nothing waits in the offline queue (the card's QueuedMark reads it). */
function nothingQueued(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(queueKeys.all, { waiting: [], refused: [] });
  return client;
}
const card = (review: ReviewSummary, extra: Partial<Parameters<typeof ReviewCard>[0]> = {}) =>
  render(
    <ReviewCard
      review={review}
      busy={false}
      selection={createSelection()}
      active={false}
      onFocus={() => undefined}
      replying={false}
      setReplying={() => undefined}
      actions={actions()}
      {...extra}
    />,
    {
      wrapper: ({ children }) => <QueryClientProvider client={nothingQueued()}>{children}</QueryClientProvider>,
    },
  );

describe('ReviewCard', () => {
  it('renders its texts from the English locale, with the author type and the reviewed item by name', () => {
    card(aReview(), {
      item: { name: 'Wildflower Bouquet', url: 'http://127.0.0.1:4010/sites/bloom/product-page/wildflower-bouquet' },
    });
    expect(screen.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(screen.getByTestId('review-author')).toHaveTextContent('Anonymous');
    expect(screen.getByText(/visitor/)).toBeInTheDocument();
    expect(screen.getByLabelText('4 out of 5 stars')).toBeInTheDocument();
    expect(screen.getByText('Written Mar 4, 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wildflower Bouquet' })).toHaveAttribute(
      'href',
      'http://127.0.0.1:4010/sites/bloom/product-page/wildflower-bouquet',
    );
  });

  it('marks a review that came from a review request, and only such a review', () => {
    const { unmount, container } = card(
      aReview({ source: { type: 'REVIEW_REQUEST', reviewRequestId: '77777777-7777-4777-8777-777777777777' } }),
    );
    const mark = screen.getByTestId('review-source');
    expect(mark).toHaveTextContent('From a review request');
    expect(mark).toHaveAttribute('title', 'Written in answer to a review request email');
    // The request's id is for support: only in the card's closed technical details.
    const technical = container.querySelector('[data-technical]')!;
    expect(technical).toHaveTextContent('Review request ID77777777-7777-4777-8777-777777777777');
    expect(mark.closest('[data-technical]')).toBeNull();
    unmount();
    card(aReview());
    expect(screen.queryByTestId('review-source')).toBeNull();
    expect(screen.queryByText('From a review request')).toBeNull();
  });

  it('shows the reply with Edit and Remove, and only the actions that change something', () => {
    card(aReview({ status: 'APPROVED', reply: 'Thanks!', replyDate: '2026-03-05T00:00:00Z' }));
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.getByTestId('review-reply')).toHaveTextContent('Thanks!');
    expect(screen.getByRole('button', { name: 'Edit reply' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove reply' })).toBeInTheDocument();
  });

  it('names an item it has no name for in words, and keeps every id in the closed technical details only', () => {
    const review = aReview({
      authorContactId: '99999999-9999-4999-8999-999999999999',
      entityId: '88888888-8888-4888-8888-888888888888',
    });
    const { container } = card(review);
    expect(screen.getByTestId('review-item')).toHaveTextContent('an unnamed item');
    const technical = container.querySelector('details[data-technical]')!;
    expect(technical).not.toHaveAttribute('open');
    for (const id of [review.id, review.entityId, '99999999-9999-4999-8999-999999999999']) {
      expect(technical).toHaveTextContent(id);
      const outside = [...container.querySelectorAll('*')].filter(
        (el) =>
          !el.closest('[data-technical]') &&
          [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.includes(id)),
      );
      expect(outside).toEqual([]);
    }
  });

  it('renders hostile review text as text, and never links or loads anything but http(s)', () => {
    const hostile = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>';
    const { container } = card(
      aReview({
        title: hostile,
        body: hostile,
        authorName: hostile,
        reply: hostile,
        media: [{ kind: 'image', url: 'javascript:alert(1)' }],
      }),
      { item: { name: hostile, url: 'javascript:alert(1)' } },
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('a')).toBeNull();
    expect(screen.getAllByText(hostile, { exact: false }).length).toBeGreaterThan(2);
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
    expect(safeHref('data:text/html,x')).toBeNull();
    expect(safeHref('https://static.wixstatic.com/media/a.jpg')).toBe('https://static.wixstatic.com/media/a.jpg');
  });
});
