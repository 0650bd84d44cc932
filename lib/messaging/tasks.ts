import { z } from 'zod';
import { GUID_PATTERN } from './wire/ids';
import { ContactId } from './contacts';

// Contact tasks (the provider's CRM tasks, docs/provider-contract.md §3.8) as plain JSON, and the
// inputs a panel may send for them.

/** Task ids are GUIDs (they go into request paths). */
export const TaskId = z.string().regex(GUID_PATTERN, 'must be a task id (a GUID)');

export const TaskStatus = z.enum(['ACTION_NEEDED', 'COMPLETED']);
export type TaskStatus = z.infer<typeof TaskStatus>;

/** The provider's limits: a title of 1–250 characters, a description of 1–500. */
export const TaskTitle = z.string().trim().min(1, 'give the task a title').max(250, 'must be at most 250 characters');
export const TaskDescription = z.string().trim().max(500, 'must be at most 500 characters');

/**
 * What the admin writes on a task. An empty description clears it; a null due date sets none on a new
 * task and leaves an edited task's as it was (the SDK can't send "no due date": lib/provider/tasks.ts).
 */
export const TaskInput = z
  .object({
    title: TaskTitle,
    description: TaskDescription,
    dueDate: z.iso.datetime({ offset: true }).nullable(),
  })
  .strict();
export type TaskInput = z.infer<typeof TaskInput>;

/** A new task, on a contact or on none. */
export const NewTask = TaskInput.extend({ contactId: ContactId.nullable() }).strict();
export type NewTask = z.infer<typeof NewTask>;

/** A task as the UI needs it: plain JSON, dates as ISO strings, the contact's summary as the provider gives it. */
export interface TaskSummary {
  id: string;
  /** Sent back on every change: the provider refuses a change made on an older revision. */
  revision: string;
  title: string | null;
  description: string | null;
  dueDate: string | null;
  status: TaskStatus;
  /** Who created it: the site's people (USER) or an app (APP). */
  source: 'USER' | 'APP';
  createdDate: string | null;
  updatedDate: string | null;
  contactId: string | null;
  /** From the provider's contact summary; null when the contact has no name or is gone. */
  contactName: string | null;
  contactEmail: string | null;
}

export interface TaskPage {
  tasks: TaskSummary[];
  nextCursor: string | null;
}

/**
 * Overdue: still to do and its due date has passed at `now`. The provider has no such flag (it sends
 * an event when the due date comes), so the UI tells it from the fields.
 */
export const isTaskOverdue = (task: Pick<TaskSummary, 'status' | 'dueDate'>, now: Date): boolean =>
  task.status === 'ACTION_NEEDED' && task.dueDate !== null && Date.parse(task.dueDate) <= now.getTime();
