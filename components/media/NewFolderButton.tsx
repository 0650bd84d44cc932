import { useState } from 'react';
import { t } from '@/lib/i18n';
import { useCreateFolder } from '@/lib/queries/media-folders';
import { NameForm } from '../common/NameForm';

/** New folder, inside the folder shown: a name field opens below the button. */
export function NewFolderButton({ siteId, parentFolderId }: { siteId: string; parentFolderId: string }) {
  const [open, setOpen] = useState(false);
  const create = useCreateFolder(siteId);
  return (
    <div className={`text-xs ${open ? 'w-full' : ''}`}>
      <button
        type="button"
        className="rounded border border-slate-300 px-2 py-1"
        aria-expanded={open}
        data-testid="media-new-folder"
        onClick={() => setOpen((now) => !now)}
      >
        {t('media.folders.new')}
      </button>
      {open && (
        <NameForm
          label={t('media.folders.name')}
          testId="media-folder-form"
          submitLabel={t('media.folders.create')}
          pending={create.isPending}
          error={create.error}
          onSubmit={(displayName) =>
            create.mutate({ displayName, parentFolderId }, { onSuccess: () => setOpen(false) })
          }
          onCancel={() => setOpen(false)}
        />
      )}
    </div>
  );
}
