import { describe, expect, it } from 'vitest';
import type { members } from '@wix/members';
import { toMemberSummary } from '@/lib/provider/members';

// A member's addresses reach the panel in their parts, as a contact's do, so both cards write them
// out the same way (lib/ui/address-format.ts); a street given as number and name becomes one line.
describe('toMemberSummary', () => {
  it('passes each address on in its parts', () => {
    const member = {
      _id: 'm1',
      contact: {
        addresses: [
          {
            _id: 'a1',
            addressLine: '12 Court St',
            city: 'Brooklyn',
            subdivision: 'US-NY',
            postalCode: '11217',
            country: 'US',
          },
          { streetAddress: { number: '5', name: 'Hauptstr.' }, city: 'Berlin', postalCode: '10115', country: 'DE' },
        ],
      },
    } as members.Member;
    expect(toMemberSummary(member).addresses).toEqual([
      {
        id: 'a1',
        addressLine: '12 Court St',
        addressLine2: '',
        city: 'Brooklyn',
        subdivision: 'US-NY',
        postalCode: '11217',
        country: 'US',
      },
      {
        id: '1',
        addressLine: '5 Hauptstr.',
        addressLine2: '',
        city: 'Berlin',
        subdivision: '',
        postalCode: '10115',
        country: 'DE',
      },
    ]);
  });
});
