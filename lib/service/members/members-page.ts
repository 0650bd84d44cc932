import { reportedMembersAmong } from '../../provider/member-reports';
import { getMember, getMemberBySlug } from '../../provider/members';
import type { MemberSummary } from '../../messaging/members';
import { requestPanelView } from '../infra/panel-request';
import { ServiceError } from '../infra/service-error';
import { clientForSite } from '../connection/site-clients';

type PageMemberRef = { slug: string } | { memberId: string };

export const memberPageUnknown = () =>
  new ServiceError(404, 'MEMBER_PAGE_UNKNOWN', 'No member of this site has that profile.');

// Member lookups from live pages, per site and slug/id: a second click (or the contact after the
// member) costs no provider call. Kept for the service worker's life.
const cache = new Map<string, MemberSummary>();

async function findMember(siteId: string, target: PageMemberRef): Promise<MemberSummary> {
  const key = `${siteId} ${'slug' in target ? `slug:${target.slug}` : `id:${target.memberId}`}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const client = await clientForSite(siteId);
  const member =
    'slug' in target ? await getMemberBySlug(client, target.slug) : await getMember(client, target.memberId);
  if (!member) throw memberPageUnknown();
  cache.set(key, member);
  return member;
}

/**
 * "Open in Sitekeeper" on a member's profile page (site already checked by the caller): finds the
 * member with one provider call and asks the panel (opened by the caller) for their card.
 */
export async function openMemberFromPage(siteId: string, target: PageMemberRef): Promise<{ memberId: string }> {
  const member = await findMember(siteId, target);
  await requestPanelView({ tool: 'members', 'members.member': member.id });
  return { memberId: member.id };
}

/** "Contact" on a member's profile page: the member (cached), then the panel reads the contact by id: two calls at most. */
export async function openMemberContactFromPage(siteId: string, target: PageMemberRef): Promise<{ contactId: string }> {
  const member = await findMember(siteId, target);
  if (!member.contactId) throw new ServiceError(404, 'MEMBER_WITHOUT_CONTACT', 'This member has no contact.');
  await requestPanelView({ tool: 'contacts', 'contacts.contact': member.contactId, 'contacts.lookup': null });
  return { contactId: member.contactId };
}

/** The "Reported N×" mark on a member's profile page: the member (cached), then one reports call. */
export async function memberReportCountFromPage(
  siteId: string,
  target: PageMemberRef,
): Promise<{ reportCount: number }> {
  const member = await findMember(siteId, target);
  const [reported] = await reportedMembersAmong(await clientForSite(siteId), [member.id]);
  return { reportCount: reported?.reportCount ?? 0 };
}
