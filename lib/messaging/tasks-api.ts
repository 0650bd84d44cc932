import { z } from 'zod';
import { message, type ApiSpec } from './protocol/define-api';
import { ContactId } from './contacts';
import { Guid } from './site';
import { NewTask, TaskId, TaskInput, TaskStatus, type TaskPage, type TaskSummary } from './tasks';

const SiteScoped = z.object({ siteId: Guid });
const Cursor = z.string().max(4000).nullish();
const OneTask = SiteScoped.extend({ taskId: TaskId, revision: z.string().min(1).max(40) });

/** Contact tasks (admin API): a contact's tasks, the site's open ones, and their changes. */
export const tasksApi = {
  'tasks.ofContact': message(SiteScoped.extend({ contactId: ContactId, cursor: Cursor }).strict()).returns<TaskPage>(),
  'tasks.open': message(SiteScoped.extend({ cursor: Cursor }).strict()).returns<TaskPage>(),
  'tasks.create': message(SiteScoped.extend({ task: NewTask }).strict()).returns<TaskSummary>(),
  'tasks.edit': message(OneTask.extend({ task: TaskInput }).strict()).returns<TaskSummary>(),
  /** Completes (COMPLETED) or reopens (ACTION_NEEDED) a task. */
  'tasks.setStatus': message(OneTask.extend({ status: TaskStatus }).strict()).returns<TaskSummary>(),
  'tasks.delete': message(SiteScoped.extend({ taskId: TaskId }).strict()).returns<{ deleted: true }>(),
} satisfies ApiSpec;
