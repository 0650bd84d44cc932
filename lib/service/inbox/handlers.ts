import type { inboxApi } from '../../messaging/inbox-api';
import { inboxStore } from '../../storage';
import type { Handlers } from '../infra/router';
import type { AdminSender } from '../infra/senders';
import { asInbox, checkSiteInbox, knownInbox } from './inbox';
import { keptAccountSites } from '../connection/account-sites';

/** The all-sites inbox (admin API), always the admin's connections. */
export const inboxHandlers: Handlers<typeof inboxApi, AdminSender> = {
  'inbox.known': async () => ({
    sites: await knownInbox(new Set(((await keptAccountSites()) ?? []).map((s) => s.id))),
  }),
  'inbox.kept': async ({ siteId }) => {
    const entry = await inboxStore.get(siteId);
    return { site: entry ? asInbox(siteId, entry, 0) : null };
  },
  'inbox.checkSite': ({ siteId }) => checkSiteInbox(siteId),
};
