import { browser } from 'wxt/browser';
import { Detection } from '../../messaging/site';
import type { TabSite } from '../../storage';
import { recordDetection } from './tab-sites';

/**
 * Reads a tab's page for Wix markers with the on-demand detector (entrypoints/detect-site.ts). It
 * works where Sitekeeper may read the tab: the Wix hosts, origins the admin granted, and the tab the
 * admin just opened Sitekeeper on (activeTab). Elsewhere it reads nothing and answers null.
 */
export async function detectTab(tabId: number, url: string): Promise<TabSite | null> {
  let result: unknown;
  try {
    const [frame] = await browser.scripting.executeScript({ target: { tabId }, files: ['/detect-site.js'] });
    result = frame?.result;
  } catch {
    return null; // no access to this tab: the admin has not opened Sitekeeper on it
  }
  const detection = Detection.safeParse(result);
  return detection.success ? recordDetection(tabId, url, detection.data) : null;
}
