// The task domain events, as the SDK's onTask* declare them: wix.crm.tasks.v2.task created/updated
// (the task), deleted (no entity: the SDK's TaskDeletedEnvelope carries metadata only) and the action
// event task_overdue with body {task}. Call inside the change's transaction, with the task as answered.
import type { Db } from '../../db/open.ts';
import { recordEvent } from '../../events/record.ts';
import { TASK_FQDN, type TaskDoc } from './task-doc.ts';

export function taskCreated(db: Db, siteId: string, task: TaskDoc): void {
  recordEvent(db, siteId, { entityFqdn: TASK_FQDN, slug: 'created', entityId: task.id, entity: task });
}

export function taskUpdated(db: Db, siteId: string, task: TaskDoc): void {
  recordEvent(db, siteId, { entityFqdn: TASK_FQDN, slug: 'updated', entityId: task.id, entity: task });
}

export function taskDeleted(db: Db, siteId: string, id: string): void {
  recordEvent(db, siteId, { entityFqdn: TASK_FQDN, slug: 'deleted', entityId: id });
}

export function taskOverdue(db: Db, siteId: string, task: TaskDoc): void {
  recordEvent(db, siteId, { entityFqdn: TASK_FQDN, slug: 'task_overdue', entityId: task.id, body: { task } });
}
