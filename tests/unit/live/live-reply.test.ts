import { describe, expect, it, vi } from 'vitest';
import { editingReply } from '@/lib/live/live-actions';
import { MessageError } from '@/lib/messaging/wire/message-error';
import { changedReply, REPLY_CHANGED } from '@/lib/messaging/wire/reply-conflict';
import { reviewAction } from '@/lib/ui/review-actions';
import { aReview } from '../reviews/a-review';

const refusal = (reply: string | null) =>
  new MessageError({ status: 409, code: REPLY_CHANGED, message: 'changed', details: { reply }, requestId: null });

describe("a live page's reply edits the reply it showed", () => {
  it('sends the reply the page shows as the one it edits', async () => {
    const send = vi.fn(async () => aReview({ reply: 'Thanks, and welcome back!' }));
    const run = editingReply(send, () => 'Thanks!', vi.fn());
    await run(reviewAction('reply'), 'Thanks, and welcome back!');
    expect(send).toHaveBeenCalledWith(reviewAction('reply'), 'Thanks, and welcome back!', 'Thanks!');
  });

  it('when the reply changed meanwhile: learns it, says so in words, and the next save edits the reply now seen', async () => {
    let known: string | null = 'Thanks!';
    const learned = vi.fn((now: string | null) => (known = now));
    const send = vi
      .fn()
      .mockRejectedValueOnce(new Error('wrapped', { cause: refusal('Changed elsewhere.') }))
      .mockResolvedValueOnce(aReview({ reply: 'Mine' }));
    const run = editingReply(send, () => known, learned);
    await expect(run(reviewAction('reply'), 'Mine')).rejects.toThrow(
      'Meanwhile the reply was changed to “Changed elsewhere.”. Save again to replace it with yours.',
    );
    expect(learned).toHaveBeenCalledWith('Changed elsewhere.');
    await run(reviewAction('reply'), 'Mine');
    expect(send).toHaveBeenLastCalledWith(reviewAction('reply'), 'Mine', 'Changed elsewhere.');
  });

  it('a removed reply reads as removed; any other error passes through as it is', async () => {
    const learned = vi.fn();
    const removed = editingReply(vi.fn().mockRejectedValue(refusal(null)), () => 'Thanks!', learned);
    await expect(removed(reviewAction('reply'), 'Mine')).rejects.toThrow('Meanwhile the reply was removed.');
    expect(learned).toHaveBeenCalledWith(null);
    const other = new Error('Not allowed');
    const failing = editingReply(vi.fn().mockRejectedValue(other), () => null, learned);
    await expect(failing(reviewAction('reject'))).rejects.toBe(other);
    expect(changedReply(other)).toBeUndefined();
  });
});
