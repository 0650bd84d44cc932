// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useWrite } from '@/lib/queries/write';

function Bulk({ read, write }: { read: () => Promise<number>; write: () => Promise<void> }) {
  const count = useQuery({ queryKey: ['things', 'count'], queryFn: read });
  const add = useWrite({ send: write, refreshesAlways: () => [['things']] });
  return (
    <>
      <p data-testid="count">{count.data ?? '…'}</p>
      <button type="button" onClick={() => add.mutate()}>
        Add many
      </button>
      {add.error && <p role="alert">{add.error.message}</p>}
    </>
  );
}

describe('a write whose keys refresh whatever its outcome', () => {
  it('refetches after a failure too: part of the work may have been done', async () => {
    let stored = 1;
    const read = vi.fn(() => Promise.resolve(stored));
    const write = vi.fn(() => {
      stored += 2; // two of three things were added, then the call failed
      return Promise.reject(new Error('The third one was refused.'));
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Bulk read={read} write={write} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add many' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The third one was refused.');
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('3'));
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('refetches once after a success', async () => {
    const read = vi.fn(() => Promise.resolve(1));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Bulk read={read} write={() => Promise.resolve()} />
      </QueryClientProvider>,
    );
    await screen.findByText('1');
    await userEvent.click(screen.getByRole('button', { name: 'Add many' }));
    await waitFor(() => expect(read).toHaveBeenCalledTimes(2));
    await new Promise((r) => setTimeout(r, 20));
    expect(read).toHaveBeenCalledTimes(2);
  });
});
