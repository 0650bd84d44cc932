import type { tasks } from '@wix/crm';
import type { NewTask, TaskInput, TaskPage, TaskStatus, TaskSummary } from '../messaging/tasks';
import type { SiteClient } from './client';
import { iso } from './convert';

// Contact tasks through the SDK's tasks module of @wix/crm (docs/provider-contract.md §3.8).

type Task = tasks.Task;
const PAGE_SIZE = 50;

const name = (t: Task): string | null => [t.contact?.firstName, t.contact?.lastName].filter(Boolean).join(' ') || null;

export function toTaskSummary(t: Task): TaskSummary {
  return {
    id: t._id ?? '',
    revision: t.revision ?? '',
    title: t.title ?? null,
    description: t.description ?? null,
    dueDate: iso(t.dueDate),
    status: (t.status ?? 'ACTION_NEEDED') as TaskStatus,
    source: t.source?.sourceType === 'APP' ? 'APP' : 'USER',
    createdDate: iso(t._createdDate),
    updatedDate: iso(t._updatedDate),
    contactId: t.contact?._id ?? null,
    contactName: name(t),
    contactEmail: t.contact?.email ?? null,
  };
}

const page = (result: { items: Task[]; cursors: { next?: string | null } }): TaskPage => ({
  tasks: result.items.map(toTaskSummary),
  nextCursor: result.cursors.next ?? null,
});

/** A contact's tasks, soonest due first. A cursor (from a previous page) carries filter and sort. */
export async function listContactTasks(
  client: SiteClient,
  contactId: string,
  cursor?: string | null,
): Promise<TaskPage> {
  const base = client.tasks.queryTasks().limit(PAGE_SIZE);
  const query = cursor ? base.skipTo(cursor) : base.eq('contact.id', contactId).ascending('dueDate');
  return page(await query.find());
}

/** The site's open tasks (ACTION_NEEDED), soonest due first. */
export async function listOpenTasks(client: SiteClient, cursor?: string | null): Promise<TaskPage> {
  const base = client.tasks.queryTasks().limit(PAGE_SIZE);
  const query = cursor ? base.skipTo(cursor) : base.eq('status', 'ACTION_NEEDED').ascending('dueDate');
  return page(await query.find());
}

/** How many open tasks the site (or one contact) has. */
export async function countOpenTasks(client: SiteClient, contactId?: string): Promise<number> {
  const filter = { status: 'ACTION_NEEDED', ...(contactId && { 'contact.id': contactId }) };
  return (await client.tasks.countTasks({ filter })).count ?? 0;
}

export async function getTask(client: SiteClient, id: string): Promise<TaskSummary> {
  return toTaskSummary(await client.tasks.getTask(id));
}

export async function createTask(client: SiteClient, input: NewTask): Promise<TaskSummary> {
  const created = await client.tasks.createTask({
    title: input.title,
    ...(input.description && { description: input.description }),
    ...(input.dueDate && { dueDate: new Date(input.dueDate) }),
    ...(input.contactId && { contact: { _id: input.contactId } }),
  });
  return toTaskSummary(created);
}

/**
 * Rewrites the task's title, description and due date, on the revision the admin edited. The SDK
 * sends no field mask and drops undefined fields, so an emptied description goes as null (which the
 * provider takes as "clear"); a due date can't be cleared: the SDK turns a null date into nothing,
 * so `dueDate: null` leaves the task's due date as it was.
 */
export async function editTask(
  client: SiteClient,
  id: string,
  revision: string,
  input: TaskInput,
): Promise<TaskSummary> {
  const updated = await client.tasks.updateTask(id, {
    revision,
    title: input.title,
    description: input.description === '' ? null : input.description,
    ...(input.dueDate && { dueDate: new Date(input.dueDate) }),
  });
  return toTaskSummary(updated);
}

/** Completes (COMPLETED) or reopens (ACTION_NEEDED) the task. */
export async function setTaskStatus(
  client: SiteClient,
  id: string,
  revision: string,
  status: TaskStatus,
): Promise<TaskSummary> {
  return toTaskSummary(await client.tasks.updateTask(id, { revision, status }));
}

export async function deleteTask(client: SiteClient, id: string): Promise<void> {
  await client.tasks.deleteTask(id);
}
