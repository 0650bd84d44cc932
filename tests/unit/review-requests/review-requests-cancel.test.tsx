// @vitest-environment happy-dom
// Canceling review requests in two steps (components/review-requests/useCancelFlow.ts over the
// writes of lib/queries/review-requests.ts): counted first, canceled only after the confirmation.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ToastProvider } from '@/components/common/Toast';
import { RequestList } from '@/components/review-requests/RequestList';
import { MessageError } from '@/lib/messaging/wire/message-error';
import { fakeBackground, messages, type Sent } from '../fake-background';

const SITE = '0f0f0f0f-0f0f-4f0f-8f0f-0f0f0f0f0f0f';
const ANSWERS: Record<string, unknown> = {
  'reviewRequests.list': { requests: [], nextCursor: null },
  'reviewRequests.countCancelable': { count: 3 },
  'reviewRequests.cancel': { jobId: 'job-1' },
};
const answer = (type: string) => {
  if (type in ANSWERS) return ANSWERS[type];
  throw new Error(`unexpected ${type}`);
};
let sent: Sent;

beforeEach(() => {
  window.location.hash = '';
  sent = fakeBackground(answer);
});

const renderList = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ToastProvider>
        <RequestList siteId={SITE} onReconnect={() => undefined} />
      </ToastProvider>
    </QueryClientProvider>,
  );

describe('canceling scheduled review requests', () => {
  it('counts first, cancels only once the admin confirms that count, then says so and refreshes the list', async () => {
    const user = userEvent.setup();
    renderList();
    expect(await screen.findByText('No review requests here.')).toBeInTheDocument();
    await user.click(screen.getByText('Cancel scheduled requests', { selector: 'summary' }));
    await user.click(screen.getByRole('button', { name: 'All scheduled' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm canceling' });
    expect(dialog).toHaveTextContent('Cancel 3 scheduled review requests? Their emails will not be sent.');
    expect(messages(sent, 'reviewRequests.countCancelable')).toEqual([
      { siteId: SITE, scope: { kind: 'allScheduled' } },
    ]);
    expect(messages(sent, 'reviewRequests.cancel')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Cancel 3 review requests' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('Canceled 3 review requests.');
    expect(messages(sent, 'reviewRequests.cancel')).toEqual([{ siteId: SITE, scope: { kind: 'allScheduled' } }]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(messages(sent, 'reviewRequests.list')).toHaveLength(2));
  });

  it('cancels nothing when the admin keeps them', async () => {
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByText('Cancel scheduled requests', { selector: 'summary' }));
    await user.click(await screen.findByRole('button', { name: 'All scheduled' }));
    await user.click(await screen.findByRole('button', { name: 'Keep them' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(messages(sent, 'reviewRequests.cancel')).toEqual([]);
  });

  it('a cancel whose answer was lost closes the question and offers a Retry, which cancels', async () => {
    const lost = new MessageError({
      status: null,
      code: 'NETWORK_ERROR',
      message: 'Could not reach the provider.',
      details: null,
      requestId: null,
    });
    let cancels = 0;
    sent = fakeBackground((type) => {
      if (type === 'reviewRequests.cancel' && cancels++ === 0) throw lost;
      return answer(type);
    });
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByText('Cancel scheduled requests', { selector: 'summary' }));
    await user.click(await screen.findByRole('button', { name: 'All scheduled' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel 3 review requests' }));
    const alert = await screen.findByRole('alert');
    // The question is gone: nothing covers the failure and its Retry.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('Canceled 3 review requests.');
    expect(messages(sent, 'reviewRequests.cancel')).toHaveLength(2);
    expect(messages(sent, 'reviewRequests.countCancelable')).toHaveLength(1);
  });
});
