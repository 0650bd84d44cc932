import type { Settings } from '../../messaging/settings';
import type { settingsApi } from '../../messaging/settings-api';
import { badgeOnItem, badgeTotalItem, notifyItem, rememberConnectionItem, setRememberConnection } from '../../storage';
import { accountSites } from '../connection/account-sites';
import { setBadgeOn, setBadgeTotal } from '../badge/badge';
import { setNotify } from '../notifications/notify';
import { enabledSiteList } from '../trust/enabled-sites';
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
  'settings.enabledSites': async () => ({ sites: await enabledSiteList(await accountSites().catch(() => null)) }),
};
