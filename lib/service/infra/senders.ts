import { browser, type Browser } from 'wxt/browser';

type Sender = Browser.runtime.MessageSender;

/** The extension's pages that speak for the admin: the side panel (also opened as a tab) and the options. */
const ADMIN_PAGES = ['/sidepanel.html', '/options.html'];
/** The live page's frame (entrypoints/live-frame/): an extension page, but inside a web page. */
export const LIVE_FRAME_PAGE = '/live-frame.html';

const ourPage = (sender: Sender): URL | null => {
  if (sender.id !== browser.runtime.id || typeof sender.url !== 'string') return null;
  const origin = browser.runtime.getURL('/');
  if (!sender.url.startsWith(origin)) return null;
  try {
    return new URL(sender.url);
  } catch {
    return null;
  }
};

/**
 * The extension's admin pages (side panel, also when opened as a tab, and options). Content scripts
 * are not, nor is the live page's frame: it is ours, but a web page holds it.
 */
export function isExtensionPage(sender: Sender): boolean {
  const url = ourPage(sender);
  return url !== null && ADMIN_PAGES.includes(url.pathname);
}

/** The live page's frame in a tab's web page: the tab and the page's URL as the browser reports them. */
export function frameTab(sender: Sender): { tabId: number; url: string } | null {
  const url = ourPage(sender);
  const tabId = sender.tab?.id;
  const pageUrl = sender.tab?.url;
  if (url?.pathname !== LIVE_FRAME_PAGE || tabId === undefined || tabId < 0) return null;
  if (!pageUrl || !/^https?:\/\//.test(pageUrl) || !sender.frameId) return null;
  return { tabId, url: pageUrl };
}

/** What an admin handler knows of who asked: the extension page's id from the envelope, if any. */
export interface AdminSender {
  from: string | null;
}

/** The envelope's page id, when it is one (only used to leave that page out of change events). */
export const adminSender = (from: unknown): AdminSender => ({
  from: typeof from === 'string' && /^[\w-]{1,64}$/.test(from) ? from : null,
});

/** A top-frame content script of ours on an http(s) page: the tab it speaks for, or null. */
export function pageTab(sender: Sender): { tabId: number; url: string } | null {
  if (sender.id !== browser.runtime.id || ourPage(sender)) return null;
  const tabId = sender.tab?.id;
  const url = sender.url;
  if (tabId === undefined || tabId < 0 || !url || !/^https?:\/\//.test(url)) return null;
  if (sender.frameId !== undefined && sender.frameId !== 0) return null;
  return { tabId, url };
}
