import { useQuery } from '@tanstack/react-query';
import { t } from '@/lib/i18n';
import { openTasksOptions } from '@/lib/queries/tasks';
import { ErrorNotice } from '../common/ErrorNotice';
import { TaskRow } from './TaskRow';

/** The site's open tasks, soonest due first (overdue ones first of all), each naming its contact. */
export function OpenTasks({
  siteId,
  onOpenContact,
  onReconnect,
}: {
  siteId: string;
  onOpenContact: (contactId: string) => void;
  onReconnect: () => void;
}) {
  const tasks = useQuery(openTasksOptions(siteId));
  const now = new Date();
  return (
    <div className="space-y-1" data-testid="open-tasks">
      <h2 className="text-sm font-semibold">{t('tasks.openHeading')}</h2>
      {tasks.error && <ErrorNotice error={tasks.error} onReconnect={onReconnect} />}
      {tasks.isPending && <p className="text-sm text-slate-500">{t('common.loading')}</p>}
      {tasks.data && tasks.data.tasks.length === 0 && <p className="text-sm text-slate-500">{t('tasks.noneOpen')}</p>}
      <ul className="text-sm">
        {tasks.data?.tasks.map((task) => (
          <TaskRow key={task.id} siteId={siteId} task={task} now={now} onOpenContact={onOpenContact} />
        ))}
      </ul>
    </div>
  );
}
