// Member reports and follows as the UI needs them: plain JSON, dates as ISO strings
// (docs/provider-contract.md §3.6a). The wire shapes are the provider's; these are what
// lib/provider/member-reports.ts and member-follows.ts answer with.
import { z } from 'zod';

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
