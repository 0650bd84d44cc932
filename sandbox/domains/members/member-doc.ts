// Member in REST shape (docs/provider-contract.md §3.2), exactly as stored in members.doc (FULL fieldset).
export const MEMBER_FQDN = 'wix.members.v1.member';

export type MemberStatus = 'UNKNOWN' | 'PENDING' | 'APPROVED' | 'BLOCKED' | 'OFFLINE';
export type PrivacyStatus = 'UNKNOWN' | 'PRIVATE' | 'PUBLIC';
export type ActivityStatus = 'UNKNOWN' | 'ACTIVE' | 'MUTED';

export interface RestImage {
  id: string;
  url: string;
  height: number;
  width: number;
  offsetX?: number;
  offsetY?: number;
}

export interface MemberAddress {
  id: string;
  addressLine?: string;
  streetAddress?: { number: string; name: string };
  addressLine2?: string;
  city?: string;
  subdivision?: string;
  country?: string;
  postalCode?: string;
}

export interface MemberDoc {
  id: string;
  loginEmail: string;
  loginEmailVerified: boolean;
  status: MemberStatus;
  contactId: string;
  contact: {
    contactId: string;
    firstName?: string;
    lastName?: string;
    phones: string[];
    emails: string[];
    addresses: MemberAddress[];
    birthdate?: string;
    company?: string;
    jobTitle?: string;
    /** Custom field key → `{name, value}`; values are any JSON (protobuf Value). */
    customFields: Record<string, { name: string; value: unknown }>;
  };
  profile: { nickname: string; slug: string; photo?: RestImage; cover?: RestImage; title?: string };
  privacyStatus: PrivacyStatus;
  activityStatus: ActivityStatus;
  createdDate: string;
  updatedDate: string;
  lastLoginDate?: string;
}
