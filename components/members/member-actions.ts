import { t } from '@/lib/i18n';
import type { MemberAction, MemberSummary } from '@/lib/messaging/members';

/** An action as the card offers it: what it sends, what its button says, whether it is the state's main one. */
export interface ShownAction {
  action: MemberAction;
  label: string;
  primary?: boolean;
}

/**
 * The actions that fit a member's state (docs/product.md §4.1; the provider's rules as
 * sandbox/domains/members/transitions.ts keeps them): approve only a member waiting for approval,
 * unblock (approve) a blocked one, block one who can log in; mute or unmute, never both. A member
 * whose login was removed for good (OFFLINE) accepts no other action. `disconnect` goes in the More
 * menu: it can't be undone.
 */
export function memberActions(m: Pick<MemberSummary, 'status' | 'activityStatus'>): {
  buttons: ShownAction[];
  disconnect: boolean;
} {
  if (m.status === 'OFFLINE') return { buttons: [], disconnect: false };
  const status: ShownAction[] =
    m.status === 'PENDING'
      ? [
          { action: 'approve', label: t('members.action.approve'), primary: true },
          { action: 'block', label: t('members.action.block') },
        ]
      : m.status === 'APPROVED'
        ? [{ action: 'block', label: t('members.action.block') }]
        : m.status === 'BLOCKED'
          ? [{ action: 'approve', label: t('members.action.unblock'), primary: true }]
          : // A status the panel can't read (UNKNOWN): both, the provider decides.
            [
              { action: 'approve', label: t('members.action.approve') },
              { action: 'block', label: t('members.action.block') },
            ];
  const activity: ShownAction =
    m.activityStatus === 'MUTED'
      ? { action: 'unmute', label: t('members.action.unmute') }
      : { action: 'mute', label: t('members.action.mute') };
  return { buttons: [...status, activity], disconnect: true };
}
