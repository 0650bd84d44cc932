import { describe, expect, it } from 'vitest';
import { formatAddress, type AddressParts } from '@/lib/ui/address-format';

const address = (parts: Partial<AddressParts>): AddressParts => ({
  addressLine: '',
  addressLine2: '',
  city: '',
  subdivision: '',
  postalCode: '',
  country: '',
  ...parts,
});
const brooklyn = address({
  addressLine: '12 Court St',
  city: 'Brooklyn',
  subdivision: 'US-NY',
  postalCode: '11217',
  country: 'US',
});
const berlin = address({
  addressLine: 'Hauptstr. 5',
  addressLine2: '2. OG',
  city: 'Berlin',
  postalCode: '10115',
  country: 'DE',
});

describe('formatAddress', () => {
  it('writes the town as the address’s country does, the region once, the country by name in the admin’s language', () => {
    expect(formatAddress(brooklyn, '', 'en-US')).toBe('12 Court St, Brooklyn, NY 11217, United States');
    expect(formatAddress(berlin, '', 'en-US')).toBe('Hauptstr. 5, 2. OG, 10115 Berlin, Germany');
    expect(
      formatAddress(
        address({ addressLine: '10 Downing St', city: 'London', postalCode: 'SW1A 2AA', country: 'GB' }),
        '',
        'en-GB',
      ),
    ).toBe('10 Downing St, London SW1A 2AA, United Kingdom');
  });

  it('names the country in German in a German panel', () => {
    expect(formatAddress(berlin, '', 'de')).toBe('Hauptstr. 5, 2. OG, 10115 Berlin, Deutschland');
    expect(formatAddress(brooklyn, '', 'de')).toBe('12 Court St, Brooklyn, NY 11217, Vereinigte Staaten');
  });

  it('leaves out what is missing, and keeps a country given by name as it is', () => {
    expect(formatAddress(address({ city: 'Brooklyn', country: 'US' }), '', 'en')).toBe('Brooklyn, United States');
    expect(formatAddress(address({ city: 'Brooklyn', postalCode: '11217', country: 'US' }), '', 'en')).toBe(
      'Brooklyn 11217, United States',
    );
    expect(formatAddress(address({ postalCode: '11217', country: 'US' }), '', 'en')).toBe('11217, United States');
    expect(formatAddress(address({ city: 'Lyon', subdivision: 'FR-ARA', country: 'Frankreich' }), '', 'de')).toBe(
      'Lyon, ARA, Frankreich',
    );
  });

  it('falls back to the provider’s own text only when there are no parts', () => {
    expect(formatAddress(address({}), ' 1 Main St, Springfield ', 'en')).toBe('1 Main St, Springfield');
    expect(formatAddress(brooklyn, 'something else', 'en')).toBe('12 Court St, Brooklyn, NY 11217, United States');
    expect(formatAddress({}, '', 'en')).toBe('');
  });
});
