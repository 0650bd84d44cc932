import { z } from 'zod';
import { GUID_PATTERN } from './wire/ids';
import { providerFilterSchema, type ProviderFilter } from './provider-filter';
import type { ContactAddressFields } from './contacts';

/** Member ids are GUIDs: anything else never reaches a request path. */
export const MemberId = z.string().regex(GUID_PATTERN, 'must be a member id (a GUID)');

/** Fields the provider lets a members query filter on (REST names, docs/provider-contract.md §3.2). */
export const FILTER_FIELDS = [
  'status',
  'privacyStatus',
  'loginEmail',
  'profile.nickname',
  'profile.slug',
  'contact.firstName',
  'contact.lastName',
  'contactId',
  'id',
  'createdDate',
] as const;
export type FilterField = (typeof FILTER_FIELDS)[number];

/** Columns the provider can sort on. */
export const SORT_FIELDS = [
  'profile.nickname',
  'contact.firstName',
  'contact.lastName',
  'createdDate',
  'lastLoginDate',
] as const;
export type SortField = (typeof SORT_FIELDS)[number];

/** The provider's filter grammar over the member fields above. */
export type MemberFilter = ProviderFilter;
export const MemberFilter = providerFilterSchema(z.enum(FILTER_FIELDS));

export const MemberSort = z.object({ field: z.enum(SORT_FIELDS), order: z.enum(['ASC', 'DESC']) });
export type MemberSort = z.infer<typeof MemberSort>;

/** Status and privacy as strings: a value the panel doesn't know is kept as itself. */
/** A member's address in its parts (the panel writes it out, lib/ui/address-format.ts). */
export interface MemberAddress extends ContactAddressFields {
  id: string;
}

export interface MemberImage {
  url: string;
}

/** A member as the UI needs it: plain JSON (dates as ISO strings). */
export interface MemberSummary {
  id: string;
  loginEmail: string;
  loginEmailVerified: boolean | null;
  status: string;
  privacyStatus: string;
  activityStatus: string;
  contactId: string | null;
  nickname: string;
  slug: string;
  title: string;
  photo: MemberImage | null;
  cover: MemberImage | null;
  firstName: string;
  lastName: string;
  company: string;
  jobTitle: string;
  birthdate: string;
  phones: string[];
  emails: string[];
  addresses: MemberAddress[];
  createdDate: string | null;
  updatedDate: string | null;
  lastLoginDate: string | null;
}

/** What a member is called on screen: the nickname, else the login email, else the id. */
export const memberName = (m: Pick<MemberSummary, 'nickname' | 'loginEmail' | 'id'>): string =>
  m.nickname || m.loginEmail || m.id;

export interface MemberPage {
  members: MemberSummary[];
  offset: number;
  limit: number;
  /** null when the provider says there are too many to count. */
  total: number | null;
}

/** What the create / edit forms send (checked again in the background). */
export const MemberInput = z
  .object({
    loginEmail: z.email().max(254).optional(),
    nickname: z.string().trim().max(100).optional(),
    title: z.string().trim().max(100).optional(),
    firstName: z.string().trim().max(100).optional(),
    lastName: z.string().trim().max(100).optional(),
    company: z.string().trim().max(100).optional(),
    jobTitle: z.string().trim().max(100).optional(),
    privacyStatus: z.enum(['PUBLIC', 'PRIVATE']).optional(),
  })
  .strict();
export type MemberInput = z.infer<typeof MemberInput>;

export const Slug = z
  .string()
  .trim()
  .min(1)
  .max(255)
  .regex(/^[a-z0-9]+(?:[-_.][a-z0-9]+)*$/, "lowercase letters and digits, joined by single '-', '_' or '.'");

export const MEMBER_ACTIONS = ['approve', 'block', 'mute', 'unmute', 'disconnect'] as const;
export type MemberAction = (typeof MEMBER_ACTIONS)[number];

export const MEMBER_COLLECTIONS = ['phones', 'emails', 'addresses'] as const;
export type MemberCollection = (typeof MEMBER_COLLECTIONS)[number];

export const BULK_FILTER_ACTIONS = ['delete', 'approve', 'block'] as const;
export type BulkFilterAction = (typeof BULK_FILTER_ACTIONS)[number];

export interface BulkDeleteResult {
  succeeded: string[];
  failed: Array<{ id: string; code: string; description: string }>;
}
