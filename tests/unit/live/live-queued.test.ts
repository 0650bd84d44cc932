// @vitest-environment happy-dom
// A live page's action the provider could not be reached for (lib/live/live-actions.ts): it waits in
// the offline queue, the page says "Waiting to be sent" and offers no Undo (the panel's queue cancels it).
import { describe, expect, it, vi } from 'vitest';
import { reviewAction } from '@/lib/ui/review-actions';
import { aReview } from '../reviews/a-review';
import { liveControls as controls } from './live-controls';

describe("a live page's action that waits in the offline queue", () => {
  it('is told to the surface (the strip shows the state it will have), with no Undo', async () => {
    const waiting = vi.fn();
    const { act, undo, done } = controls(async () => ({ queued: true, changeId: 'c1' }), waiting);
    expect(await act(reviewAction('approve'))).toBe(true);
    expect(waiting).toHaveBeenCalledWith('approve');
    expect(done).not.toHaveBeenCalled();
    expect(undo()).toBeNull();
  });

  it("withdraws an earlier action's Undo, and says it waits where the surface has no words of its own", async () => {
    let queued = false;
    const { act, undo, error } = controls(async (action) =>
      queued ? { queued: true, changeId: 'c1' } : aReview({ status: action.decision ?? 'APPROVED' }),
    );
    await act(reviewAction('reject'));
    expect(undo()?.hidden).toBe(false);
    queued = true;
    await act(reviewAction('approve'));
    expect(undo()?.hidden).toBe(true);
    expect(error.textContent).toBe('Waiting to be sent');
  });
});
