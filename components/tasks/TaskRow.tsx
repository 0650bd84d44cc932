import { formatDate, t } from '@/lib/i18n';
import { isTaskOverdue, type TaskSummary } from '@/lib/messaging/tasks';
import { useDeleteTask, useSetTaskStatus } from '@/lib/queries/tasks';
import { ConfirmButton } from '../common/ConfirmButton';
import { StatusChip } from '../common/StatusChip';
import { Button } from '../common/Button';

/**
 * One task: done or not (a checkbox), its title, due date (overdue marked), details, and who added
 * it; Delete asks first. `onOpenContact` shows whose task it is, as a link to the contact (the site's
 * open tasks list).
 */
export function TaskRow({
  siteId,
  task,
  now,
  onOpenContact,
}: {
  siteId: string;
  task: TaskSummary;
  now: Date;
  onOpenContact?: (contactId: string) => void;
}) {
  const status = useSetTaskStatus(siteId);
  const remove = useDeleteTask(siteId);
  const done = task.status === 'COMPLETED';
  const title = task.title ?? '';
  const overdue = isTaskOverdue(task, now);
  return (
    <li className="flex items-start gap-2 border-b border-slate-200 py-2 last:border-0" data-testid="task-row">
      <input
        type="checkbox"
        className="mt-1"
        checked={done}
        disabled={status.isPending}
        aria-label={done ? t('tasks.reopen', { title }) : t('tasks.complete', { title })}
        onChange={() => status.mutate({ task, status: done ? 'ACTION_NEEDED' : 'COMPLETED' })}
      />
      <div className="min-w-0 flex-1 space-y-0.5">
        <p className={`wrap-anywhere ${done ? 'text-slate-500 line-through' : 'font-medium'}`}>{title}</p>
        <p className="flex flex-wrap items-center gap-1 text-xs text-slate-600">
          {overdue && (
            <StatusChip tone="red" testId="task-overdue">
              {t('tasks.overdue')}
            </StatusChip>
          )}
          {done && <StatusChip tone="green">{t('tasks.done')}</StatusChip>}
          {task.dueDate && <span>{t('tasks.dueOn', { date: formatDate(task.dueDate) })}</span>}
          {task.source === 'APP' && <span>{t('tasks.byApp')}</span>}
        </p>
        {task.description && <p className="text-xs wrap-anywhere">{task.description}</p>}
        {onOpenContact && task.contactId && (
          <Button
            tone="link"
            className="text-xs"
            aria-label={t('tasks.openContact', { name: task.contactName ?? task.contactEmail ?? '' })}
            onClick={() => onOpenContact(task.contactId!)}
          >
            {t('tasks.forContact', { name: task.contactName ?? task.contactEmail ?? '' })}
          </Button>
        )}
      </div>
      <ConfirmButton
        label={t('tasks.delete')}
        question={t('tasks.deleteQuestion', { title })}
        confirmLabel={t('tasks.deleteConfirm', { title })}
        danger
        disabled={remove.isPending}
        onConfirm={() => remove.mutate(task)}
      />
    </li>
  );
}
