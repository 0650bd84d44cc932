import { browser } from 'wxt/browser';
import { t } from '../../i18n';
import type { FindInMediaResult } from '../../messaging/media';
import { mediaFileIdFromUrl } from '../media/media-url';
import { getFile } from '../../provider/media';
import { normalizeError } from '../../provider/normalize-error';
import { enabledSitesItem } from '../../storage';
import { openPanel, requestPanelView } from '../infra/panel-request';
import { isEnabled } from '../trust/enabled-sites';
import { clientForSite } from '../connection/site-clients';
import { tabSite, verdictFor } from '../trust/tab-sites';

export const FIND_IN_MEDIA_MENU = 'find-in-site-media';

export interface FindDeps {
  siteOfTab: (tabId: number, url: string) => Promise<string | null>;
  fileExists: (siteId: string, fileId: string) => Promise<boolean>;
}

/** The tab's site when it is verified and enabled (never the page's word alone). */
async function enabledSiteOfTab(tabId: number, url: string): Promise<string | null> {
  const entry = await tabSite(tabId);
  if (entry?.detection.kind !== 'wix') return null;
  const siteId = entry.detection.site.siteId;
  if ((await verdictFor(siteId, url)).kind !== 'verified') return null;
  return (await isEnabled(siteId, url)) ? siteId : null;
}

async function fileExists(siteId: string, fileId: string): Promise<boolean> {
  try {
    await getFile(await clientForSite(siteId), fileId);
    return true;
  } catch (e) {
    if (normalizeError(e).status === 404) return false;
    throw e;
  }
}

const defaultDeps: FindDeps = { siteOfTab: enabledSiteOfTab, fileExists };

/** Whether the image at `srcUrl`, on the page of `tabId`, is one of that site's media files. */
export async function findInSiteMedia(
  tabId: number,
  pageUrl: string,
  srcUrl: string | undefined,
  deps: FindDeps = defaultDeps,
): Promise<FindInMediaResult> {
  const siteId = await deps.siteOfTab(tabId, pageUrl);
  if (!siteId) return { kind: 'notEnabled' };
  const fileId = mediaFileIdFromUrl(srcUrl);
  if (!fileId) return { kind: 'notMedia', siteId };
  try {
    return (await deps.fileExists(siteId, fileId)) ? { kind: 'found', siteId, fileId } : { kind: 'notMedia', siteId };
  } catch (e) {
    return { kind: 'error', message: normalizeError(e).message };
  }
}

/** Shows the menu item only on pages of origins where the admin enabled Sitekeeper. */
async function syncMenuPatterns(enabled: Record<string, boolean>): Promise<void> {
  const origins = [
    ...new Set(
      Object.entries(enabled)
        .filter(([, on]) => on)
        .map(([key]) => key.split(' ')[1])
        .filter((o): o is string => Boolean(o)),
    ),
  ];
  await browser.contextMenus.update(FIND_IN_MEDIA_MENU, {
    visible: origins.length > 0,
    documentUrlPatterns: origins.length ? origins.map((o) => `${o}/*`) : ['https://invalid.invalid/*'],
  });
}

/** The Media tab on the file found, or on the notice saying why there is none. */
export function mediaViewOf(result: FindInMediaResult): Record<string, string | null> {
  const found = result.kind === 'found';
  return {
    tool: 'media',
    'media.view': null,
    'media.file': found ? result.fileId : null,
    'media.notice': found ? null : result.kind,
  };
}

/** The menu item, hidden until a site is enabled (created once, on install, with the other menus). */
export async function createFindInMediaMenu(): Promise<void> {
  browser.contextMenus.create({
    id: FIND_IN_MEDIA_MENU,
    title: t('media.find.menu'),
    contexts: ['image'],
    visible: false,
  });
  await syncMenuPatterns(await enabledSitesItem.getValue());
}

/** "Find in site media" on images of enabled sites: the panel opens on the file, or says it isn't one. */
export function listenForFindInMedia(): void {
  if (!browser.contextMenus) return;
  enabledSitesItem.watch((enabled) => void syncMenuPatterns(enabled ?? {}).catch(() => undefined));
  browser.contextMenus.onClicked.addListener((info, tab) => {
    if (info.menuItemId !== FIND_IN_MEDIA_MENU || tab?.id === undefined || !tab.url) return;
    openPanel({ windowId: tab.windowId }); // in the click's user gesture, before any await
    void findInSiteMedia(tab.id, tab.url, info.srcUrl).then((result) => requestPanelView(mediaViewOf(result)));
  });
}
