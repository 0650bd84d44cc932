import { useState } from 'react';

/**
 * The site the tools work on: the tab's verified site by default, or the one the admin picked. A
 * pick holds until the tab shows another site; then the panel follows the tab again.
 */
export function useSelectedSite(tabSiteId: string | null): [string | null, (siteId: string) => void] {
  const [picked, setPicked] = useState<{ siteId: string; tabSiteId: string | null } | null>(null);
  const stillPicked = picked !== null && picked.tabSiteId === tabSiteId;
  return [stillPicked ? picked.siteId : tabSiteId, (siteId) => setPicked({ siteId, tabSiteId })];
}
