import { tPlain, type PlainKey } from '@/lib/i18n';
import type {
  MemberActivityStatus,
  MemberPrivacyStatus,
  MemberStatus,
  SiteMemberPrivacyStatus,
  SiteMemberStatus,
} from '@/lib/messaging/member-enums';
import type { ReportCategory } from '@/lib/messaging/member-social';

// The member enums in people's words, one map per enum, keyed by the SDK's own values
// (lib/messaging/member-enums.ts). Both readings of docs/product.md §3.1 share one set of words.
// A value the SDK doesn't declare yet is shown as itself (docs/product.md §3).

export const MEMBER_STATUS_LABELS: Record<MemberStatus, PlainKey> = {
  UNKNOWN: 'members.label.unknown',
  PENDING: 'members.label.pending',
  APPROVED: 'members.label.approved',
  BLOCKED: 'members.label.blocked',
  OFFLINE: 'members.label.offline',
};

export const SITE_MEMBER_STATUS_LABELS: Record<SiteMemberStatus, PlainKey> = {
  UNDEFINED_STATUS: 'members.label.unknown',
  APPLICANT: 'members.label.pending',
  ACTIVE: 'members.label.approved',
  INACTIVE: 'members.label.inactive',
  BLOCKED: 'members.label.blocked',
  OFFLINE_ONLY: 'members.label.offline',
};

export const MEMBER_PRIVACY_LABELS: Record<MemberPrivacyStatus, PlainKey> = {
  UNKNOWN: 'members.label.unknown',
  PRIVATE: 'members.label.private',
  PUBLIC: 'members.label.public',
};

export const SITE_MEMBER_PRIVACY_LABELS: Record<SiteMemberPrivacyStatus, PlainKey> = {
  UNDEFINED: 'members.label.unknown',
  PUBLIC: 'members.label.public',
  PRIVATE: 'members.label.private',
  COMMUNITY: 'members.label.community',
};

export const MEMBER_ACTIVITY_LABELS: Record<MemberActivityStatus, PlainKey> = {
  UNKNOWN: 'members.label.unknown',
  ACTIVE: 'members.label.active',
  MUTED: 'members.label.muted',
};

/** The label of `value` in the first map that declares it, else the value itself. */
function label(maps: ReadonlyArray<Readonly<Record<string, PlainKey>>>, value: string): string {
  for (const map of maps) if (Object.hasOwn(map, value)) return tPlain(map[value]!);
  return value;
}

export const statusLabel = (value: string): string => label([MEMBER_STATUS_LABELS, SITE_MEMBER_STATUS_LABELS], value);
export const privacyLabel = (value: string): string =>
  label([MEMBER_PRIVACY_LABELS, SITE_MEMBER_PRIVACY_LABELS], value);
export const activityLabel = (value: string): string => label([MEMBER_ACTIVITY_LABELS], value);

/** The chip colour of a status: waiting (amber), can log in (green), can't (red), other (grey). */
export function statusTone(value: string): 'amber' | 'green' | 'red' | 'slate' {
  if (value === 'PENDING' || value === 'APPLICANT') return 'amber';
  if (value === 'APPROVED' || value === 'ACTIVE') return 'green';
  if (value === 'BLOCKED') return 'red';
  return 'slate';
}

/** Why a member was reported, in people's words (lib/messaging/member-social.ts ReportCategory). */
export const REPORT_REASON_LABELS: Record<ReportCategory, PlainKey> = {
  UNKNOWN: 'members.reported.reason.other',
  SPAM: 'members.reported.reason.spam',
  IMPERSONATION: 'members.reported.reason.impersonation',
  HARASSMENT: 'members.reported.reason.harassment',
  OTHER: 'members.reported.reason.other',
};
