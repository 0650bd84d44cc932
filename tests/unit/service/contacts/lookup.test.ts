import { describe, expect, it } from 'vitest';
import { lookupTargetOf } from '@/lib/service/contacts/lookup';

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
