// New and updated task docs (pure): what create and update make of the caller's fields.
import { randomUUID } from 'node:crypto';
import type { TaskInput, TaskUpdateInput } from './schemas.ts';
import type { TaskDoc, TaskSource } from './task-doc.ts';
import { applicationError } from '../../http/errors.ts';

/** "If you don't pass any fields, the method returns a task with id, dates, status, source and revision." */
export function newTask(input: TaskInput, source: TaskSource, now: Date): TaskDoc {
  const iso = now.toISOString();
  return {
    id: randomUUID(),
    revision: '1',
    ...(input?.title && { title: input.title }),
    ...(input?.description && { description: input.description }),
    createdDate: iso,
    updatedDate: iso,
    ...(input?.dueDate && { dueDate: new Date(input.dueDate).toISOString() }),
    status: input?.status ?? 'ACTION_NEEDED',
    source,
    ...(input?.contact?.id && { contact: { id: input.contact.id } }),
  };
}

/** Sets a field, clears it on `null`, keeps it when absent. */
function put<K extends 'title' | 'description' | 'dueDate'>(
  doc: TaskDoc,
  key: K,
  value: string | null | undefined,
): TaskDoc {
  if (value === undefined) return doc;
  const { [key]: _old, ...rest } = doc;
  return value === null ? (rest as TaskDoc) : { ...doc, [key]: value };
}

/**
 * The task after an update: "the existing revision must be included … and prevents unintended
 * overwrites", so a stale revision is refused (409 REVISION_MISMATCH: the reference names no code).
 */
export function updatedTask(current: TaskDoc, input: TaskUpdateInput, now: Date): TaskDoc {
  if (input.revision !== current.revision) {
    throw applicationError(409, 'REVISION_MISMATCH', 'The task was changed since the given revision; read it again.', {
      currentRevision: current.revision,
      givenRevision: input.revision,
    });
  }
  let next = put(current, 'title', input.title);
  next = put(next, 'description', input.description);
  next = put(
    next,
    'dueDate',
    input.dueDate === undefined || input.dueDate === null ? input.dueDate : new Date(input.dueDate).toISOString(),
  );
  if (input.status) next = { ...next, status: input.status };
  if (input.contact !== undefined) {
    const { contact: _c, ...rest } = next;
    next = input.contact?.id ? { ...rest, contact: { id: input.contact.id } } : rest;
  }
  return { ...next, revision: String(Number(current.revision) + 1), updatedDate: now.toISOString() };
}
