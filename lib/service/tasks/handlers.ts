import type { tasksApi } from '../../messaging/tasks-api';
import * as provider from '../../provider/tasks';
import type { Handlers } from '../infra/router';
import type { AdminSender } from '../infra/senders';
import { clientForSite } from '../connection/site-clients';

/** Contact tasks' handlers (admin API), always the admin's connection. */
export const tasksHandlers: Handlers<typeof tasksApi, AdminSender> = {
  'tasks.ofContact': async ({ siteId, contactId, cursor }) =>
    provider.listContactTasks(await clientForSite(siteId), contactId, cursor),
  'tasks.open': async ({ siteId, cursor }) => provider.listOpenTasks(await clientForSite(siteId), cursor),
  'tasks.create': async ({ siteId, task }) => provider.createTask(await clientForSite(siteId), task),
  'tasks.edit': async ({ siteId, taskId, revision, task }) =>
    provider.editTask(await clientForSite(siteId), taskId, revision, task),
  'tasks.setStatus': async ({ siteId, taskId, revision, status }) =>
    provider.setTaskStatus(await clientForSite(siteId), taskId, revision, status),
  'tasks.delete': async ({ siteId, taskId }) => {
    await provider.deleteTask(await clientForSite(siteId), taskId);
    return { deleted: true as const };
  },
};
