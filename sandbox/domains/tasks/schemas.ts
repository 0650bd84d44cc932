// Request schemas of the task calls, with the SDK's own limits (auto_sdk_crm_tasks typings: title
// 1–250, description 1–500, GUIDs, cursor paging). Read-only fields (id, revision on create, dates,
// source, the contact's summary) are accepted and ignored, as the provider ignores them.
import { z } from 'zod';
import { cursorQuery, filterObject, guid, sortList } from '../../http/schemas.ts';
import { TASK_STATUSES } from './task-doc.ts';

const date = z.iso.datetime({ offset: true });

/** The writable fields. `null` clears a field on update (the sandbox's choice: the SDK sends no mask). */
const taskFields = {
  title: z.string().min(1).max(250).nullish(),
  description: z.string().min(1).max(500).nullish(),
  dueDate: date.nullish(),
  status: z.enum(TASK_STATUSES).optional(),
  contact: z.looseObject({ id: guid().nullish() }).nullish(),
};

export const createBody = z.looseObject({ task: z.looseObject(taskFields).optional() });
export type TaskInput = z.output<typeof createBody>['task'];

export const updateBody = z.looseObject({
  task: z.looseObject({
    ...taskFields,
    id: guid().optional(),
    revision: z.union([z.string().regex(/^\d+$/), z.number().int().min(0)]).transform(String),
  }),
});
export type TaskUpdateInput = z.output<typeof updateBody>['task'];

export const taskIdParam = z.object({ taskId: guid() });

export const queryBody = z.looseObject({ query: cursorQuery(sortList) });

export const countBody = z.looseObject({ filter: filterObject.nullish() });

export const moveAfterBody = z.looseObject({ beforeTaskId: guid().nullish() });
