// Which catalog each demo site runs: Wix stores run Catalog V1 or V3, and a site answers only its
// own version's product calls (428 on the other's). The demo world has both, so clients handle both.
import type { Db } from '../../db/open.ts';
import { getSite } from '../sites/store.ts';

export type CatalogVersion = 'V1_CATALOG' | 'V3_CATALOG';

/** By site slug; every other site runs V3. */
const V1_SITES = new Set(['harbor-coffee-roasters']);

export function catalogVersionOf(db: Db, siteId: string): CatalogVersion {
  const slug = getSite(db, siteId)?.slug ?? '';
  return V1_SITES.has(slug) ? 'V1_CATALOG' : 'V3_CATALOG';
}
