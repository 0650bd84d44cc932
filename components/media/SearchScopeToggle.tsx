import { t } from '@/lib/i18n';
import { ChoiceButtons } from '../common/ChoiceButtons';

/** Where a search in a folder looks: only this folder, or the whole site. */
export function SearchScopeToggle({
  scope,
  onChange,
}: {
  scope: 'folder' | 'site';
  onChange: (scope: 'folder' | 'site') => void;
}) {
  return (
    <ChoiceButtons
      small
      label={t('media.folders.searchIn')}
      value={scope}
      options={[
        { value: 'folder', label: t('media.folderThis') },
        { value: 'site', label: t('media.folders.wholeSite') },
      ]}
      onChange={onChange}
      testId="media-search-scope"
    />
  );
}
