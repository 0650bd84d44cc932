import { useEffect, useState } from 'react';
import { t } from '@/lib/i18n';
import { useSetNotify } from '@/lib/queries/settings';
import { ErrorNotice } from '../common/ErrorNotice';
import { SettingSection } from './SettingSection';

/**
 * New-review notifications: off by default; on, every connected site is looked at every N minutes.
 * The switch shows a click at once and stays usable while a save is under way: typing minutes and
 * then clicking the switch saves the minutes as the field loses focus, and that save must not swallow
 * the click (the later save, sent after it, wins).
 */
export function NotifySetting({ on, minutes }: { on: boolean; minutes: number }) {
  const set = useSetNotify();
  const [every, setEvery] = useState(String(minutes));
  const [clicked, setClicked] = useState<boolean | null>(null);
  const wanted = clicked ?? on;
  // The click is shown until the saved setting says the same (the save's answer reaches the settings
  // a moment after the save settles), or until the save failed.
  useEffect(() => {
    if (clicked === on) setClicked(null);
  }, [clicked, on]);
  const parsed = Number.parseInt(every, 10);
  const valid = Number.isInteger(parsed) && parsed >= 1 && parsed <= 1440;
  return (
    <SettingSection id="notify-heading" heading={t('options.notifyHeading')}>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={wanted}
          disabled={!valid}
          onChange={(e) => {
            const next = e.target.checked;
            setClicked(next);
            set.mutate({ on: next, minutes: parsed }, { onError: () => setClicked(null) });
          }}
        />
        {t('options.notify')}
      </label>
      <label className="flex flex-wrap items-center gap-2 text-sm">
        {t('options.notifyEvery')}
        <input
          type="number"
          min={1}
          max={1440}
          className="w-20 rounded border border-slate-300 px-2 py-1"
          value={every}
          aria-invalid={!valid}
          onChange={(e) => setEvery(e.target.value)}
          onBlur={() => valid && parsed !== minutes && set.mutate({ on: wanted, minutes: parsed })}
        />
        {t('options.notifyMinutes')}
      </label>
      {!valid && <p className="text-xs text-red-800">{t('options.notifyInvalid')}</p>}
      <p className="text-xs text-slate-600">{t('options.notifyHint')}</p>
      {set.error && <ErrorNotice error={set.error} />}
    </SettingSection>
  );
}
