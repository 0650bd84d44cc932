// @vitest-environment happy-dom
// A failed write is shown with a Retry, and says when its answer was lost (it may have been saved);
// a failed read's Retry says nothing of the kind (components/common/ErrorNotice.tsx).
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorNotice } from '@/components/common/ErrorNotice';
import { MessageError } from '@/lib/messaging/wire/message-error';

const failure = (status: number | null, code = 'X') =>
  new MessageError({ status, code, message: 'It failed.', details: null, requestId: 'req-1' });
const mayHaveLanded = /may have been saved/;

describe('ErrorNotice with a Retry', () => {
  it('offers Retry, which runs the given retry', () => {
    const retry = vi.fn();
    render(<ErrorNotice error={failure(429)} onRetry={retry} />);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(mayHaveLanded)).toBeNull();
  });

  it.each([null, 500, 503])('says a write whose answer was lost (%s) may have been saved', (status) => {
    render(<ErrorNotice error={failure(status, 'SYSTEM_ERROR')} onRetry={() => undefined} />);
    expect(screen.getByText(mayHaveLanded)).toBeTruthy();
  });

  it("a read's Retry does not speak of saving", () => {
    render(<ErrorNotice error={failure(null)} onRetry={() => undefined} read />);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.queryByText(mayHaveLanded)).toBeNull();
  });

  it('no Retry where none is given, nor for a refusal that needs the admin to reconnect', () => {
    const { unmount } = render(<ErrorNotice error={failure(500)} />);
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    unmount();
    render(<ErrorNotice error={failure(401)} onRetry={() => undefined} onReconnect={() => undefined} />);
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Reconnect' })).toBeTruthy();
  });
});
