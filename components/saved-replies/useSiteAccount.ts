import { useQuery } from '@tanstack/react-query';
import { accountSitesOptions, sessionOptions } from '@/lib/queries/session';
import { accountName } from '../session/connection-words';

/** The connected account a site belongs to (its id and the admin's name for it), once the sites are read. */
export function useSiteAccount(siteId: string): { accountId: string; accountName: string; siteName: string } | null {
  const sites = useQuery(accountSitesOptions());
  const session = useQuery(sessionOptions());
  const site = sites.data?.sites.find((s) => s.id === siteId);
  if (!site) return null;
  const account = session.data?.connections.find((c) => c.accountId === site.accountId);
  return { accountId: site.accountId, accountName: account ? accountName(account) : '', siteName: site.name };
}
