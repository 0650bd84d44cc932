import type { MemberSummary } from '@/lib/messaging/members';

/** A member as the panel gets it: an approved, active, public member with nothing optional, and `over`. */
export const memberSummary = (over: Partial<MemberSummary> = {}): MemberSummary => ({
  id: '11111111-2222-4333-8444-555555555555',
  loginEmail: '',
  loginEmailVerified: null,
  status: 'APPROVED',
  privacyStatus: 'PUBLIC',
  activityStatus: 'ACTIVE',
  contactId: null,
  nickname: '',
  slug: '',
  title: '',
  photo: null,
  cover: null,
  firstName: '',
  lastName: '',
  company: '',
  jobTitle: '',
  birthdate: '',
  phones: [],
  emails: [],
  addresses: [],
  createdDate: null,
  updatedDate: null,
  lastLoginDate: null,
  ...over,
});
