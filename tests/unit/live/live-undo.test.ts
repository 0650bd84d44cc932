// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reviewAction, UNDO_WINDOW_MS } from '@/lib/ui/review-actions';
import { ACTION_TOAST_MS } from '@/lib/queries/feedback';
import { aReview } from '../reviews/a-review';
import { liveControls as controls } from './live-controls';

afterEach(() => vi.useRealTimers());

describe("a live page's Undo (the same declaration and window as the panel's toast)", () => {
  it('offers the declared inverse after a moderation, for the one undo window, and the Undo offers none itself', async () => {
    vi.useFakeTimers();
    const sent: string[] = [];
    const { act, undo, clickUndo, done } = controls(async (action) => {
      sent.push(action.id);
      return aReview({ status: action.decision ?? 'APPROVED' });
    });
    expect(UNDO_WINDOW_MS).toBe(ACTION_TOAST_MS);

    await act(reviewAction('reject'));
    expect(undo()?.hidden).toBe(false);
    expect(undo()?.textContent).toBe('Undo');
    clickUndo();
    await vi.waitFor(() => expect(sent).toEqual(['reject', 'approve']));
    await vi.waitFor(() => expect(undo()?.hidden).toBe(true));
    expect(done).toHaveBeenCalledTimes(2);

    await act(reviewAction('approve'));
    expect(undo()?.hidden).toBe(false);
    vi.advanceTimersByTime(UNDO_WINDOW_MS - 1);
    expect(undo()?.hidden).toBe(false);
    vi.advanceTimersByTime(1);
    expect(undo()?.hidden).toBe(true);
  });

  it('offers no Undo for a reply, withdraws an earlier one, and shows an error instead of an Undo when the action fails', async () => {
    let fail = false;
    const { act, undo, error } = controls(async (action) => {
      if (fail) throw new Error('Not allowed');
      return aReview({ status: action.decision ?? 'APPROVED', reply: action.runs === 'text' ? 'Thanks' : null });
    });
    await act(reviewAction('reject'));
    expect(undo()?.hidden).toBe(false);
    await act(reviewAction('reply'), 'Thanks');
    expect(undo()?.hidden).toBe(true);
    fail = true;
    expect(await act(reviewAction('approve'))).toBe(false);
    expect(error.textContent).toBe('Not allowed');
    expect(undo()?.hidden).toBe(true);
  });
});
