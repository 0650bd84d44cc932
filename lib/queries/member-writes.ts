import type { QueryClient } from '@tanstack/react-query';
import { t } from '../i18n';
import {
  memberName,
  type MemberAction,
  type MemberCollection,
  type MemberInput,
  type MemberSummary,
} from '../messaging/members';
import { sendAdmin } from './send';
import { memberKeys } from './members';
import { useWrite } from './write';

// The admin's writes on one member (always the admin's connection). Each one puts the member it
// gets back into the card's cache and every list that shows it (a new member: the lists are read). Acting as a member: member-me-writes.ts;
// many members at once: member-bulk.ts.

export const memberActionLabel: Record<MemberAction, () => string> = {
  approve: () => t('members.action.approve'),
  block: () => t('members.action.block'),
  mute: () => t('members.action.mute'),
  unmute: () => t('members.action.unmute'),
  disconnect: () => t('members.action.disconnect'),
};

export const memberCollectionLabel: Record<MemberCollection, () => string> = {
  phones: () => t('members.action.deletePhones'),
  emails: () => t('members.action.deleteEmails'),
  addresses: () => t('members.action.deleteAddresses'),
};

/** What an action did, for its toast. */
const actionDone: Record<MemberAction, (name: string) => string> = {
  approve: (name) => t('members.didAction.approve', { name }),
  block: (name) => t('members.didAction.block', { name }),
  mute: (name) => t('members.didAction.mute', { name }),
  unmute: (name) => t('members.didAction.unmute', { name }),
  disconnect: (name) => t('members.didAction.disconnect', { name }),
};

const collectionDeleted: Record<MemberCollection, (name: string) => string> = {
  phones: (name) => t('members.didDelete.phones', { name }),
  emails: (name) => t('members.didDelete.emails', { name }),
  addresses: (name) => t('members.didDelete.addresses', { name }),
};

/**
 * The action that takes one back, where the provider has one (approve ↔ block, mute ↔ unmute) and
 * the member was in the other state before; null when there is nothing to undo.
 */
export function undoOf(action: MemberAction, before: MemberSummary): MemberAction | null {
  if (action === 'mute') return before.activityStatus === 'MUTED' ? null : 'unmute';
  if (action === 'unmute') return before.activityStatus === 'ACTIVE' ? null : 'mute';
  if (action === 'approve') return before.status === 'BLOCKED' ? 'block' : null;
  if (action === 'block') return before.status === 'APPROVED' ? 'approve' : null;
  return null;
}

/** The card shows the member as the provider answered. */
const cardChanged =
  (siteId: string, memberId: string) =>
  (queryClient: QueryClient, m: MemberSummary): void =>
    void queryClient.setQueryData(memberKeys.one(siteId, memberId), m);
const lists = () => [memberKeys.lists];
/** Every list showing the member shows it as the provider answered (no read; once quiet, one). */
const listsLearn = (siteId: string) => (m: MemberSummary) => ({
  root: memberKeys.lists,
  siteId,
  change: { put: [m] },
});

export function useCreateMember(siteId: string) {
  return useWrite({
    send: (member: MemberInput & { loginEmail: string }) => sendAdmin('members.create', { siteId, member }),
    says: (m) => t('members.created', { name: m.nickname || m.loginEmail }),
    refreshes: lists,
  });
}

/** Approve (or unblock), block, mute, unmute or disconnect (remove the login for good) one member. */
export function useMemberAction(siteId: string, memberId: string) {
  return useWrite({
    send: (action: MemberAction) => sendAdmin('members.act', { siteId, memberId, action }),
    update: cardChanged(siteId, memberId),
    says: (m, action) => actionDone[action](memberName(m)),
    learns: listsLearn(siteId),
  });
}

/** Deletes all of one member's phones, emails or addresses. */
export function useDeleteMemberCollection(siteId: string, memberId: string) {
  return useWrite({
    send: (collection: MemberCollection) => sendAdmin('members.deleteCollection', { siteId, memberId, collection }),
    update: cardChanged(siteId, memberId),
    says: (m, collection) => collectionDeleted[collection](memberName(m)),
    learns: listsLearn(siteId),
  });
}

export function useUpdateMember(siteId: string, memberId: string) {
  return useWrite({
    send: (member: MemberInput) => sendAdmin('members.update', { siteId, memberId, member }),
    update: cardChanged(siteId, memberId),
    says: (m) => t('members.saved', { name: memberName(m) }),
    learns: listsLearn(siteId),
  });
}

export function useSetMemberSlug(siteId: string, memberId: string) {
  return useWrite({
    send: (slug: string) => sendAdmin('members.setSlug', { siteId, memberId, slug }),
    update: cardChanged(siteId, memberId),
    says: (m) => t('members.slug.changed', { slug: m.slug }),
    learns: listsLearn(siteId),
  });
}

/** Deletes the member (their content to `contentAssigneeId` when given); the card's cache goes with them. */
export function useDeleteMember(siteId: string, memberId: string) {
  return useWrite({
    send: ({ contentAssigneeId }: { member: MemberSummary; contentAssigneeId?: string }) =>
      sendAdmin('members.delete', { siteId, memberId, ...(contentAssigneeId ? { contentAssigneeId } : {}) }),
    update: (queryClient) => queryClient.removeQueries({ queryKey: memberKeys.one(siteId, memberId) }),
    says: (_, { member }) => t('members.deleted', { name: memberName(member) }),
    learns: () => ({ root: memberKeys.lists, siteId, change: { remove: [memberId] } }),
  });
}
