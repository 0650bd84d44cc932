import { useState } from 'react';
import { t } from '@/lib/i18n';
import { useCreateFolder } from '@/lib/queries/media-folders';
import { NameForm } from '../common/NameForm';
import { Button } from '../common/Button';

/** New folder, inside the folder shown: a name field opens below the button. */
export function NewFolderButton({ siteId, parentFolderId }: { siteId: string; parentFolderId: string }) {
  const [open, setOpen] = useState(false);
  const create = useCreateFolder(siteId);
  return (
    <div className={`text-xs ${open ? 'w-full' : ''}`}>
      <Button aria-expanded={open} data-testid="media-new-folder" onClick={() => setOpen((now) => !now)}>
        {t('media.folders.new')}
      </Button>
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
