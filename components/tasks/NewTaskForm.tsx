import { useState } from 'react';
import { t } from '@/lib/i18n';
import { useCreateTask } from '@/lib/queries/tasks';
import { ErrorNotice } from '../common/ErrorNotice';
import { FormButtons } from '../common/FormButtons';
import { TextAreaField, TextField } from '../common/Field';

/** A new task for the contact: a title, and if the admin wants a due day and details. */
export function NewTaskForm({ siteId, contactId, onDone }: { siteId: string; contactId: string; onDone: () => void }) {
  const create = useCreateTask(siteId);
  const [title, setTitle] = useState('');
  const [due, setDue] = useState('');
  const [description, setDescription] = useState('');
  return (
    <form
      className="space-y-1 rounded border border-slate-200 p-2 text-sm"
      aria-label={t('tasks.new')}
      onSubmit={(e) => {
        e.preventDefault();
        if (!title.trim()) return;
        create.mutate(
          {
            contactId,
            title: title.trim(),
            description: description.trim(),
            // A day: due at its end in the admin's time zone.
            dueDate: due ? new Date(`${due}T23:59:00`).toISOString() : null,
          },
          { onSuccess: onDone },
        );
      }}
    >
      <TextField label={t('tasks.title')} value={title} maxLength={250} onChange={(e) => setTitle(e.target.value)} />
      <TextField label={t('tasks.due')} type="date" value={due} onChange={(e) => setDue(e.target.value)} />
      <TextAreaField
        label={t('tasks.description')}
        rows={2}
        maxLength={500}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
      />
      {create.error && <ErrorNotice error={create.error} />}
      <FormButtons submitLabel={t('tasks.add')} disabled={!title.trim() || create.isPending} onCancel={onDone} />
    </form>
  );
}
