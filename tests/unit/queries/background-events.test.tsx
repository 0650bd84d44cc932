// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { useBackgroundEvents } from '@/lib/queries/background-events';
import { THIS_PAGE } from '@/lib/queries/send';
import { reviewKeys } from '@/lib/queries/reviews';
import { fakeQuietClock, passQuiet } from '../quiet-clock';

const SITE = '5c1a2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

function Desk({ read }: { read: () => Promise<string> }) {
  useBackgroundEvents();
  const q = useQuery({ queryKey: reviewKeys.pendingCount(SITE), queryFn: read });
  return <p>{q.data ?? '…'}</p>;
}

const fromBackground = (message: unknown) =>
  fakeBrowser.runtime.onMessage.trigger(message, { id: fakeBrowser.runtime.id }, () => undefined);

describe('change events in the panel', () => {
  it('refetch what another context changed once changes go quiet, and leave alone what this page changed itself', async () => {
    fakeQuietClock();
    const read = vi.fn(() => Promise.resolve('reviews'));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Desk read={read} />
      </QueryClientProvider>,
    );
    await screen.findByText('reviews');
    expect(read).toHaveBeenCalledTimes(1);

    await fromBackground({ event: 'reviews.changed', siteId: SITE, by: THIS_PAGE });
    await new Promise((r) => setTimeout(r, 20));
    expect(read).toHaveBeenCalledTimes(1);

    await fromBackground({ event: 'reviews.changed', siteId: SITE });
    await passQuiet();
    await waitFor(() => expect(read).toHaveBeenCalledTimes(2));
  });
});
