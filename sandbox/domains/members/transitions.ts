// Member status actions (approve, block, mute, unmute, disconnect), decided from the provider docs:
// - approve: "approve a pending member" or "unblock a blocked member" → APPROVED.
// - block: → BLOCKED ("to unblock, call Approve Member").
// - mute / unmute: activityStatus MUTED / ACTIVE; the access status is untouched.
// - disconnect: → OFFLINE, and "this action is irreversible", so an OFFLINE member accepts no
//   other action (428 MEMBER_STATUS_TRANSITION_NOT_ALLOWED).
// Asking for the state a member already has is a no-op (`changed: false`), not an error.
import { transitionNotAllowed } from './errors.ts';
import type { MemberDoc } from './member-doc.ts';

export const MEMBER_ACTIONS = ['approve', 'block', 'mute', 'unmute', 'disconnect'] as const;
export type MemberAction = (typeof MEMBER_ACTIONS)[number];

/** The provider's action events (MemberApproved/Blocked/Muted/Unmuted domain events); disconnect has none. */
export const ACTION_EVENT_SLUG: Readonly<Record<MemberAction, string | undefined>> = {
  approve: 'member_approved',
  block: 'member_blocked',
  mute: 'member_muted',
  unmute: 'member_unmuted',
  disconnect: undefined,
};

export interface ActionResult {
  member: MemberDoc;
  changed: boolean;
}

function target(member: MemberDoc, action: MemberAction): Pick<MemberDoc, 'status' | 'activityStatus'> {
  switch (action) {
    case 'approve':
      return { status: 'APPROVED', activityStatus: member.activityStatus };
    case 'block':
      return { status: 'BLOCKED', activityStatus: member.activityStatus };
    case 'mute':
      return { status: member.status, activityStatus: 'MUTED' };
    case 'unmute':
      return { status: member.status, activityStatus: 'ACTIVE' };
    case 'disconnect':
      return { status: 'OFFLINE', activityStatus: member.activityStatus };
  }
}

/** Whether `action` may be applied to `member` at all (same-state requests are allowed). */
export function isActionAllowed(member: MemberDoc, action: MemberAction): boolean {
  return member.status !== 'OFFLINE' || action === 'disconnect';
}

/** Applies `action`, or throws the provider's 428 when the member's state forbids it. */
export function applyMemberAction(member: MemberDoc, action: MemberAction, now: Date): ActionResult {
  if (!isActionAllowed(member, action)) throw transitionNotAllowed(member.id, action, member.status);
  const next = target(member, action);
  if (next.status === member.status && next.activityStatus === member.activityStatus) return { member, changed: false };
  return { member: { ...member, ...next, updatedDate: now.toISOString() }, changed: true };
}
