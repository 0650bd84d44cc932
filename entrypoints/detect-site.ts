import { detectSite } from '@/lib/live/detect-site';

/** Run on demand in a tab (scripting.executeScript) when the admin opens Sitekeeper there: what site is this? */
export default defineUnlistedScript(() => detectSite(document, location.href));
