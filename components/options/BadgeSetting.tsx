import { useSetBadge, useSetBadgeTotal } from '@/lib/queries/settings';
import { ErrorNotice } from '../common/ErrorNotice';
import { useSettingSwitch } from './useSettingSwitch';
import { t } from '@/lib/i18n';
import { SettingSection } from './SettingSection';

/** The toolbar badge (reviews waiting for moderation) on or off, and the tab's site's count or every site's total. */
export function BadgeSetting({ on, total }: { on: boolean; total: boolean }) {
  const { error, ...input } = useSettingSwitch(on, useSetBadge());
  const { error: totalError, ...totalInput } = useSettingSwitch(total, useSetBadgeTotal());
  return (
    <SettingSection id="badge-heading" heading={t('options.badgeHeading')}>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...input} />
        {t('options.badge')}
      </label>
      <p className="text-xs text-slate-600">{t('options.badgeHint')}</p>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...totalInput} disabled={totalInput.disabled || !on} />
        {t('options.badgeTotal')}
      </label>
      <p className="text-xs text-slate-600">{t('options.badgeTotalHint')}</p>
      {error && <ErrorNotice error={error} />}
      {totalError && <ErrorNotice error={totalError} />}
    </SettingSection>
  );
}
