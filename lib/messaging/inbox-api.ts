import { z } from 'zod';
import { message, type ApiSpec } from './protocol/define-api';
import type { SiteInbox } from './inbox';
import { Guid } from './site';

/** The all-sites inbox (admin API): what is known of every site or of one, and one site checked again. */
export const inboxApi = {
  'inbox.known': message(z.object({}).strict()).returns<{ sites: SiteInbox[] }>(),
  /** One site as kept, with what the admin's writes did since it was checked (no provider call). */
  'inbox.kept': message(z.object({ siteId: Guid }).strict()).returns<{ site: SiteInbox | null }>(),
  /** Lists the site's waiting reviews again: one provider call (two for more than a page of them). */
  'inbox.checkSite': message(z.object({ siteId: Guid }).strict()).returns<SiteInbox>(),
} satisfies ApiSpec;
