// @vitest-environment happy-dom
// The offline queue's bar (components/common/QueueBar.tsx): the count of waiting changes, each
// named with its Cancel, a refused one with the provider's message and request id; and the review
// card's mark for a review whose change waits.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QueueBar } from '@/components/common/QueueBar';
import { QueuedMark } from '@/components/reviews/QueuedMark';
import type { QueueState, QueuedChange } from '@/lib/messaging/wire/queued';
import { fakeBackground, messages, wrap } from '../fake-background';

const SITE = '5c1a2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
/** A change id is a UUID (the background makes them). */
const uuid = (n: string) => `00000000-0000-4000-8000-00000000000${n}`;
const change = (
  id: string,
  about: string | null,
  status: 'APPROVED' | 'REJECTED',
  reviewId = 'r-' + id,
): QueuedChange => ({
  id,
  queuedAt: '2026-11-26T09:00:00.000Z',
  accountId: 'acc-1',
  about,
  write: { kind: 'moderate', siteId: SITE, reviewId, status },
});

/** A background holding `state`, whose queue.cancel takes the change out. */
function backgroundWith(state: QueueState) {
  return fakeBackground((type, payload) => {
    if (type === 'queue.cancel') state = { ...state, waiting: state.waiting.filter((c) => c.id !== payload.id) };
    return type.startsWith('queue.') ? state : null;
  });
}

describe('QueueBar', () => {
  it('says how many changes wait and cancels one of them', async () => {
    const sent = backgroundWith({
      waiting: [change(uuid('1'), 'Dana', 'APPROVED'), change(uuid('2'), null, 'REJECTED')],
      refused: [],
    });
    wrap(<QueueBar />);
    expect(await screen.findByText('2 changes waiting to be sent')).toBeInTheDocument();
    fireEvent.click(screen.getByText('2 changes waiting to be sent'));
    expect(screen.getByText('Approve the review by Dana')).toBeInTheDocument();
    expect(screen.getByText('Reject a review')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel: Approve the review by Dana' }));
    expect(await screen.findByText('1 change waiting to be sent')).toBeInTheDocument();
    expect(messages(sent, 'queue.cancel')).toEqual([{ id: uuid('1') }]);
    expect(screen.queryByText('Approve the review by Dana')).not.toBeInTheDocument();
  });

  it("shows a change refused when finally sent with the provider's message and request id, until dismissed", async () => {
    const refused = {
      ...change(uuid('3'), 'Dana', 'APPROVED'),
      error: { status: 404, code: 'REVIEW_NOT_FOUND', message: 'Review not found', details: null, requestId: 'req-9' },
    };
    const sent = fakeBackground((type) =>
      type === 'queue.dismiss' ? { waiting: [], refused: [] } : { waiting: [], refused: [refused] },
    );
    wrap(<QueueBar />);
    expect(await screen.findByText('Not sent: Approve the review by Dana')).toBeInTheDocument();
    expect(screen.getByText('Review not found')).toBeInTheDocument();
    expect(screen.getByTestId('error-request-id')).toHaveTextContent('req-9');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByTestId('offline-queue')).not.toBeInTheDocument());
    expect(messages(sent, 'queue.dismiss')).toEqual([{ id: uuid('3') }]);
  });

  it('shows nothing while nothing waits, and tells the background when the browser is online again', async () => {
    const sent = backgroundWith({ waiting: [], refused: [] });
    wrap(<QueueBar />);
    await waitFor(() => expect(messages(sent, 'queue.list')).toHaveLength(1));
    expect(screen.queryByTestId('offline-queue')).not.toBeInTheDocument();
    window.dispatchEvent(new Event('online'));
    expect(messages(sent, 'queue.online')).toEqual([{}]);
  });
});

describe('QueuedMark', () => {
  it("marks a review's waiting change with the state it will have", async () => {
    backgroundWith({ waiting: [change(uuid('1'), 'Dana', 'APPROVED', 'r1')], refused: [] });
    wrap(<QueuedMark reviewId="r1" />);
    expect(await screen.findByText('Approved, waiting to be sent')).toBeInTheDocument();
  });
});
