import { describe, expect, it } from 'vitest';
import { filterChips } from '@/components/reviews/filter-chips';

describe("the desk's active filters as chips", () => {
  it('shows the pending queue as one "Pending" chip, and removing it shows every status', () => {
    const chips = filterChips({ statuses: ['IN_MODERATION', 'SUBMITTED'] });
    expect(chips.map((c) => c.label)).toEqual(['Pending']);
    expect(chips[0]!.without).toEqual({});
  });

  it('words each filter, the item and the contact by name, and removes only its own part', () => {
    const filter = {
      statuses: ['APPROVED' as const, 'REJECTED' as const],
      ratings: [1, 5],
      hasReply: false,
      authorType: 'MEMBER' as const,
      item: { namespace: 'stores', entityId: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa' },
      contactId: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
      text: 'roses',
    };
    const chips = filterChips(filter, { item: 'Garden Rose Bouquet', contact: 'Dana Fox' });
    expect(chips.map((c) => c.label)).toEqual([
      'Approved',
      'Rejected',
      'Stars: 5★, 1★',
      'Without a reply',
      'By members',
      'Only reviews of Garden Rose Bouquet',
      'By Dana Fox',
      'Search: roses',
    ]);
    expect(chips.find((c) => c.id === 'status:APPROVED')!.without.statuses).toEqual(['REJECTED']);
    const { item: _item, ...withoutItem } = filter;
    expect(chips.find((c) => c.id === 'item')!.without).toEqual(withoutItem);
    expect(chips.map((c) => c.label).join(' ')).not.toMatch(/[0-9a-f]{8}-|[A-Z]{2,}_/);
  });

  it('names an item or a contact not known yet in words, never by id', () => {
    const chips = filterChips({
      item: { namespace: 'stores', entityId: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa' },
      contactId: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
    });
    expect(chips.map((c) => c.label)).toEqual(['Only reviews of one item', 'Only reviews by one contact']);
  });

  it('says "an unnamed item" only for an item the provider has no name for', () => {
    const chips = filterChips(
      { item: { namespace: 'stores', entityId: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa' } },
      { item: null },
    );
    expect(chips.map((c) => c.label)).toEqual(['Only reviews of an unnamed item']);
  });
});
