import { browser } from 'wxt/browser';
import type { BackgroundEvent } from '../messaging/events';
import { getMember, getMemberBySlug } from '../provider/members';
import { ServiceError } from './service-error';
import { clientForSite } from './site-clients';

/**
 * "Open in Sitekeeper" on a member's profile page (site already checked by the caller): finds the
 * member with one provider call, asks the panel to show their card and opens the panel when the
 * browser allows it from here.
 */
export async function openMemberFromPage(siteId: string, tabId: number, target: { slug: string } | { memberId: string }): Promise<{ memberId: string }> {
  const client = await clientForSite(siteId);
  const member = 'slug' in target ? await getMemberBySlug(client, target.slug) : await getMember(client, target.memberId);
  if (!member) throw new ServiceError(404, 'NOT_FOUND', 'No member of this site has that profile.');
  // The click's user gesture may not reach the background; then the panel opens from the toolbar.
  await browser.sidePanel?.open?.({ tabId }).catch(() => undefined);
  const event: BackgroundEvent = { event: 'members.open', siteId, memberId: member.id };
  // Only to the extension's pages (the panel); the site's tabs have no use for it.
  await browser.runtime.sendMessage(event).catch(() => undefined);
  return { memberId: member.id };
}
