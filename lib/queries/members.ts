import { queryOptions } from '@tanstack/react-query';
import type { MemberFilter, MemberSort } from '../messaging/members';
import { sendAdmin } from '../messaging/send';

export interface MemberListParams {
  filter: MemberFilter | null;
  sort: MemberSort | null;
  offset: number;
  limit: number;
}

/** Keys follow [domain, verb, params]; invalidate `memberKeys.all` when any member changes. */
export const memberKeys = {
  all: ['members'] as const,
  list: (siteId: string, p: MemberListParams) => ['members', 'query', { siteId, ...p }] as const,
  one: (siteId: string, memberId: string) => ['members', 'get', { siteId, memberId }] as const,
  bySlug: (siteId: string, slug: string) => ['members', 'bySlug', { siteId, slug }] as const,
  /** Acting as a member: who is logged in, and their own member. */
  session: (siteId: string) => ['members', 'me', 'state', { siteId }] as const,
  me: (siteId: string) => ['members', 'me', 'get', { siteId }] as const,
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
