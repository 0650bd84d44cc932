import { z } from 'zod';
import { message, type ApiSpec } from './protocol/define-api';
import {
  FollowSide,
  MemberId,
  type FollowCounts,
  type FollowMembersPage,
  type MemberReportRow,
  type ReportedMembersPage,
} from './member-social';
import { Guid } from './site';

const SiteScoped = z.object({ siteId: Guid });
const Cursor = z.string().max(4000).nullish();

/** Member reports and follows (admin API): who is reported and why, dismissing, and who follows whom. */
export const memberSocialApi = {
  'members.reported': message(SiteScoped.extend({ cursor: Cursor }).strict()).returns<ReportedMembersPage>(),
  'members.reportsAbout': message(SiteScoped.extend({ memberId: MemberId }).strict()).returns<MemberReportRow[]>(),
  /** Dismisses (deletes) every report about the member. */
  'members.dismissReports': message(SiteScoped.extend({ memberId: MemberId }).strict()).returns<{
    dismissed: true;
  }>(),
  'members.followCounts': message(SiteScoped.extend({ memberId: MemberId }).strict()).returns<FollowCounts>(),
  'members.follows': message(
    SiteScoped.extend({ memberId: MemberId, side: FollowSide, cursor: Cursor }).strict(),
  ).returns<FollowMembersPage>(),
} satisfies ApiSpec;
