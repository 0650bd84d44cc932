/** The options page's settings, as the background keeps them (no credential here). */
export interface Settings {
  /** "Remember my connection on this device": the connection in local storage (else session storage). */
  rememberConnection: boolean;
  /** The toolbar badge with the count of reviews waiting for moderation. */
  badge: boolean;
  /** The badge shows the total across every connected site (as last checked), not the tab's site's. */
  badgeTotal: boolean;
  /** Desktop notifications of new reviews, polled every `minutes`. */
  notify: { on: boolean; minutes: number };
  /** Development builds: the sandbox address the panel connects to. Null in production builds. */
  sandboxUrl: string | null;
}

/** A (site, origin) the options page offers the in-page controls for, with whether they are on there. */
export interface SiteControl {
  siteId: string;
  origin: string;
  /** The site's name in the connected account; null when no connected account has the site. */
  name: string | null;
  /** The connected account the site belongs to; null as for `name`. */
  accountId: string | null;
  enabled: boolean;
  /** Not one of Wix's own hosts. */
  customDomain: boolean;
  /** A custom domain the browser has not allowed Sitekeeper on: turning it on asks first. */
  needsPermission: boolean;
}
