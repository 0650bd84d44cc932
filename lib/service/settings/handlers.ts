import type { Settings } from '../../messaging/settings';
import type { settingsApi } from '../../messaging/settings-api';
import { badgeOnItem, badgeTotalItem, notifyItem, rememberConnectionItem, setRememberConnection } from '../../storage';
import { accountSites } from '../connection/account-sites';
import { refreshAllBadges, setBadgeOn, setBadgeTotal } from '../badge/badge';
import { setNotify } from '../notifications/notify';
import { setManyEnabled, siteControlList } from '../trust/site-controls';
import { broadcast } from '../trust/broadcast';
import { tellTabsTheirAccess } from '../trust/tab-access';
import type { Handlers } from '../infra/router';
import type { AdminSender } from '../infra/senders';
import { sandboxUrlSetting, setSandboxUrl } from '../connection/session';

async function settings(): Promise<Settings> {
  return {
    rememberConnection: await rememberConnectionItem.getValue(),
    badge: await badgeOnItem.getValue(),
    badgeTotal: await badgeTotalItem.getValue(),
    notify: await notifyItem.getValue(),
    sandboxUrl: await sandboxUrlSetting(),
  };
}

/** The options page. Only the background moves credentials between storage areas. */
export const settingsHandlers: Handlers<typeof settingsApi, AdminSender> = {
  'settings.get': () => settings(),
  'settings.setRememberConnection': async ({ remember }) => {
    await setRememberConnection(remember);
    return settings();
  },
  'settings.setBadge': async ({ on }) => {
    await setBadgeOn(on);
    return settings();
  },
  'settings.setBadgeTotal': async ({ on }) => {
    await setBadgeTotal(on);
    return settings();
  },
  'settings.setNotify': async ({ on, minutes }) => {
    await setNotify(on, minutes);
    return settings();
  },
  'settings.setSandboxUrl': async ({ sandboxUrl }) => {
    await setSandboxUrl(sandboxUrl);
    return settings();
  },
  'settings.siteControls': async () => ({ sites: await siteControlList(await accountSites().catch(() => null)) }),
  'settings.setSitesEnabled': async ({ sites, enabled }, asker) => {
    const changed = await setManyEnabled(sites, enabled, await accountSites().catch(() => null));
    // One event for the lot: the extension's pages refetch every site's state on any of them.
    if (changed > 0)
      await broadcast({ event: 'site.enabledChanged', siteId: sites[0]!.siteId, enabled }, { page: asker.from });
    await tellTabsTheirAccess();
    void refreshAllBadges();
    return { changed };
  },
};
