import { useQuery } from '@tanstack/react-query';
import { accountSitesOptions } from '@/lib/queries/session';
import { useAccountNames } from '../session/useAccountNames';

/** The connected account a site belongs to (its id and the admin's name for it), once the sites are read. */
export function useSiteAccount(siteId: string): { accountId: string; accountName: string; siteName: string } | null {
  const sites = useQuery(accountSitesOptions());
  const accounts = useAccountNames();
  const site = sites.data?.sites.find((s) => s.id === siteId);
  if (!site) return null;
  const name = accounts.find((a) => a.accountId === site.accountId)?.name ?? '';
  return { accountId: site.accountId, accountName: name, siteName: site.name };
}
