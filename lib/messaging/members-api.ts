import { z } from 'zod';
import { message, type ApiSpec } from './protocol/define-api';
import {
  BULK_FILTER_ACTIONS,
  MEMBER_ACTIONS,
  MEMBER_COLLECTIONS,
  MemberFilter,
  MemberId,
  MemberInput,
  MemberSort,
  Slug,
  type BulkDeleteResult,
  type MemberPage,
  type MemberSummary,
} from './members';
import { Guid } from './site';

const SiteScoped = z.object({ siteId: Guid });
/** A headless OAuth app's client id (the Wix one is a GUID; any plain token is accepted). */
const OAuthClientId = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[\w.-]+$/, 'must be an OAuth client id');
const OneMember = SiteScoped.extend({ memberId: MemberId });

/** The Members tools (admin API). */
export const membersApi = {
  'members.query': message(
    SiteScoped.extend({
      filter: MemberFilter.nullable(),
      sort: MemberSort.nullable(),
      offset: z.number().int().min(0).max(1_000_000),
      limit: z.number().int().min(1).max(100),
    }).strict(),
  ).returns<MemberPage>(),
  'members.count': message(SiteScoped.extend({ filter: MemberFilter.nullable() }).strict()).returns<{
    count: number | null;
  }>(),
  'members.get': message(OneMember.strict()).returns<MemberSummary>(),
  'members.bySlug': message(SiteScoped.extend({ slug: Slug }).strict()).returns<MemberSummary | null>(),
  'members.act': message(OneMember.extend({ action: z.enum(MEMBER_ACTIONS) }).strict()).returns<MemberSummary>(),
  'members.delete': message(OneMember.extend({ contentAssigneeId: MemberId.optional() }).strict()).returns<{
    deleted: true;
  }>(),
  'members.deleteCollection': message(
    OneMember.extend({ collection: z.enum(MEMBER_COLLECTIONS) }).strict(),
  ).returns<MemberSummary>(),
  'members.create': message(
    SiteScoped.extend({ member: MemberInput.required({ loginEmail: true }) }).strict(),
  ).returns<MemberSummary>(),
  'members.update': message(OneMember.extend({ member: MemberInput }).strict()).returns<MemberSummary>(),
  'members.setSlug': message(OneMember.extend({ slug: Slug }).strict()).returns<MemberSummary>(),
  'members.bulkDelete': message(
    SiteScoped.extend({ memberIds: z.array(MemberId).min(1).max(100) }).strict(),
  ).returns<BulkDeleteResult>(),
  'members.bulkByFilter': message(
    SiteScoped.extend({
      action: z.enum(BULK_FILTER_ACTIONS),
      // `{}` is every member: the provider's by-filter jobs take an empty filter as no condition.
      filter: z.union([z.object({}).strict(), MemberFilter]),
      contentAssigneeId: MemberId.optional(),
    }).strict(),
  ).returns<{ jobId: string }>(),
  // Acting as a member: these use the member's tokens only, never the admin's connection.
  'members.me.state': message(SiteScoped.strict()).returns<{
    member: { memberId: string; nickname: string } | null;
    redirectUri: string;
  }>(),
  'members.me.login': message(SiteScoped.extend({ clientId: OAuthClientId }).strict()).returns<{
    memberId: string;
    nickname: string;
  }>(),
  'members.me.get': message(SiteScoped.strict()).returns<MemberSummary>(),
  'members.me.join': message(SiteScoped.strict()).returns<MemberSummary>(),
  'members.me.leave': message(SiteScoped.strict()).returns<MemberSummary>(),
  'members.me.setSlug': message(SiteScoped.extend({ slug: Slug }).strict()).returns<MemberSummary>(),
  'members.me.delete': message(SiteScoped.strict()).returns<{ deleted: true }>(),
  /** Always logged out here; `providerTold` false (with the problem) when the provider's logout page was not reached. */
  'members.me.logout': message(SiteScoped.strict()).returns<
    { loggedOut: true } & ({ providerTold: true } | { providerTold: false; problem: string })
  >(),
} satisfies ApiSpec;
