import type { contacts } from '@wix/crm';
import { toContactCard } from '@/lib/provider/contacts';
import type { ContactCard } from '@/lib/messaging/contacts';

export const SITE = '11111111-2222-4333-8444-555555555555';
export const idOf = (n: number): string => `${String(n).padStart(8, 'c')}-2222-4333-8444-555555555555`;

/** A contact as the SDK hands it over, with every field of the Contact (docs/product.md §3.2) filled. */
export const fullSdkContact = {
  _id: idOf(1),
  revision: 7,
  source: { sourceType: 'WIX_STORES', appId: 'app-1' },
  _createdDate: new Date('2025-03-01T10:00:00Z'),
  _updatedDate: new Date('2025-06-01T12:30:00Z'),
  lastActivity: { activityDate: new Date('2025-06-01T12:30:00Z'), activityType: 'ECOM_PURCHASE' },
  primaryInfo: { email: 'ann@example.test', phone: '+15550100' },
  primaryEmail: { email: 'ann@example.test', subscriptionStatus: 'SUBSCRIBED', deliverabilityStatus: 'VALID' },
  info: {
    name: { first: 'Ann', last: 'Lee' },
    emails: {
      items: [
        { _id: 'e1', tag: 'MAIN', email: 'ann@example.test', primary: true },
        { _id: 'e2', tag: 'WORK', email: 'ann@work.test', primary: false },
      ],
    },
    phones: {
      items: [
        { _id: 'p1', tag: 'MOBILE', countryCode: 'US', phone: '555-0100', e164Phone: '+15550100', primary: true },
      ],
    },
    addresses: {
      items: [
        {
          _id: 'a1',
          tag: 'SHIPPING',
          address: {
            formatted: '1 Main St, Springfield 12345, US',
            location: { latitude: 40.5, longitude: -73.25 },
            addressLine1: '1 Main St',
            city: 'Springfield',
            postalCode: '12345',
            country: 'US',
          },
        },
      ],
    },
    company: 'Bakery Co',
    jobTitle: 'Owner',
    birthdate: '1990-04-12',
    locale: 'en-us',
    labelKeys: { items: ['custom.vip', 'contacts.customers'] },
    extendedFields: {
      items: { 'custom.tier': 'Gold', 'custom.visits': 12, 'custom.site': 'https://ann.example.test' },
    },
    picture: { image: 'wix:image://v1/abc123.jpg/ann.jpg#originWidth=10&originHeight=10' },
  },
  memberInfo: {
    memberId: idOf(9),
    signupDate: new Date('2025-03-02T09:00:00Z'),
    status: 'ACTIVE',
    profileInfo: { nickname: 'annlee' },
    sessionInfo: { lastWebLogin: new Date('2025-06-02T08:00:00Z'), lastMobileLogin: new Date('2025-06-03T08:00:00Z') },
  },
} as unknown as contacts.Contact;

export const fullCard: ContactCard = toContactCard(fullSdkContact);
export const bareCard: ContactCard = toContactCard({
  _id: idOf(2),
  revision: 1,
  info: { name: { first: 'Bo' } },
} as contacts.Contact);

export const card = (n: number, patch: Partial<ContactCard> = {}): ContactCard => ({
  ...bareCard,
  id: idOf(n),
  firstName: `Person${n}`,
  ...patch,
});
