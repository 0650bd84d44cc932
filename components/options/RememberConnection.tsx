import { useQuery } from '@tanstack/react-query';
import { sessionOptions } from '@/lib/queries/session';
import { useSetRememberConnection } from '@/lib/queries/settings';
import { ErrorNotice } from '../common/ErrorNotice';
import { useSettingSwitch } from './useSettingSwitch';
import { connectionsWords } from '../session/connection-words';
import { t } from '@/lib/i18n';
import { SettingSection } from './SettingSection';

/** "Remember my connection on this device", with what is stored where, in plain words. */
export function RememberConnection({ remember }: { remember: boolean }) {
  const session = useQuery(sessionOptions());
  const { error, ...input } = useSettingSwitch(remember, useSetRememberConnection());
  const connections = session.data?.connections ?? [];
  return (
    <SettingSection id="connection-heading" heading={t('options.connectionHeading')}>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...input} />
        {t('options.remember')}
      </label>
      <p className="text-sm" data-testid="stored-where">
        {remember ? t('options.rememberOn') : t('options.rememberOff')}
      </p>
      <p className="text-sm text-slate-700" data-testid="stored-now">
        {connections.length > 0
          ? t('options.storedNow', { label: connectionsWords(connections) })
          : t('options.storedNothing')}
      </p>
      <p className="text-xs text-slate-600">{t('options.storedAlways')}</p>
      {/* Firefox can't close local storage to content scripts (lib/storage.ts): say so, don't promise it. */}
      {import.meta.env.FIREFOX && remember && (
        <p className="text-xs text-slate-600" data-testid="firefox-local">
          {t('options.firefoxLocal')}
        </p>
      )}
      {error && <ErrorNotice error={error} />}
    </SettingSection>
  );
}
