// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/common/Toast';
import { useWrite } from '@/lib/queries/write';

function Counter({
  read,
  write,
  undo,
}: {
  read: () => Promise<number>;
  write: () => Promise<string>;
  undo: () => void;
}) {
  const count = useQuery({ queryKey: ['things', 'count'], queryFn: read });
  const add = useWrite({
    send: write,
    refreshes: () => [['things']],
    says: (name) => `Added ${name}`,
    undo: () => undo,
  });
  return (
    <>
      <p data-testid="count">{count.data ?? '…'}</p>
      <button type="button" onClick={() => add.mutate()}>
        Add
      </button>
    </>
  );
}

const renderCounter = (props: Parameters<typeof Counter>[0]) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ToastProvider>
        <Counter {...props} />
      </ToastProvider>
    </QueryClientProvider>,
  );

describe('a write declared with useWrite', () => {
  it('refetches what it changed in this panel, says so, and offers its own Undo', async () => {
    let stored = 1;
    const read = vi.fn(() => Promise.resolve(stored));
    const write = vi.fn(() => {
      stored += 1;
      return Promise.resolve('a thing');
    });
    const undo = vi.fn();
    renderCounter({ read, write, undo });
    expect(await screen.findByText('1')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('Added a thing');
    expect(await screen.findByText('2')).toBeInTheDocument();
    expect(read).toHaveBeenCalledTimes(2);

    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(undo).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it('shows no toast and refetches nothing when the write fails', async () => {
    const read = vi.fn(() => Promise.resolve(1));
    renderCounter({ read, write: () => Promise.reject(new Error('refused')), undo: vi.fn() });
    await screen.findByText('1');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
    expect(read).toHaveBeenCalledTimes(1);
  });
});
