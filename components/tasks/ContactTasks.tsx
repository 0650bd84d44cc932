import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { t } from '@/lib/i18n';
import { contactTasksOptions } from '@/lib/queries/tasks';
import { ErrorNotice } from '../common/ErrorNotice';
import { NewTaskForm } from './NewTaskForm';
import { TaskRow } from './TaskRow';
import { Button } from '../common/Button';

/** The contact card's tasks, soonest due first, overdue ones marked; add, complete, reopen, delete. */
export function ContactTasks({ siteId, contactId }: { siteId: string; contactId: string }) {
  const tasks = useQuery(contactTasksOptions(siteId, contactId));
  const [adding, setAdding] = useState(false);
  const now = new Date();
  return (
    <section aria-label={t('tasks.region')} className="space-y-1" data-testid="contact-tasks">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-semibold">{t('tasks.heading')}</h3>
        {!adding && (
          <Button size="sm" className="text-xs" onClick={() => setAdding(true)}>
            {t('tasks.new')}
          </Button>
        )}
      </div>
      {adding && <NewTaskForm siteId={siteId} contactId={contactId} onDone={() => setAdding(false)} />}
      {tasks.error && <ErrorNotice error={tasks.error} onRetry={() => void tasks.refetch()} read />}
      {tasks.data && tasks.data.tasks.length === 0 && <p className="text-xs text-slate-500">{t('tasks.none')}</p>}
      <ul className="text-sm">
        {tasks.data?.tasks.map((task) => (
          <TaskRow key={task.id} siteId={siteId} task={task} now={now} />
        ))}
      </ul>
    </section>
  );
}
