// Contact v4 in REST shape (docs/provider-contract.md §3.3), as stored in contacts.doc and served as is.
import type { RestImage } from '../rest-image.ts';

export type { RestImage };

export interface RestAddress {
  addressLine?: string;
  addressLine2?: string;
  streetAddress?: { number: string; name: string };
  city?: string;
  subdivision?: string;
  country?: string;
  postalCode?: string;
  formattedAddress?: string;
  geocode?: { latitude: number; longitude: number };
  hint?: string;
}

export interface ContactEmailItem {
  id: string;
  tag: string;
  email: string;
  primary: boolean;
}
export interface ContactPhoneItem {
  id: string;
  tag: string;
  countryCode?: string;
  phone: string;
  e164Phone?: string;
  primary: boolean;
}
export interface ContactAddressItem {
  id: string;
  tag: string;
  address: RestAddress;
}

export interface ContactInfoDoc {
  name: { first?: string; last?: string };
  emails: { items: ContactEmailItem[] };
  phones: { items: ContactPhoneItem[] };
  addresses: { items: ContactAddressItem[] };
  company?: string;
  jobTitle?: string;
  birthdate?: string;
  locale?: string;
  labelKeys: { items: string[] };
  extendedFields: { items: Record<string, unknown> };
  locations?: { items: string[] };
  picture?: { image?: RestImage; imageProvider?: string };
}

export interface ContactDoc {
  id: string;
  revision: number;
  source: { sourceType: string; appId?: string };
  createdDate: string;
  updatedDate: string;
  lastActivity: { activityDate: string; activityType: string };
  primaryInfo: { email?: string; phone?: string };
  primaryEmail?: { email: string; subscriptionStatus: string; deliverabilityStatus: string };
  primaryPhone?: {
    countryCode?: string;
    e164Phone?: string;
    phone: string;
    subscriptionStatus: string;
    deliverabilityStatus: string;
  };
  picture?: RestImage;
  info: ContactInfoDoc;
  memberInfo?: {
    memberId: string;
    signupDate: string;
    email: string;
    emailVerified: boolean;
    status: 'PENDING' | 'ACTIVE' | 'DELETED' | 'BLOCKED' | 'OFFLINE';
    profileInfo: { nickname: string; privacyStatus: 'PRIVATE' | 'PUBLIC'; muted: boolean };
    sessionInfo?: { lastWebLogin?: string };
  };
}

export const CONTACT_FQDN = 'wix.contacts.v4.contact';
export const LABEL_FQDN = 'wix.contacts.v4.label';
