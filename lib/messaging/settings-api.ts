import { z } from 'zod';
import { message, type ApiSpec } from './protocol/define-api';
import { SandboxUrl } from './session';
import { Origin } from './session-api';
import { Guid } from './site';
import type { Settings, SiteControl } from './settings';

/** The options page (admin API): what is remembered where, the badge, the sandbox address, the sites' in-page controls. */
export const settingsApi = {
  'settings.get': message(z.object({}).strict()).returns<Settings>(),
  'settings.setRememberConnection': message(z.object({ remember: z.boolean() }).strict()).returns<Settings>(),
  'settings.setBadge': message(z.object({ on: z.boolean() }).strict()).returns<Settings>(),
  'settings.setBadgeTotal': message(z.object({ on: z.boolean() }).strict()).returns<Settings>(),
  /** New-review notifications on or off, and how often to look (whole minutes, 1 to 1 440). */
  'settings.setNotify': message(
    z.object({ on: z.boolean(), minutes: z.number().int().min(1).max(1440) }).strict(),
  ).returns<Settings>(),
  'settings.setSandboxUrl': message(z.object({ sandboxUrl: SandboxUrl }).strict()).returns<Settings>(),
  /**
   * Every address of the sites, with the in-page controls on or off there (the grouped per-site
   * settings); one address is turned on or off through `site.setEnabled`, exactly as the panel does.
   */
  'settings.siteControls': message(z.object({}).strict()).returns<{ sites: SiteControl[] }>(),
  /**
   * The in-page controls on or off for many addresses at once (an account's bulk switch). Pairs that
   * can't be turned on without the browser's prompt, or that no connected account vouches for, are left.
   */
  'settings.setSitesEnabled': message(
    z
      .object({
        sites: z
          .array(z.object({ siteId: Guid, origin: Origin }).strict())
          .min(1)
          .max(5000),
        enabled: z.boolean(),
      })
      .strict(),
  ).returns<{ changed: number }>(),
} satisfies ApiSpec;
