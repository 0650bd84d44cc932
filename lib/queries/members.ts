import { queryOptions } from '@tanstack/react-query';
import type { FollowSide } from '../messaging/member-social';
import type { MemberFilter, MemberPage, MemberSort } from '../messaging/members';
import { sendAdmin } from './send';

// The Members tool's reads. Its writes are in member-writes.ts (one member, acting as a member)
// and member-bulk.ts (many members at once).

export interface MemberListParams {
  filter: MemberFilter | null;
  sort: MemberSort | null;
  offset: number;
  limit: number;
}

/** Keys follow [domain, verb, params]; invalidate `memberKeys.all` when any member changes. */
export const memberKeys = {
  all: ['members'] as const,
  /** Every page of every list: what a change to one member makes stale. */
  lists: ['members', 'query'] as const,
  list: (siteId: string, p: MemberListParams) => ['members', 'query', { siteId, ...p }] as const,
  one: (siteId: string, memberId: string) => ['members', 'get', { siteId, memberId }] as const,
  bySlug: (siteId: string, slug: string) => ['members', 'bySlug', { siteId, slug }] as const,
  /** Acting as a member: who is logged in, and their own member. */
  session: (siteId: string) => ['members', 'me', 'state', { siteId }] as const,
  me: (siteId: string) => ['members', 'me', 'get', { siteId }] as const,
  /** Reports and follows (member-social.ts): under `all`, so a member's change refreshes their rows too. */
  reportedAll: ['members', 'reported'] as const,
  reported: (siteId: string) => ['members', 'reported', { siteId }] as const,
  reportsAbout: (siteId: string, memberId: string) => ['members', 'reported', 'about', { siteId, memberId }] as const,
  followCounts: (siteId: string, memberId: string) => ['members', 'follows', 'count', { siteId, memberId }] as const,
  follows: (siteId: string, memberId: string, side: FollowSide) =>
    ['members', 'follows', side, { siteId, memberId }] as const,
};

export const memberListOptions = (siteId: string, p: MemberListParams) =>
  queryOptions({ queryKey: memberKeys.list(siteId, p), queryFn: () => sendAdmin('members.query', { siteId, ...p }) });

export const memberOptions = (siteId: string, memberId: string) =>
  queryOptions({
    queryKey: memberKeys.one(siteId, memberId),
    queryFn: () => sendAdmin('members.get', { siteId, memberId }),
  });

export const memberBySlugOptions = (siteId: string, slug: string) =>
  queryOptions({
    queryKey: memberKeys.bySlug(siteId, slug),
    queryFn: () => sendAdmin('members.bySlug', { siteId, slug }),
    staleTime: 60_000,
  });

/** The member logged in for this site (acting as a member), or null. */
export const memberSessionOptions = (siteId: string) =>
  queryOptions({ queryKey: memberKeys.session(siteId), queryFn: () => sendAdmin('members.me.state', { siteId }) });

/** The logged-in member's own member, read with their identity (enable it only while one is logged in). */
export const memberMeOptions = (siteId: string) =>
  queryOptions({ queryKey: memberKeys.me(siteId), queryFn: () => sendAdmin('members.me.get', { siteId }) });

/** Pages of one filter and sort, fetched one by one outside the cache (the CSV export walks them). */
export const memberPages =
  (siteId: string, filter: MemberFilter | null, sort: MemberSort | null) =>
  (offset: number, limit: number): Promise<MemberPage> =>
    sendAdmin('members.query', { siteId, filter, sort, offset, limit });

/** How many members match a filter, asked now (null when the provider can't count). */
export const countMembers = async (siteId: string, filter: MemberFilter | null): Promise<number | null> =>
  (await sendAdmin('members.count', { siteId, filter })).count;
