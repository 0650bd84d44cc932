import { describe, expect, it } from 'vitest';
import { replyPace, waitWords } from '@/components/reviews/reply-pace';
import { aReview } from './a-review';

const NOW = Date.parse('2026-11-29T12:00:00Z');
const hoursAgo = (h: number) => new Date(NOW - h * 3_600_000).toISOString();

describe('the desk’s reply pace', () => {
  it('counts the reviews read from the last 30 days: the share replied and the median time to the reply', () => {
    const reviews = [
      aReview({ id: 'a', createdDate: hoursAgo(50), reply: 'Thanks', replyDate: hoursAgo(48) }),
      aReview({ id: 'b', createdDate: hoursAgo(30), reply: 'Thanks', replyDate: hoursAgo(20) }),
      aReview({ id: 'c', createdDate: hoursAgo(10), reply: 'Thanks', replyDate: hoursAgo(4) }),
      aReview({ id: 'd', createdDate: hoursAgo(5) }),
      aReview({ id: 'old', createdDate: hoursAgo(31 * 24), reply: 'Thanks', replyDate: hoursAgo(30 * 24) }),
    ];
    expect(replyPace(reviews, NOW)).toEqual({ count: 4, replied: 3, medianMs: 6 * 3_600_000 });
  });

  it('has nothing to say without recent reviews, and no median without a reply’s date', () => {
    expect(replyPace([aReview({ createdDate: hoursAgo(40 * 24) })], NOW)).toBeNull();
    expect(replyPace([aReview({ createdDate: hoursAgo(2), reply: 'Hi', replyDate: null })], NOW)).toEqual({
      count: 1,
      replied: 1,
      medianMs: null,
    });
  });

  it('says a wait in minutes, hours or days', () => {
    expect(waitWords(20 * 60_000)).toBe('20 min');
    expect(waitWords(5 * 3_600_000)).toBe('5 hr');
    expect(waitWords(3 * 86_400_000)).toBe('3 days');
  });
});
