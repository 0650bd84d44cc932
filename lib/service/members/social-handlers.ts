import type { memberSocialApi } from '../../messaging/member-social-api';
import { FOLLOW_COUNT_CAP, followCount } from '../../provider/member-follows';
import { dismissReports } from '../../provider/member-reports';
import type { Handlers } from '../infra/router';
import type { AdminSender } from '../infra/senders';
import { clientForSite } from '../connection/site-clients';
import { followMembers, reportedMembersWithNames, reportsWithReporters } from './member-social';

/** Member reports and follows (admin API), always the admin's connection. */
export const memberSocialHandlers: Handlers<typeof memberSocialApi, AdminSender> = {
  'members.reported': async ({ siteId, cursor }) => reportedMembersWithNames(await clientForSite(siteId), cursor),
  'members.reportsAbout': async ({ siteId, memberId }) => reportsWithReporters(await clientForSite(siteId), memberId),
  'members.dismissReports': async ({ siteId, memberId }) => {
    await dismissReports(await clientForSite(siteId), memberId);
    return { dismissed: true as const };
  },
  'members.followCounts': async ({ siteId, memberId }) => {
    const client = await clientForSite(siteId);
    const [followers, following] = await Promise.all([
      followCount(client, memberId, 'followers'),
      followCount(client, memberId, 'following'),
    ]);
    return { followers, following, cap: FOLLOW_COUNT_CAP };
  },
  'members.follows': async ({ siteId, memberId, side, cursor }) =>
    followMembers(await clientForSite(siteId), memberId, side, cursor),
};
