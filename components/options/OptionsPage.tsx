import { useQuery } from '@tanstack/react-query';
import { settingsOptions } from '@/lib/queries/settings';
import { sessionOptions } from '@/lib/queries/session';
import { ErrorNotice } from '../common/ErrorNotice';
import { useBackgroundEvents } from '@/lib/queries/background-events';
import { BadgeSetting } from './BadgeSetting';
import { EnabledSites } from './EnabledSites';
import { NotifySetting } from './NotifySetting';
import { OAuthClients } from './OAuthClients';
import { RememberConnection } from './RememberConnection';
import { SandboxUrlSetting } from './SandboxUrlSetting';
import { t } from '@/lib/i18n';

/** The options page: what is remembered where, the enabled sites, the badge, and (development builds) the sandbox. */
export function OptionsPage() {
  useBackgroundEvents();
  const settings = useQuery(settingsOptions());
  const session = useQuery(sessionOptions());
  return (
    <main className="mx-auto max-w-2xl space-y-4 p-6 text-slate-900">
      <h1 className="text-xl font-semibold">{t('options.title')}</h1>
      {settings.error && <ErrorNotice error={settings.error} />}
      {settings.data && (
        <>
          <RememberConnection remember={settings.data.rememberConnection} />
          <EnabledSites connected={(session.data?.connections.length ?? 0) > 0} />
          <OAuthClients connected={(session.data?.connections.length ?? 0) > 0} />
          <BadgeSetting on={settings.data.badge} total={settings.data.badgeTotal} />
          <NotifySetting on={settings.data.notify.on} minutes={settings.data.notify.minutes} />
          {settings.data.sandboxUrl !== null && <SandboxUrlSetting sandboxUrl={settings.data.sandboxUrl} />}
        </>
      )}
    </main>
  );
}
