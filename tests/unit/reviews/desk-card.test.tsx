// @vitest-environment happy-dom
// A desk card's item name when its page could not read it: unsaid (a skeleton) while pending, asked on
// its own and retried until it arrives; "an unnamed item" only when the provider answered without one.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSelection } from '@/components/common/selection';
import { DeskCard } from '@/components/reviews/DeskCard';
import { MessageError } from '@/lib/messaging/protocol/provider-error';
import type { DeskPage } from '@/lib/messaging/reviews';
import { queueKeys } from '@/lib/queries/offline-queue';
import { fakeBackground, messages } from '../fake-background';
import { aReview } from './a-review';

const SITE = '5c1a2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const PRODUCT = '00000002-1111-4111-8111-111111111111';
const KEY = `stores/${PRODUCT}`;
const review = aReview({ entityId: PRODUCT, authorContactId: null });
const page = (over: Partial<DeskPage>): DeskPage => ({
  reviews: [review],
  nextCursor: null,
  items: {},
  refined: false,
  ...over,
});
const busy = () => new MessageError({ status: 429, code: 'X', message: 'slow down', details: null, requestId: null });

function card(p: DeskPage, shown = review) {
  const client = new QueryClient({ defaultOptions: { queries: { retryDelay: 1 } } });
  client.setQueryData(queueKeys.all, { waiting: [], refused: [] });
  render(
    <QueryClientProvider client={client}>
      <DeskCard
        siteId={SITE}
        page={p}
        review={shown}
        busy={false}
        selection={createSelection()}
        active={false}
        onFocus={() => undefined}
        replying={false}
        setReplying={() => undefined}
        actions={{ onAction: vi.fn(), onReply: vi.fn() }}
      />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('a desk card’s item', () => {
  it('is unsaid while its page could not read it, then named once a try of its own gets through', async () => {
    let tries = 0;
    const sent = fakeBackground((type) => {
      if (type !== 'reviews.names') return null;
      tries += 1;
      if (tries <= 4) throw busy();
      return { authorTypes: {}, items: { [KEY]: { name: 'Garden Rose', url: null } } };
    });
    card(page({ unread: [KEY] }));
    expect(screen.getByTestId('review-item')).toHaveTextContent('');
    expect(screen.getByTestId('review-item')).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(screen.getByTestId('review-item')).toHaveTextContent('Garden Rose'));
    expect(screen.queryByText(/unnamed/)).toBeNull();
    expect(messages(sent, 'reviews.names')).toHaveLength(5);
    expect(messages(sent, 'reviews.names')[0]).toEqual({ siteId: SITE, contactIds: [], productIds: [PRODUCT] });
  });

  it('is "an unnamed item" when the provider answered without a name', async () => {
    fakeBackground((type) => (type === 'reviews.names' ? { authorTypes: {}, items: {} } : null));
    card(page({ unread: [KEY] }));
    await waitFor(() => expect(screen.getByTestId('review-item')).toHaveTextContent('an unnamed item'));
  });

  it('asks nothing when its page named it, or read it and found no name', () => {
    const sent = fakeBackground(() => null);
    card(page({ items: { [KEY]: { name: 'Tulip', url: null } } }));
    expect(screen.getByTestId('review-item')).toHaveTextContent('Tulip');
    card(page({}));
    expect(screen.getAllByTestId('review-item')[1]).toHaveTextContent('an unnamed item');
    expect(messages(sent, 'reviews.names')).toHaveLength(0);
  });

  it('leaves the author’s kind unsaid while its page could not read it, then says it', async () => {
    const CONTACT = '00000001-1111-4111-8111-111111111111';
    let tries = 0;
    const sent = fakeBackground((type) => {
      if (type !== 'reviews.names') return null;
      tries += 1;
      if (tries <= 2) throw busy();
      return { authorTypes: { [CONTACT]: 'MEMBER' }, items: {} };
    });
    const byMember = aReview({ entityId: PRODUCT, authorContactId: CONTACT, authorType: 'UNKNOWN' });
    card(
      page({ reviews: [byMember], items: { [KEY]: { name: 'Tulip', url: null } }, unreadAuthors: [CONTACT] }),
      byMember,
    );
    expect(screen.getByTestId('review-author-type')).toHaveTextContent('');
    await waitFor(() => expect(screen.getByTestId('review-author-type')).toHaveTextContent('(member)'));
    expect(screen.queryByText(/unknown/i)).toBeNull();
    expect(messages(sent, 'reviews.names')[0]).toEqual({ siteId: SITE, contactIds: [CONTACT], productIds: [] });
  });
});
