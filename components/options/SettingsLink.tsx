import { browser } from 'wxt/browser';
import { t } from '@/lib/i18n';

/** The panel header's way to the options page (opened as a tab, as `options_ui.open_in_tab` says). */
export function SettingsLink() {
  return (
    <a
      href={browser.runtime.getURL('/options.html')}
      target="_blank"
      rel="noopener"
      className="text-xs text-indigo-700 underline"
      onClick={(e) => {
        e.preventDefault();
        void browser.runtime.openOptionsPage();
      }}
    >
      {t('options.settingsLink')}
    </a>
  );
}
