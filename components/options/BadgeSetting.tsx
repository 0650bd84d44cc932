import { useSetBadge } from '@/lib/queries/settings';
import { ErrorNotice } from '../common/ErrorNotice';
import { useSettingSwitch } from './useSettingSwitch';
import { t } from '@/lib/i18n';

/** The toolbar badge (reviews waiting for moderation) on or off. */
export function BadgeSetting({ on }: { on: boolean }) {
  const { error, ...input } = useSettingSwitch(on, useSetBadge());
  return (
    <section aria-labelledby="badge-heading" className="space-y-2 rounded border border-slate-200 bg-white p-4">
      <h2 id="badge-heading" className="text-base font-semibold">
        {t('options.badgeHeading')}
      </h2>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...input} />
        {t('options.badge')}
      </label>
      <p className="text-xs text-slate-600">{t('options.badgeHint')}</p>
      {error && <ErrorNotice error={error} />}
    </section>
  );
}
