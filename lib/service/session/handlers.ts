import type { sessionApi } from '../../messaging/session-api';
import { accountSites, learnAllUrls } from '../connection/account-sites';
import { refreshAllBadges } from '../badge/badge';
import { broadcast } from '../trust/broadcast';
import { detectTab } from '../trust/detect-tab';
import { releaseOrigin, setEnabled, liveScriptReach } from '../trust/enabled-sites';
import type { Handlers } from '../infra/router';
import type { AdminSender } from '../infra/senders';
import { ServiceError } from '../infra/service-error';
import {
  connectApiKey,
  connectApp,
  connectSandbox,
  disconnect,
  disconnectApp,
  sandboxAccounts,
  sandboxUrlSetting,
  sessionState,
} from '../connection/session';
import { clientForSite, forgetClients } from '../connection/site-clients';
import { dropPanelCache } from '../connection/panel-cache';
import { storedConnections } from '../connection/connections';
import { keepOnlyOwnedBy } from '../offline-queue/offline-queue';
import { settleBeforeDisconnect } from '../offline-queue/before-disconnect';
import { forgetNames } from '../reviews/review-names';
import { tellTabsTheirAccess } from '../trust/tab-access';
import { currentSite } from '../trust/tab-sites';
import { siteHasOrigin } from '../trust/verify-site';

async function sessionChanged<T>(state: T, asker: AdminSender): Promise<T> {
  forgetClients();
  forgetNames(); // another account may answer for a site now
  await dropPanelCache();
  // A queued change is sent only as the account that made it: those of accounts no longer connected
  // (disconnected, or replaced by a connection on another route) go, text and all.
  await keepOnlyOwnedBy((await storedConnections()).map((c) => c.accountId));
  await broadcast({ event: 'session.changed' }, { page: asker.from });
  await broadcast({ event: 'queue.changed' });
  await tellTabsTheirAccess();
  void refreshAllBadges();
  return state;
}

/** The connection, the account's sites and the tab's site. */
export const sessionHandlers: Handlers<typeof sessionApi, AdminSender> = {
  'session.get': () => sessionState(),
  'session.connectSandbox': async ({ sandboxUrl, siteId, accountId, name }, asker) =>
    sessionChanged(await connectSandbox(sandboxUrl, { siteId, accountId, name }), asker),
  'session.sandboxAccounts': async () => {
    const url = await sandboxUrlSetting();
    return { accounts: url ? await sandboxAccounts(url) : [] };
  },
  'session.connectApiKey': async ({ apiKey, accountId, name }, asker) =>
    sessionChanged(await connectApiKey(apiKey, accountId, name), asker),
  'session.connectApp': async ({ siteId, ...identity }, asker) =>
    sessionChanged(await connectApp(siteId, identity), asker),
  'session.disconnectApp': async ({ siteId }, asker) => sessionChanged(await disconnectApp(siteId), asker),
  'session.disconnect': async ({ accountId, queued }, asker) => {
    const going = accountId ? [accountId] : (await storedConnections()).map((c) => c.accountId);
    await settleBeforeDisconnect(going, queued);
    return sessionChanged(await disconnect(accountId), asker);
  },

  'sites.list': async ({ refresh }) => ({ sites: (await accountSites({ refresh })) ?? [] }),
  'site.current': ({ windowId }) => currentSite(windowId, detectTab),
  'site.setEnabled': async ({ siteId, origin, enabled }, asker) => {
    // Enabling only for a verified pair: the origin must be one of the account's addresses of that
    // site. Turning off needs no proof (the options page lists enabled sites while disconnected too).
    if (enabled) {
      await learnAllUrls(siteId, () => clientForSite(siteId)).catch(() => false);
      if (!siteHasOrigin(siteId, origin, await accountSites())) {
        throw new ServiceError(403, 'SITE_NOT_VERIFIED', `${origin} is not an address of that site in your account.`);
      }
      if ((await liveScriptReach(`${origin}/`)) === false) {
        throw new ServiceError(
          403,
          'ORIGIN_NOT_GRANTED',
          `Sitekeeper may not run on ${origin} yet: allow it when the browser asks.`,
          { params: { origin } },
        );
      }
    }
    await setEnabled(siteId, origin, enabled);
    if (!enabled && (await liveScriptReach(`${origin}/`)) === 'dynamic') await releaseOrigin(origin);
    await broadcast({ event: 'site.enabledChanged', siteId, enabled }, { page: asker.from });
    await tellTabsTheirAccess();
    void refreshAllBadges();
    return { enabled };
  },
};
