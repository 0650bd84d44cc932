import { describe, expect, it } from 'vitest';
import { initials } from '@/components/common/initials';

describe('initials', () => {
  it('takes the first letters of the first and last words, in any script', () => {
    expect(initials('Dana Fox')).toBe('DF');
    expect(initials('  anna  ')).toBe('A');
    expect(initials('Ana María de la Cruz')).toBe('AC');
    expect(initials('Ω ψ')).toBe('ΩΨ');
    expect(initials('"Jo" (Smith)')).toBe('JS');
  });

  it('is empty when the name has no letter', () => {
    expect(initials('')).toBe('');
    expect(initials('42 !!')).toBe('');
  });
});
