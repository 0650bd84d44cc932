// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ToastProvider } from '@/components/common/Toast';
import { reviewAction, type ReviewActionId } from '@/lib/ui/review-actions';
import { useBulkReviews } from '@/lib/queries/review-bulk';
import { useReviewActions } from '@/lib/queries/review-writes';
import { PENDING_STATUSES, type DeskCount } from '@/lib/messaging/reviews';
import { reviewKeys } from '@/lib/queries/reviews';
import { aReview } from '../reviews/a-review';
import { fakeQuietClock, passQuiet } from '../quiet-clock';

const SITE = '5c1a2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const REVIEW = aReview({ authorName: 'Ada' });
const IDS = ['22222222-2222-4222-8222-222222222222', '33333333-3333-4333-8333-333333333333'];

/** Answers the admin messages, recording them; `fail` refuses the review writes. */
function background(fail = false) {
  const sent: Array<{ type: string; payload: Record<string, unknown> }> = [];
  vi.spyOn(fakeBrowser.runtime, 'sendMessage').mockImplementation(async (m: unknown) => {
    const { type, payload } = m as { type: string; payload: Record<string, unknown> };
    sent.push({ type, payload });
    if (fail)
      return {
        ok: false,
        error: { status: 403, code: 'FORBIDDEN', message: 'Not allowed', details: null, requestId: null },
      };
    if (type === 'reviews.delete') return { ok: true, data: { id: REVIEW.id } };
    if (type === 'reviews.bulk')
      return { ok: true, data: { results: (payload.reviewIds as string[]).map((id) => ({ id, ok: true })) } };
    return { ok: true, data: { ...REVIEW, status: payload.status ?? REVIEW.status } };
  });
  return sent;
}

const QUEUE = { statuses: [...PENDING_STATUSES] };

function Desk({ onDone, read }: { onDone: (text: string) => void; read: () => Promise<DeskCount> }) {
  const count = useQuery({ queryKey: reviewKeys.count(SITE, QUEUE), queryFn: read });
  const actions = useReviewActions(SITE, onDone);
  const bulk = useBulkReviews(SITE);
  const run = (id: ReviewActionId, text?: string) =>
    actions.run(REVIEW, reviewAction(id), text === undefined ? {} : { text });
  return (
    <>
      <button type="button" onClick={() => run('approve')}>
        approve
      </button>
      <button type="button" onClick={() => run('reply', 'Thanks!')}>
        reply
      </button>
      <button type="button" onClick={() => run('delete')}>
        delete
      </button>
      <button type="button" onClick={() => bulk.start('REJECTED', IDS)}>
        bulk
      </button>
      {actions.error && <p role="alert">{actions.error.message}</p>}
      <p data-testid="waiting">{count.data?.count}</p>
    </>
  );
}

function renderDesk() {
  const onDone = vi.fn();
  const read = vi.fn(() => Promise.resolve({ count: 3, exact: true }));
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ToastProvider>
        <Desk onDone={onDone} read={read} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { onDone, read };
}

const moderations = (sent: ReturnType<typeof background>) =>
  sent.filter((s) => s.type === 'reviews.moderate').map((s) => s.payload.status);

describe('the review writes of the panel', () => {
  it('approves, says so with Undo, moves the count from the answer and reads again only once quiet; Undo sends the inverse once and offers no Undo of its own', async () => {
    fakeQuietClock();
    const sent = background();
    const { onDone, read } = renderDesk();
    await waitFor(() => expect(screen.getByTestId('waiting')).toHaveTextContent('3'));
    await userEvent.click(screen.getByRole('button', { name: 'approve' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('Approved the review by Ada.');
    expect(onDone).toHaveBeenCalledWith('Approved the review by Ada.');
    // The review left the queue: one fewer waiting, learnt from the answer with no read.
    expect(screen.getByTestId('waiting')).toHaveTextContent('2');
    expect(read).toHaveBeenCalledTimes(1);
    await passQuiet();
    await waitFor(() => expect(read).toHaveBeenCalledTimes(2));
    expect(moderations(sent)).toEqual(['APPROVED']);

    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent('Undone: Rejected the review by Ada.'));
    expect(moderations(sent)).toEqual(['APPROVED', 'REJECTED']);
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  it('an approval the provider could not be reached for waits in the queue: said so, no Undo, the reviews not refetched', async () => {
    vi.spyOn(fakeBrowser.runtime, 'sendMessage').mockImplementation(async (m: unknown) => {
      const { type } = m as { type: string };
      if (type === 'reviews.moderate') return { ok: true, data: { queued: true, changeId: 'c1' } };
      return { ok: true, data: { waiting: [], refused: [] } };
    });
    const { onDone, read } = renderDesk();
    await waitFor(() => expect(read).toHaveBeenCalledTimes(1));
    await userEvent.click(screen.getByRole('button', { name: 'approve' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent(
      'The review by Ada will be approved once the connection is back.',
    );
    expect(onDone).toHaveBeenCalledWith('The review by Ada will be approved once the connection is back.');
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('sends a reply with its text; a delete says so with no Undo (it asks first, in the desk)', async () => {
    const sent = background();
    renderDesk();
    await userEvent.click(screen.getByRole('button', { name: 'reply' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('Replied to the review by Ada.');
    expect(sent.find((s) => s.type === 'reviews.setReply')?.payload).toEqual({
      siteId: SITE,
      reviewId: REVIEW.id,
      message: 'Thanks!',
      about: 'Ada', // named, should it wait in the offline queue
    });
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'delete' }));
    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent('Deleted the review by Ada.'));
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  it('shows no toast, tells nothing and refreshes nothing when the write fails; the error is there to show', async () => {
    background(true);
    const { onDone, read } = renderDesk();
    await waitFor(() => expect(read).toHaveBeenCalledTimes(1));
    await userEvent.click(screen.getByRole('button', { name: 'approve' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not allowed');
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('runs a bulk action chunk by chunk and reads the reviews again once, after it has every answer', async () => {
    fakeQuietClock();
    const sent = background();
    const { read } = renderDesk();
    await waitFor(() => expect(read).toHaveBeenCalledTimes(1));
    await act(() => userEvent.click(screen.getByRole('button', { name: 'bulk' })));
    await waitFor(() => expect(sent.some((s) => s.type === 'reviews.bulk')).toBe(true));
    expect(read).toHaveBeenCalledTimes(1);
    await passQuiet();
    await waitFor(() => expect(read).toHaveBeenCalledTimes(2));
    expect(sent.filter((s) => s.type === 'reviews.bulk').map((s) => s.payload)).toEqual([
      { siteId: SITE, action: 'REJECTED', reviewIds: IDS },
    ]);
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });
});
