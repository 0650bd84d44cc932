// Contact v4 in REST shape (contract note §3.3), as stored in contacts.doc. Served in a later step.
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
  info: {
    name: { first?: string; last?: string };
    emails: { items: { id: string; tag: string; email: string; primary: boolean }[] };
    phones: { items: { id: string; tag: string; countryCode?: string; phone: string; e164Phone?: string; primary: boolean }[] };
    addresses: { items: { id: string; tag: string; address: RestAddress }[] };
    company?: string;
    jobTitle?: string;
    birthdate?: string;
    locale?: string;
    labelKeys: { items: string[] };
    extendedFields: { items: Record<string, unknown> };
  };
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
