import type { inboxApi } from '../../messaging/inbox-api';
import type { Handlers } from '../infra/router';
import type { AdminSender } from '../infra/senders';
import { checkSiteInbox, knownInbox } from '../domain/inbox';
import { keptAccountSites } from '../trust/account-sites';

/** The all-sites inbox (admin API), always the admin's connections. */
export const inboxHandlers: Handlers<typeof inboxApi, AdminSender> = {
  'inbox.known': async () => ({
    sites: await knownInbox(new Set(((await keptAccountSites()) ?? []).map((s) => s.id))),
  }),
  'inbox.checkSite': ({ siteId, force }) => checkSiteInbox(siteId, force === true),
};
