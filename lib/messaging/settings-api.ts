import { z } from 'zod';
import { message, type ApiSpec } from './define-api';
import { SandboxUrl } from './session';
import type { EnabledSite, Settings } from './settings';

/** The options page (admin API): what is remembered where, the badge, the sandbox address, the enabled sites. */
export const settingsApi = {
  'settings.get': message(z.object({}).strict()).returns<Settings>(),
  'settings.setRememberConnection': message(z.object({ remember: z.boolean() }).strict()).returns<Settings>(),
  'settings.setBadge': message(z.object({ on: z.boolean() }).strict()).returns<Settings>(),
  'settings.setSandboxUrl': message(z.object({ sandboxUrl: SandboxUrl }).strict()).returns<Settings>(),
  /** Disabling one goes through `site.setEnabled`, exactly as the panel does. */
  'settings.enabledSites': message(z.object({}).strict()).returns<{ sites: EnabledSite[] }>(),
} satisfies ApiSpec;
