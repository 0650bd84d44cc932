import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendAdmin } from '@/lib/messaging/send';
import { settingsKeys } from '@/lib/queries/settings';
import { ErrorNotice } from '../common/ErrorNotice';
import { t } from '@/lib/i18n';

/** The toolbar badge (reviews waiting for moderation) on or off. */
export function BadgeSetting({ on }: { on: boolean }) {
  const queryClient = useQueryClient();
  const set = useMutation({
    mutationFn: (value: boolean) => sendAdmin('settings.setBadge', { on: value }),
    onSuccess: (settings) => queryClient.setQueryData(settingsKeys.settings, settings),
  });
  return (
    <section aria-labelledby="badge-heading" className="space-y-2 rounded border border-slate-200 bg-white p-4">
      <h2 id="badge-heading" className="text-base font-semibold">
        {t('options.badgeHeading')}
      </h2>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={set.isPending ? set.variables : on} disabled={set.isPending} onChange={(e) => set.mutate(e.target.checked)} />
        {t('options.badge')}
      </label>
      <p className="text-xs text-slate-600">{t('options.badgeHint')}</p>
      {set.error && <ErrorNotice error={set.error} />}
    </section>
  );
}
