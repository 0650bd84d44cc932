// Member reports and follows as the UI needs them: plain JSON, dates as ISO strings
// (docs/provider-contract.md §3.6a). The wire shapes are the provider's; these are what
// lib/provider/member-reports.ts and member-follows.ts answer with.
import { z } from 'zod';
import type { MemberSummary } from './members';

export { MemberId } from './members';

/** Report reasons; UNKNOWN covers anything newer the provider may answer. */
export const ReportCategory = z.enum(['UNKNOWN', 'SPAM', 'IMPERSONATION', 'HARASSMENT', 'OTHER']);
export type ReportCategory = z.infer<typeof ReportCategory>;

/** A member with reports about it ("Reported N×"). */
export interface ReportedMemberSummary {
  memberId: string;
  reportCount: number;
  lastReportDate: string | null;
  reviewed: boolean;
}

export interface ReportedMemberPage {
  reportedMembers: ReportedMemberSummary[];
  nextCursor: string | null;
}

/** One report: who reported whom, why and when. */
export interface MemberReportSummary {
  id: string;
  reportedMemberId: string;
  reportingMemberId: string | null;
  category: ReportCategory;
  description: string | null;
  createdDate: string | null;
}

/** A page of member ids (followers or following). */
export interface FollowPage {
  memberIds: string[];
  nextCursor: string | null;
}

/** How another member is connected to a given member. */
export interface MemberConnection {
  memberId: string;
  /** The given member follows this one. */
  followedByMember: boolean;
  /** This one follows the given member. */
  followsMember: boolean;
}

/** A reported member as the Reported view lists it: the summary with the member (null: no longer found). */
export interface ReportedMemberRow extends ReportedMemberSummary {
  member: MemberSummary | null;
}

export interface ReportedMembersPage {
  rows: ReportedMemberRow[];
  nextCursor: string | null;
}

/** A report with who made it, in words (null: the reporter is no longer a member). */
export interface MemberReportRow extends MemberReportSummary {
  reporterName: string | null;
}

/** Whose list: the members following a member, or the members it follows. */
export const FollowSide = z.enum(['followers', 'following']);
export type FollowSide = z.infer<typeof FollowSide>;

/** A member in a follow list: enough to name it and open its card. */
export interface FollowMember {
  id: string;
  name: string;
  status: MemberSummary['status'];
}

export interface FollowMembersPage {
  members: FollowMember[];
  nextCursor: string | null;
}

/** Followers and following counts; `cap`: counting stopped there (shown as "1000+"). */
export interface FollowCounts {
  followers: number;
  following: number;
  cap: number;
}
