import { describe, expect, it } from 'vitest';
import { formatPhone } from '@/lib/ui/phone-format';

describe('formatPhone', () => {
  it('groups a North American number as people there write it, however it was stored', () => {
    expect(formatPhone('+12125550199')).toBe('+1 212 555 0199');
    expect(formatPhone('+15551155745')).toBe('+1 555 115 5745');
    expect(formatPhone('+1 (212) 555-0199')).toBe('+1 212 555 0199');
    expect(formatPhone('+1 212 555 0199')).toBe('+1 212 555 0199');
  });

  it('sets the country code apart and keeps the rest whole where the grouping varies', () => {
    expect(formatPhone('+493012345678')).toBe('+49 3012345678');
    expect(formatPhone('+442079460958')).toBe('+44 2079460958');
    expect(formatPhone('+74951234567')).toBe('+7 4951234567');
    expect(formatPhone('+353861234567')).toBe('+353 861234567');
    expect(formatPhone('+97142345678')).toBe('+971 42345678');
  });

  it('keeps a number it cannot be sure of as it was entered', () => {
    expect(formatPhone(' 555-0100 ')).toBe('555-0100');
    expect(formatPhone('030 1234567')).toBe('030 1234567');
    expect(formatPhone('+1 555 0100 ext. 12')).toBe('+1 555 0100 ext. 12');
    expect(formatPhone('+0123456789')).toBe('+0123456789');
    expect(formatPhone('')).toBe('');
  });

  it('does not group a short North American number it does not know the shape of', () => {
    expect(formatPhone('+15550100')).toBe('+1 5550100');
  });
});
