import { useState } from 'react';
import { t } from '@/lib/i18n';
import { useCreateTask } from '@/lib/queries/tasks';
import { ErrorNotice } from '../common/ErrorNotice';
import { FormButtons } from '../common/FormButtons';

const field = 'mt-0.5 block w-full min-w-0 rounded border border-slate-300 px-1 py-0.5';

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
      <label className="block">
        {t('tasks.title')}
        <input className={field} value={title} maxLength={250} onChange={(e) => setTitle(e.target.value)} />
      </label>
      <label className="block">
        {t('tasks.due')}
        <input className={field} type="date" value={due} onChange={(e) => setDue(e.target.value)} />
      </label>
      <label className="block">
        {t('tasks.description')}
        <textarea
          className={field}
          rows={2}
          maxLength={500}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
      </label>
      {create.error && <ErrorNotice error={create.error} />}
      <FormButtons submitLabel={t('tasks.add')} disabled={!title.trim() || create.isPending} onCancel={onDone} />
    </form>
  );
}
