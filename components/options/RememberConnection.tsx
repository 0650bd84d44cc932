import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sendAdmin } from '@/lib/messaging/send';
import { sessionOptions } from '@/lib/queries/session';
import { settingsKeys } from '@/lib/queries/settings';
import { ErrorNotice } from '../common/ErrorNotice';
import { t } from '@/lib/i18n';

/** "Remember my connection on this device", with what is stored where, in plain words. */
export function RememberConnection({ remember }: { remember: boolean }) {
  const queryClient = useQueryClient();
  const session = useQuery(sessionOptions());
  const set = useMutation({
    mutationFn: (on: boolean) => sendAdmin('settings.setRememberConnection', { remember: on }),
    onSuccess: (settings) => queryClient.setQueryData(settingsKeys.settings, settings),
  });
  const connection = session.data?.connection ?? null;
  return (
    <section aria-labelledby="connection-heading" className="space-y-2 rounded border border-slate-200 bg-white p-4">
      <h2 id="connection-heading" className="text-base font-semibold">
        {t('options.connectionHeading')}
      </h2>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={set.isPending ? set.variables : remember} disabled={set.isPending} onChange={(e) => set.mutate(e.target.checked)} />
        {t('options.remember')}
      </label>
      <p className="text-sm" data-testid="stored-where">
        {remember ? t('options.rememberOn') : t('options.rememberOff')}
      </p>
      <p className="text-sm text-slate-700" data-testid="stored-now">
        {connection ? t('options.storedNow', { label: connection.label }) : t('options.storedNothing')}
      </p>
      <p className="text-xs text-slate-600">{t('options.storedAlways')}</p>
      {set.error && <ErrorNotice error={set.error} />}
    </section>
  );
}
