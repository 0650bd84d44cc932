/** A page on the web (not the browser's or an extension's own page). */
export const isWebUrl = (url: string | undefined): url is string => !!url && /^https?:\/\//.test(url);

/** What the browser says of one tab (`tabs.query`): only the fields the choice reads. */
export interface TabFacts {
  id?: number;
  url?: string;
  active?: boolean;
  lastAccessed?: number;
}

/**
 * The web tab a window's side panel is about: the active one, else the most recently used (the panel
 * opened as a tab, in tests, is itself the active tab). The background answers `site.current` with it
 * (lib/service/trust/tab-sites.ts); the panel checks a kept answer against it before showing it.
 */
export function windowWebTab(tabs: readonly TabFacts[]): { id: number; url: string } | null {
  const web = tabs.filter((t): t is TabFacts & { id: number; url: string } => t.id !== undefined && isWebUrl(t.url));
  const tab = web.find((t) => t.active) ?? [...web].sort((a, b) => (b.lastAccessed ?? 0) - (a.lastAccessed ?? 0))[0];
  return tab ? { id: tab.id, url: tab.url } : null;
}
