import { describe, expect, it } from 'vitest';
import { searchFilter, withSearch } from '@/lib/provider/contact-search';
import { ContactFilter } from '@/lib/messaging/contacts';

describe('search as you type', () => {
  it('asks that every word typed starts a name, email, phone or company', () => {
    expect(searchFilter('  ')).toBeNull();
    const one = searchFilter('ann');
    expect(one).toEqual({
      $or: [
        { 'info.name.first': { $startsWith: 'ann' } },
        { 'info.name.last': { $startsWith: 'ann' } },
        { 'info.emails.email': { $startsWith: 'ann' } },
        { 'info.phones.phone': { $startsWith: 'ann' } },
        { 'info.company': { $startsWith: 'ann' } },
      ],
    });
    // A phone is one term, as the site wrote it.
    expect(searchFilter('+1 646  555 0177')).toEqual({
      $or: expect.arrayContaining([{ 'info.phones.phone': { $startsWith: '+1 646 555 0177' } }]),
    });
    const two = searchFilter('ann lee') as { $and: unknown[] };
    expect(two.$and).toHaveLength(2);
    expect(withSearch({ 'info.labelKeys': { $hasSome: ['custom.vip'] } }, 'ann')).toEqual({
      $and: [{ 'info.labelKeys': { $hasSome: ['custom.vip'] } }, one],
    });
    // What the background sends is a filter its own schema accepts.
    expect(ContactFilter.safeParse(withSearch({ 'info.extendedFields.custom.tier': 'Gold' }, 'ann lee')).success).toBe(
      true,
    );
    expect(ContactFilter.safeParse({ 'info.extendedFields.custom.tier"; DROP': 'x' }).success).toBe(false);
  });
});
