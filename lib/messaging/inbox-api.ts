import { z } from 'zod';
import { message, type ApiSpec } from './define-api';
import type { SiteInbox } from './inbox';
import { Guid } from './site';

/** The all-sites inbox (admin API): what is known of every site, and one site checked again. */
export const inboxApi = {
  'inbox.known': message(z.object({}).strict()).returns<{ sites: SiteInbox[] }>(),
  /** Counts the site's waiting reviews; lists them only when the count changed (or `force`). */
  'inbox.checkSite': message(z.object({ siteId: Guid, force: z.boolean().optional() }).strict()).returns<SiteInbox>(),
} satisfies ApiSpec;
