// A desk page read again keeps the names its last answer had, where the new answer could not read them.
import { describe, expect, it } from 'vitest';
import type { DeskPage, ReviewSummary } from '@/lib/messaging/reviews';
import { keepKnownNames } from '@/lib/queries/desk-names';
import { aReview } from '../reviews/a-review';

const page = (over: Partial<DeskPage>): DeskPage => ({
  reviews: [],
  nextCursor: null,
  items: {},
  refined: false,
  ...over,
});
const rose = { name: 'Garden Rose', url: null };
const tulip = { name: 'Tulip', url: null };

describe('keepKnownNames', () => {
  it('fills the names an answer could not read from the answer before, and lists as unread only the rest', () => {
    const old = page({ items: { 'stores/a': rose } });
    const next = page({ items: { 'stores/c': tulip }, unread: ['stores/a', 'stores/b'] });
    expect(keepKnownNames(old, next)).toEqual(
      page({ items: { 'stores/a': rose, 'stores/c': tulip }, unread: ['stores/b'] }),
    );
  });

  it('drops the unread list once every name is known', () => {
    const next = keepKnownNames(page({ items: { 'stores/a': rose } }), page({ unread: ['stores/a'] }));
    expect(next).toEqual(page({ items: { 'stores/a': rose } }));
    expect('unread' in next).toBe(false);
  });

  it('takes an answer that read its names as it is (a name the provider no longer has is not kept)', () => {
    const next = page({ items: {} });
    expect(keepKnownNames(page({ items: { 'stores/a': rose } }), next)).toBe(next);
    const first = page({ unread: ['stores/a'] });
    expect(keepKnownNames(undefined, first)).toBe(first);
  });

  it('fills the authors’ kinds an answer could not read from the answer before', () => {
    const review = (id: string, contact: string, authorType: ReviewSummary['authorType']) =>
      aReview({ id, authorContactId: contact, authorType });
    const old = page({ reviews: [review('r1', 'c1', 'MEMBER')] });
    const next = page({
      reviews: [review('r1', 'c1', 'UNKNOWN'), review('r2', 'c2', 'UNKNOWN')],
      unreadAuthors: ['c1', 'c2'],
    });
    const kept = keepKnownNames(old, next);
    expect(kept.reviews.map((r) => r.authorType)).toEqual(['MEMBER', 'UNKNOWN']);
    expect(kept.unreadAuthors).toEqual(['c2']);
  });
});
