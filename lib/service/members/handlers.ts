import type { membersApi } from '../../messaging/members-api';
import * as me from '../../provider/member-self';
import * as provider from '../../provider/members';
import { memberLoginRedirectUri } from './member-login-window';
import { asMember, logInAsMember, logOutMember, memberIdentity } from './member-session';
import type { Handlers } from '../infra/router';
import type { AdminSender } from '../infra/senders';
import { clientForSite } from '../connection/site-clients';

/** The Members tools' handlers (admin API): always the admin's connection, never member tokens. */
export const membersHandlers: Handlers<typeof membersApi, AdminSender> = {
  'members.query': async ({ siteId, ...params }) => provider.queryMembers(await clientForSite(siteId), params),
  'members.count': async ({ siteId, filter }) => ({
    count: await provider.countMembers(await clientForSite(siteId), filter),
  }),
  'members.get': async ({ siteId, memberId }) => provider.getMember(await clientForSite(siteId), memberId),
  'members.bySlug': async ({ siteId, slug }) => provider.getMemberBySlug(await clientForSite(siteId), slug),
  'members.act': async ({ siteId, memberId, action }) =>
    provider.actOnMember(await clientForSite(siteId), memberId, action),
  'members.delete': async ({ siteId, memberId, contentAssigneeId }) => {
    await provider.deleteMember(await clientForSite(siteId), memberId, contentAssigneeId);
    return { deleted: true as const };
  },
  'members.deleteCollection': async ({ siteId, memberId, collection }) =>
    provider.deleteMemberCollection(await clientForSite(siteId), memberId, collection),
  'members.create': async ({ siteId, member }) => provider.createMember(await clientForSite(siteId), member),
  'members.update': async ({ siteId, memberId, member }) =>
    provider.updateMember(await clientForSite(siteId), memberId, member),
  'members.setSlug': async ({ siteId, memberId, slug }) =>
    provider.updateMemberSlug(await clientForSite(siteId), memberId, slug),
  'members.bulkDelete': async ({ siteId, memberIds }) =>
    provider.bulkDeleteMembers(await clientForSite(siteId), memberIds),
  'members.bulkByFilter': async ({ siteId, action, filter, contentAssigneeId }) => ({
    jobId: await provider.bulkByFilter(await clientForSite(siteId), action, filter, contentAssigneeId),
  }),
  'members.me.state': async ({ siteId }) => ({
    member: await memberIdentity(siteId),
    redirectUri: memberLoginRedirectUri(),
  }),
  'members.me.login': ({ siteId, clientId }) => logInAsMember(siteId, clientId, me.getMyMember),
  'members.me.get': ({ siteId }) => asMember(siteId, me.getMyMember),
  'members.me.join': ({ siteId }) => asMember(siteId, me.joinCommunity),
  'members.me.leave': ({ siteId }) => asMember(siteId, me.leaveCommunity),
  'members.me.setSlug': ({ siteId, slug }) => asMember(siteId, (c) => me.setMySlug(c, slug)),
  'members.me.delete': async ({ siteId }) => {
    await asMember(siteId, me.deleteMyMember, { endsSession: true });
    return { deleted: true as const };
  },
  'members.me.logout': async ({ siteId }) => ({ loggedOut: true as const, ...(await logOutMember(siteId)) }),
};
