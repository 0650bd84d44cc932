import type { members } from '@wix/members';
import type {
  BulkDeleteResult,
  BulkFilterAction,
  MemberAction,
  MemberAddress,
  MemberCollection,
  MemberFilter,
  MemberInput,
  MemberPage,
  MemberSort,
  MemberSummary,
} from '../messaging/members';
import type { SiteClient } from './client';
import { iso } from './convert';
import { publicMediaUrl } from './provider-route';

type Member = members.Member;
/** status is outside PUBLIC: every view of the panel asks for FULL. */
const FULL = { fieldsets: ['FULL' as const] };
export const DEFAULT_PAGE_SIZE = 50;

/** The address's parts, as the panel writes every address out (a street given as number and name made one line). */
function addressOf(a: members.Address, index: number): MemberAddress {
  const street = a.streetAddress ? [a.streetAddress.number, a.streetAddress.name].filter(Boolean).join(' ') : '';
  return {
    id: a._id ?? String(index),
    addressLine: a.addressLine || street,
    addressLine2: a.addressLine2 ?? '',
    city: a.city ?? '',
    subdivision: a.subdivision ?? '',
    postalCode: a.postalCode ?? '',
    country: a.country ?? '',
  };
}

/** Plain JSON for the UI. Status strings are passed through as the provider sent them. */
export function toMemberSummary(m: Member): MemberSummary {
  const image = (i: { url?: string | null } | null | undefined) => (i?.url ? { url: publicMediaUrl(i.url) } : null);
  return {
    id: m._id ?? '',
    loginEmail: m.loginEmail ?? '',
    loginEmailVerified: m.loginEmailVerified ?? null,
    status: String(m.status ?? 'UNKNOWN'),
    privacyStatus: String(m.privacyStatus ?? 'UNKNOWN'),
    activityStatus: String(m.activityStatus ?? 'UNKNOWN'),
    contactId: m.contactId ?? null,
    nickname: m.profile?.nickname ?? '',
    slug: m.profile?.slug ?? '',
    title: m.profile?.title ?? '',
    photo: image(m.profile?.photo),
    cover: image(m.profile?.cover),
    firstName: m.contact?.firstName ?? '',
    lastName: m.contact?.lastName ?? '',
    company: m.contact?.company ?? '',
    jobTitle: m.contact?.jobTitle ?? '',
    birthdate: m.contact?.birthdate ?? '',
    phones: (m.contact?.phones ?? []).filter((p): p is string => typeof p === 'string'),
    emails: (m.contact?.emails ?? []).filter((e): e is string => typeof e === 'string'),
    addresses: (m.contact?.addresses ?? []).map(addressOf),
    createdDate: iso(m._createdDate),
    updatedDate: iso(m._updatedDate),
    lastLoginDate: iso(m.lastLoginDate),
  };
}

export interface MemberQueryParams {
  filter: MemberFilter | null;
  sort: MemberSort | null;
  offset: number;
  limit: number;
}

/**
 * One page of members. The typed query form sends the filter exactly as built (the builder's `.not()`
 * would replace the rest of the filter, docs/provider-contract.md §5.1).
 */
export async function queryMembers(client: SiteClient, p: MemberQueryParams): Promise<MemberPage> {
  const query = {
    filter: (p.filter ?? {}) as Record<string, unknown>,
    paging: { offset: p.offset, limit: p.limit },
    ...(p.sort ? { sorting: [{ fieldName: p.sort.field, order: p.sort.order }] } : {}),
  };
  // `sorting` is in the REST schema but not in the SDK's MemberQuery type; it is sent as given.
  const res = await client.members.queryMembers(query as members.MemberQuery, FULL);
  const meta = res.metadata;
  return {
    members: (res.members ?? []).map(toMemberSummary),
    offset: meta?.offset ?? p.offset,
    limit: p.limit,
    total: meta?.tooManyToCount ? null : (meta?.total ?? null),
  };
}

/** How many members match (one smallest page; null when the provider can't count them). */
export async function countMembers(client: SiteClient, filter: MemberFilter | null): Promise<number | null> {
  return (await queryMembers(client, { filter, sort: null, offset: 0, limit: 1 })).total;
}

export async function getMember(client: SiteClient, id: string): Promise<MemberSummary> {
  return toMemberSummary(await client.members.getMember(id, FULL));
}

export async function getMemberBySlug(client: SiteClient, slug: string): Promise<MemberSummary | null> {
  const page = await queryMembers(client, { filter: { 'profile.slug': slug }, sort: null, offset: 0, limit: 1 });
  return page.members[0] ?? null;
}

function unwrap(res: { member?: Member | null }, what: string): MemberSummary {
  if (!res.member) throw new Error(`The provider answered ${what} without the member.`);
  return toMemberSummary(res.member);
}

export async function actOnMember(client: SiteClient, id: string, action: MemberAction): Promise<MemberSummary> {
  const m = client.members;
  const call = {
    approve: m.approveMember,
    block: m.blockMember,
    mute: m.muteMember,
    unmute: m.unmuteMember,
    disconnect: m.disconnectMember,
  }[action];
  return unwrap(await call(id), action);
}

/**
 * Deletes one member. With someone to receive their content, the by-filter call is the one that takes
 * a contentAssigneeId (Delete Member has none).
 */
export async function deleteMember(client: SiteClient, id: string, contentAssigneeId?: string): Promise<void> {
  if (contentAssigneeId) await client.members.bulkDeleteMembersByFilter({ id }, { contentAssigneeId });
  else await client.members.deleteMember(id);
}

export async function deleteMemberCollection(
  client: SiteClient,
  id: string,
  which: MemberCollection,
): Promise<MemberSummary> {
  const m = client.members;
  const call = { phones: m.deleteMemberPhones, emails: m.deleteMemberEmails, addresses: m.deleteMemberAddresses }[
    which
  ];
  return unwrap(await call(id), `deleting the ${which}`);
}

function toProviderMember(input: MemberInput) {
  const contact = {
    firstName: input.firstName,
    lastName: input.lastName,
    company: input.company,
    jobTitle: input.jobTitle,
  };
  const profile = { nickname: input.nickname, title: input.title };
  const defined = <T extends object>(o: T) =>
    Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
  return {
    ...(input.loginEmail ? { loginEmail: input.loginEmail } : {}),
    ...(input.privacyStatus ? { privacyStatus: input.privacyStatus } : {}),
    contact: defined(contact),
    profile: defined(profile),
  };
}

export async function createMember(client: SiteClient, input: MemberInput): Promise<MemberSummary> {
  return toMemberSummary(await client.members.createMember({ member: toProviderMember(input) }));
}

export async function updateMember(client: SiteClient, id: string, input: MemberInput): Promise<MemberSummary> {
  return toMemberSummary(await client.members.updateMember(id, toProviderMember(input)));
}

export async function updateMemberSlug(client: SiteClient, id: string, slug: string): Promise<MemberSummary> {
  return unwrap(await client.members.updateMemberSlug(id, slug), 'the slug change');
}

export async function bulkDeleteMembers(client: SiteClient, ids: string[]): Promise<BulkDeleteResult> {
  const res = await client.members.bulkDeleteMembers(ids);
  const result: BulkDeleteResult = { succeeded: [], failed: [] };
  for (const r of res.results ?? []) {
    const meta = r.itemMetadata;
    const id = meta?._id ?? '';
    if (meta?.success) result.succeeded.push(id);
    else result.failed.push({ id, code: meta?.error?.code ?? 'UNKNOWN', description: meta?.error?.description ?? '' });
  }
  return result;
}

/** Starts the provider's job for every member matching the filter; answers its id. */
export async function bulkByFilter(
  client: SiteClient,
  action: BulkFilterAction,
  filter: MemberFilter,
  contentAssigneeId?: string,
): Promise<string> {
  const m = client.members;
  const f = filter as Record<string, unknown>;
  const res =
    action === 'delete'
      ? await m.bulkDeleteMembersByFilter(f, contentAssigneeId ? { contentAssigneeId } : {})
      : action === 'approve'
        ? await m.bulkApproveMembers(f)
        : await m.bulkBlockMembers(f);
  return res.jobId ?? '';
}
