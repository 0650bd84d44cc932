// Fieldset projection, per the Members API docs examples:
// PUBLIC (default): id, profile, dates; status/privacyStatus/activityStatus read UNKNOWN.
// EXTENDED: + contactId and the real privacyStatus/activityStatus (status still UNKNOWN).
// FULL: the whole member.
import type { MemberDoc } from './member-doc.ts';

export const FIELDSETS = ['PUBLIC', 'EXTENDED', 'FULL'] as const;
export type Fieldset = (typeof FIELDSETS)[number];

/** Several fieldsets may be asked for; the widest wins. */
export function widestFieldset(requested: readonly Fieldset[] | undefined, fallback: Fieldset = 'PUBLIC'): Fieldset {
  if (!requested || requested.length === 0) return fallback;
  return requested.reduce((a, b) => (FIELDSETS.indexOf(b) > FIELDSETS.indexOf(a) ? b : a));
}

export function projectMember(m: MemberDoc, fieldset: Fieldset): Partial<MemberDoc> {
  if (fieldset === 'FULL') return m;
  const base: Partial<MemberDoc> = {
    id: m.id,
    status: 'UNKNOWN',
    profile: m.profile,
    privacyStatus: 'UNKNOWN',
    activityStatus: 'UNKNOWN',
    createdDate: m.createdDate,
    updatedDate: m.updatedDate,
  };
  if (fieldset === 'PUBLIC') return base;
  return { ...base, contactId: m.contactId, privacyStatus: m.privacyStatus, activityStatus: m.activityStatus };
}
