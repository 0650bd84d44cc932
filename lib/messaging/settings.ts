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

/** A (site, origin) whose live pages get the in-page controls. */
export interface EnabledSite {
  siteId: string;
  origin: string;
  /** The site's name in the connected account; null when not connected (only the id is known then). */
  name: string | null;
  /** Reached through a permission the admin granted (a custom domain), not one of Wix's own hosts. */
  customDomain: boolean;
}
