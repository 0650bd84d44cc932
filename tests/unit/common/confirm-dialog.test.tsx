// @vitest-environment happy-dom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '@/components/common/ConfirmDialog';
import { BulkConfirm } from '@/components/reviews/BulkConfirm';

describe('the confirm dialog', () => {
  it('is named by its question, starts on Cancel, and Escape cancels', () => {
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    render(<ConfirmDialog title="Delete 3 members?" onCancel={onCancel} onConfirm={onConfirm} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete 3 members?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledOnce();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, do it' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('with nothing to do it only says so, with Close', () => {
    render(<ConfirmDialog title="Nothing to cancel" onCancel={() => undefined} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Nothing to cancel' });
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Close']);
  });

  it('Tab stays inside', () => {
    render(<ConfirmDialog title="Sure?" onCancel={() => undefined} onConfirm={() => undefined} />);
    const dialog = screen.getByRole('alertdialog');
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(within(dialog).getByRole('button', { name: 'Yes, do it' })).toHaveFocus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });
});

describe('the bulk confirm of reviews', () => {
  it('names the action and the exact count in its question, on its button and in its text', () => {
    const onConfirm = vi.fn();
    render(<BulkConfirm action="REJECTED" count={1234} onCancel={() => undefined} onConfirm={onConfirm} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Reject 1,234 reviews?' });
    expect(within(dialog).getByTestId('bulk-confirm-count')).toHaveTextContent(
      'This acts on exactly 1,234 reviews, no more, no fewer.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject 1,234' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('one review in the singular; a delete says it cannot be undone; a cut-off collection says so', () => {
    const { rerender } = render(
      <BulkConfirm action="DELETE" count={1} onCancel={() => undefined} onConfirm={() => undefined} />,
    );
    expect(screen.getByRole('alertdialog', { name: 'Delete 1 review?' })).toHaveTextContent('cannot be undone');
    rerender(
      <BulkConfirm action="APPROVED" count={2} truncated onCancel={() => undefined} onConfirm={() => undefined} />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Approve 2 reviews?' });
    expect(dialog).toHaveTextContent('More reviews match than one bulk action takes');
    expect(dialog).not.toHaveTextContent('cannot be undone');
  });
});
