// A desk page read again keeps the names its last answer had, where the new answer could not read them.
import { describe, expect, it } from 'vitest';
import type { DeskPage } from '@/lib/messaging/reviews';
import { keepKnownItems } from '@/lib/queries/desk-names';

const page = (over: Partial<DeskPage>): DeskPage => ({
  reviews: [],
  nextCursor: null,
  items: {},
  refined: false,
  ...over,
});
const rose = { name: 'Garden Rose', url: null };
const tulip = { name: 'Tulip', url: null };

describe('keepKnownItems', () => {
  it('fills the names an answer could not read from the answer before, and lists as unread only the rest', () => {
    const old = page({ items: { 'stores/a': rose } });
    const next = page({ items: { 'stores/c': tulip }, unread: ['stores/a', 'stores/b'] });
    expect(keepKnownItems(old, next)).toEqual(
      page({ items: { 'stores/a': rose, 'stores/c': tulip }, unread: ['stores/b'] }),
    );
  });

  it('drops the unread list once every name is known', () => {
    const next = keepKnownItems(page({ items: { 'stores/a': rose } }), page({ unread: ['stores/a'] }));
    expect(next).toEqual(page({ items: { 'stores/a': rose } }));
    expect('unread' in next).toBe(false);
  });

  it('takes an answer that read its names as it is (a name the provider no longer has is not kept)', () => {
    const next = page({ items: {} });
    expect(keepKnownItems(page({ items: { 'stores/a': rose } }), next)).toBe(next);
    const first = page({ unread: ['stores/a'] });
    expect(keepKnownItems(undefined, first)).toBe(first);
  });
});
