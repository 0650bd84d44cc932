import { t } from '@/lib/i18n';

/** Where a search in a folder looks: only this folder, or the whole site. */
export function SearchScopeToggle({
  scope,
  onChange,
}: {
  scope: 'folder' | 'site';
  onChange: (scope: 'folder' | 'site') => void;
}) {
  const button = (on: boolean) =>
    `px-2 py-0.5 ${on ? 'bg-indigo-700 text-white' : 'text-indigo-700 hover:bg-slate-100 dark:text-indigo-300'}`;
  return (
    <div
      role="group"
      aria-label={t('media.folders.searchIn')}
      className="flex w-fit overflow-clip rounded border border-slate-300 text-xs"
      data-testid="media-search-scope"
    >
      <button
        type="button"
        aria-pressed={scope === 'folder'}
        className={button(scope === 'folder')}
        onClick={() => onChange('folder')}
      >
        {t('media.folderThis')}
      </button>
      <button
        type="button"
        aria-pressed={scope === 'site'}
        className={button(scope === 'site')}
        onClick={() => onChange('site')}
      >
        {t('media.folders.wholeSite')}
      </button>
    </div>
  );
}
