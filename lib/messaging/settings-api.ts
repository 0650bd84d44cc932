import { z } from 'zod';
import { message, type ApiSpec } from './protocol/define-api';
import { SandboxUrl } from './session';
import type { EnabledSite, Settings } from './settings';

/** The options page (admin API): what is remembered where, the badge, the sandbox address, the enabled sites. */
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
  /** Disabling one goes through `site.setEnabled`, exactly as the panel does. */
  'settings.enabledSites': message(z.object({}).strict()).returns<{ sites: EnabledSite[] }>(),
} satisfies ApiSpec;
