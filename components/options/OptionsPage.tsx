import { useQuery } from '@tanstack/react-query';
import { settingsOptions } from '@/lib/queries/settings';
import { ErrorNotice } from '../common/ErrorNotice';
import { useBackgroundEvents } from '@/lib/queries/background-events';
import { BadgeSetting } from './BadgeSetting';
import { NotifySetting } from './NotifySetting';
import { RememberConnection } from './RememberConnection';
import { SavedRepliesSetting } from './SavedRepliesSetting';
import { SandboxUrlSetting } from './SandboxUrlSetting';
import { SiteSettings } from './SiteSettings';
import { t } from '@/lib/i18n';

/**
 * The options page: the general settings first (notifications, the badge, what is remembered where, the
 * sandbox in development builds), then each site's own, grouped by account, however many sites there are.
 */
export function OptionsPage() {
  useBackgroundEvents();
  const settings = useQuery(settingsOptions());
  return (
    <main className="mx-auto max-w-2xl space-y-4 p-6 text-slate-900">
      <h1 className="text-xl font-semibold">{t('options.title')}</h1>
      {settings.error && <ErrorNotice error={settings.error} />}
      {settings.data && (
        <>
          <NotifySetting on={settings.data.notify.on} minutes={settings.data.notify.minutes} />
          <BadgeSetting on={settings.data.badge} total={settings.data.badgeTotal} />
          <RememberConnection remember={settings.data.rememberConnection} />
          {settings.data.sandboxUrl !== null && <SandboxUrlSetting sandboxUrl={settings.data.sandboxUrl} />}
          <SavedRepliesSetting />
          <SiteSettings />
        </>
      )}
    </main>
  );
}
