import type { QueryClient } from '@tanstack/react-query';
import { t } from '../i18n';
import type { MemberSummary } from '../messaging/members';
import { sendAdmin } from './send';
import { memberKeys } from './members';
import { useWrite } from './write';

// Acting as a member of the site: these writes use the member's own tokens, never the admin's
// connection. Logging in or out, or deleting oneself, changes who "me" is: every members read is
// stale. The others change the member's own record, which the lists show too.

const everything = () => [memberKeys.all];
const lists = () => [memberKeys.lists];
const meChanged =
  (siteId: string) =>
  (queryClient: QueryClient, m: MemberSummary): void =>
    void queryClient.setQueryData(memberKeys.me(siteId), m);

/** Hosted login (PKCE) with the site's OAuth client id; answers once the member has logged in. */
export function useMemberLogin(siteId: string) {
  return useWrite({
    send: (clientId: string) => sendAdmin('members.me.login', { siteId, clientId }),
    refreshes: everything,
  });
}

/** Logs out on the provider's logout page; the member is forgotten here even when the provider was not told. */
export function useMemberLogout(siteId: string) {
  return useWrite({
    send: () => sendAdmin('members.me.logout', { siteId }),
    says: (r) => (r.providerTold ? t('members.me.loggedOut') : null),
    refreshes: everything,
  });
}

/** Join or leave the site's community as the logged-in member. */
export function useMyCommunity(siteId: string) {
  return useWrite({
    send: (what: 'join' | 'leave') => sendAdmin(what === 'join' ? 'members.me.join' : 'members.me.leave', { siteId }),
    update: meChanged(siteId),
    refreshes: lists,
  });
}

export function useSetMySlug(siteId: string) {
  return useWrite({
    send: (slug: string) => sendAdmin('members.me.setSlug', { siteId, slug }),
    update: meChanged(siteId),
    says: (m) => t('members.slug.changed', { slug: m.slug }),
    refreshes: lists,
  });
}

/** The logged-in member deletes their own member. */
export function useDeleteMe(siteId: string) {
  return useWrite({ send: () => sendAdmin('members.me.delete', { siteId }), refreshes: everything });
}
