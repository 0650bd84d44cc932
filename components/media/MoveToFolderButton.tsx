import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { plural, t } from '@/lib/i18n';
import { SITE_FILES_FOLDER } from '@/lib/messaging/media';
import { allFoldersOptions } from '@/lib/queries/media-folders';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { SelectField } from '../common/Field';

/**
 * Move the ticked files and folders: a picker of the site's folders (by name; the ticked folders
 * themselves are not among the choices), confirmed with the count.
 */
export function MoveToFolderButton({
  siteId,
  count,
  currentFolderId,
  excluded,
  disabled,
  onMove,
}: {
  siteId: string;
  count: number;
  currentFolderId: string;
  /** Folders that can't be the target (those being moved). */
  excluded: ReadonlySet<string>;
  disabled: boolean;
  onMove: (folderId: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [to, setTo] = useState('');
  const folders = useQuery({ ...allFoldersOptions(siteId), enabled: open });
  const choices = (folders.data?.folders ?? [])
    .filter((f) => !excluded.has(f.id) && f.id !== currentFolderId)
    .sort((a, b) => a.displayName.localeCompare(b.displayName));
  return (
    <>
      <button
        type="button"
        className="rounded border border-indigo-700 px-2 py-1 text-xs text-indigo-700 disabled:opacity-40 dark:text-indigo-300"
        disabled={disabled}
        data-testid="media-move"
        onClick={() => {
          setTo('');
          setOpen(true);
        }}
      >
        {t('media.folders.move')}
      </button>
      {open && (
        <ConfirmDialog
          title={plural('media.folders.moveQuestion', count)}
          confirmLabel={plural('media.folders.moveCount', count)}
          danger={false}
          confirmDisabled={!to}
          onCancel={() => setOpen(false)}
          onConfirm={() => {
            setOpen(false);
            onMove(to);
          }}
        >
          <SelectField
            className="text-xs"
            label={t('media.folders.moveTo')}
            value={to}
            data-testid="media-move-target"
            choices={[
              { value: '', label: folders.isPending ? t('common.loading') : t('media.folders.pick') },
              ...(currentFolderId !== SITE_FILES_FOLDER
                ? [{ value: SITE_FILES_FOLDER, label: t('media.rootSiteFiles') }]
                : []),
              ...choices.map((f) => ({ value: f.id, label: f.displayName })),
            ]}
            onChange={setTo}
          />
        </ConfirmDialog>
      )}
    </>
  );
}
