import { browser, type Browser } from 'wxt/browser';

type Sender = Browser.runtime.MessageSender;

/** The extension's own pages (side panel, also when opened as a tab). Content scripts are not. */
export function isExtensionPage(sender: Sender): boolean {
  const origin = browser.runtime.getURL('/');
  return sender.id === browser.runtime.id && typeof sender.url === 'string' && sender.url.startsWith(origin);
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
  if (sender.id !== browser.runtime.id || isExtensionPage(sender)) return null;
  const tabId = sender.tab?.id;
  const url = sender.url;
  if (tabId === undefined || tabId < 0 || !url || !/^https?:\/\//.test(url)) return null;
  if (sender.frameId !== undefined && sender.frameId !== 0) return null;
  return { tabId, url };
}
