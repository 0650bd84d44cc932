import { describe, expect, it } from 'vitest';
import { lookupTargetOf } from '@/lib/service/contacts/lookup';
import { searchFilter, withSearch } from '@/lib/provider/contact-search';
import { ContactFilter } from '@/lib/messaging/contacts';

describe('what "Look up in Sitekeeper" understands in a selection', () => {
  it('finds an email or a phone, dropping mailto:/tel: and punctuation around it', () => {
    expect(lookupTargetOf(' mailto:Ann.Lee@Example.TEST, ')).toEqual({ kind: 'email', value: 'ann.lee@example.test' });
    expect(lookupTargetOf('<ann@example.test>')).toEqual({ kind: 'email', value: 'ann@example.test' });
    expect(lookupTargetOf('tel:+1 (555)  010-0100')).toEqual({ kind: 'phone', value: '+1 (555) 010-0100' });
    expect(lookupTargetOf('030 1234567.')).toEqual({ kind: 'phone', value: '030 1234567' });
  });

  it('refuses anything else', () => {
    for (const text of [undefined, '', 'hello world', '12', 'ann@', '@example.test', 'a'.repeat(300)])
      expect(lookupTargetOf(text)).toBeNull();
  });
});

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
