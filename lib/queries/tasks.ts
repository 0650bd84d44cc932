import { queryOptions } from '@tanstack/react-query';
import { t } from '../i18n';
import { sendAdmin } from './send';
import type { NewTask, TaskInput, TaskStatus, TaskSummary } from '../messaging/tasks';
import { useWrite } from './write';

// Contact tasks: a contact's and the site's open ones, and their writes (a task saved or deleted is
// learnt by the lists that show it, which are read again once writes go quiet; a new task is read).

export const taskKeys = {
  all: ['tasks'] as const,
  ofContact: (siteId: string, contactId: string) => ['tasks', 'ofContact', { siteId, contactId }] as const,
  open: (siteId: string) => ['tasks', 'open', { siteId }] as const,
};

export const contactTasksOptions = (siteId: string, contactId: string) =>
  queryOptions({
    queryKey: taskKeys.ofContact(siteId, contactId),
    queryFn: () => sendAdmin('tasks.ofContact', { siteId, contactId }),
  });

export const openTasksOptions = (siteId: string) =>
  queryOptions({ queryKey: taskKeys.open(siteId), queryFn: () => sendAdmin('tasks.open', { siteId }) });

const allTasks = () => [taskKeys.all];
const taskSaved = (siteId: string) => (saved: TaskSummary) => ({
  root: taskKeys.all,
  siteId,
  change: { put: [saved] },
});

export function useCreateTask(siteId: string) {
  return useWrite({
    send: (task: NewTask) => sendAdmin('tasks.create', { siteId, task }),
    says: (made) => t('tasks.created', { title: made.title ?? '' }),
    refreshes: allTasks,
  });
}

export function useEditTask(siteId: string) {
  return useWrite({
    send: (v: { task: TaskSummary; input: TaskInput }) =>
      sendAdmin('tasks.edit', { siteId, taskId: v.task.id, revision: v.task.revision, task: v.input }),
    says: (saved) => t('tasks.saved', { title: saved.title ?? '' }),
    learns: taskSaved(siteId),
  });
}

/** Completes or reopens a task (a state set: safe to send again). */
export function useSetTaskStatus(siteId: string) {
  return useWrite({
    send: (v: { task: TaskSummary; status: TaskStatus }) =>
      sendAdmin('tasks.setStatus', { siteId, taskId: v.task.id, revision: v.task.revision, status: v.status }),
    says: (saved) =>
      saved.status === 'COMPLETED'
        ? t('tasks.completed', { title: saved.title ?? '' })
        : t('tasks.reopened', { title: saved.title ?? '' }),
    learns: taskSaved(siteId),
  });
}

export function useDeleteTask(siteId: string) {
  return useWrite({
    send: (task: TaskSummary) => sendAdmin('tasks.delete', { siteId, taskId: task.id }),
    says: (_, task) => t('tasks.deleted', { title: task.title ?? '' }),
    learns: (_, task) => ({ root: taskKeys.all, siteId, change: { remove: [task.id] } }),
  });
}
