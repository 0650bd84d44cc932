// CRM Tasks v2 (base /crm/tasks/v2), the SDK's `tasks` module of @wix/crm: create, get, update,
// delete, query, count, move after. "You can only call this method when authenticated as a Wix app
// or Wix user identity": API keys (the site owner) and app tokens; visitors and members get 403.
// Before each call the site's due tasks get their overdue events (overdue.ts).
import { Hono, type Context } from 'hono';
import type { Db } from '../../db/open.ts';
import { requireAdmin } from '../../http/auth.ts';
import type { SandboxDeps, SandboxEnv } from '../../http/env.ts';
import { applicationError, notFound } from '../../http/errors.ts';
import { parseInput, readJsonBody, withQueryErrors } from '../../http/validate.ts';
import { decodeCursor, pageCursors, resolveLimit, type CursorState } from '../../query/paging.ts';
import { siteNow } from '../../clock/site-clock.ts';
import { getSite } from '../sites/store.ts';
import { newTask, updatedTask } from './build.ts';
import { contactExists, withContactSummary } from './contact-summary.ts';
import { taskCreated, taskDeleted, taskUpdated } from './events.ts';
import { TASK_PAGE_LIMITS } from './fields.ts';
import { advanceTasks } from './overdue.ts';
import { countBody, createBody, moveAfterBody, queryBody, taskIdParam, updateBody } from './schemas.ts';
import { countTasks, deleteTaskRow, getTask, insertTask, moveTaskAfterRow, queryTasks, saveTask } from './store.ts';
import type { TaskDoc, TaskSource } from './task-doc.ts';

/** The admin's site, after its due tasks got their overdue events. */
function adminSite(c: Context<SandboxEnv>, db: Db): string {
  requireAdmin(c);
  const siteId = c.get('siteId')!;
  advanceTasks(db, siteId);
  return siteId;
}

/** An API key acts for the site's owner (a Wix user); an app token for its app. */
function sourceOf(c: Context<SandboxEnv>, db: Db, siteId: string): TaskSource {
  const caller = c.get('caller');
  return caller?.kind === 'app'
    ? { sourceType: 'APP', appId: caller.appId }
    : { sourceType: 'USER', userId: getSite(db, siteId)!.ownerUserId };
}

/** CreateTask and UpdateTask declare CONTACT_NOT_FOUND (400, "Invalid Argument"). */
function checkContact(db: Db, siteId: string, contactId: string | null | undefined): void {
  if (contactId && !contactExists(db, siteId, contactId))
    throw applicationError(400, 'CONTACT_NOT_FOUND', `Contact ${contactId} not found`, { contactId });
}

function load(db: Db, siteId: string, id: string): TaskDoc {
  const doc = getTask(db, siteId, id);
  if (!doc) throw notFound('Task', id);
  return doc;
}

const taskIdOf = (c: Context<SandboxEnv>): string => parseInput(taskIdParam, { taskId: c.req.param('taskId') }).taskId;

export function tasksRoutes({ db }: SandboxDeps): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  app.post('/tasks', async (c) => {
    const siteId = adminSite(c, db);
    const { task: input } = parseInput(createBody, await readJsonBody(c));
    checkContact(db, siteId, input?.contact?.id);
    const task = db.transaction(() => {
      const created = newTask(input, sourceOf(c, db, siteId), siteNow(db, siteId));
      insertTask(db, siteId, created);
      const shown = withContactSummary(db, siteId, created);
      taskCreated(db, siteId, shown);
      return shown;
    })();
    // A task created already past its due date is overdue at once.
    advanceTasks(db, siteId);
    return c.json({ task });
  });

  app.post('/tasks/query', async (c) => {
    const siteId = adminSite(c, db);
    const body = parseInput(queryBody, await readJsonBody(c));
    const paging = body.query?.cursorPaging;
    const page = withQueryErrors(() => {
      const limit = resolveLimit(paging?.limit, TASK_PAGE_LIMITS, 'query.cursorPaging.limit');
      // The SDK's next()/prev() resend only the cursor: filter and sort travel inside it.
      const fromCursor = paging?.cursor
        ? decodeCursor(paging.cursor, 'query.cursorPaging.cursor', TASK_PAGE_LIMITS)
        : undefined;
      const state: CursorState = fromCursor
        ? { ...fromCursor, limit: paging?.limit ?? fromCursor.limit }
        : { filter: body.query?.filter ?? undefined, sort: body.query?.sort ?? undefined, offset: 0, limit };
      const result = queryTasks(db, siteId, state);
      return { ...result, cursors: pageCursors(state, result.items.length, result.total) };
    });
    return c.json({
      tasks: page.items.map((t) => withContactSummary(db, siteId, t)),
      pagingMetadata: { count: page.items.length, cursors: page.cursors, hasNext: page.cursors.next !== null },
    });
  });

  app.post('/tasks/count', async (c) => {
    const siteId = adminSite(c, db);
    const body = parseInput(countBody, await readJsonBody(c));
    return c.json({ count: withQueryErrors(() => countTasks(db, siteId, body.filter ?? undefined)) });
  });

  app.get('/tasks/:taskId', (c) => {
    const siteId = adminSite(c, db);
    return c.json({ task: withContactSummary(db, siteId, load(db, siteId, taskIdOf(c))) });
  });

  app.patch('/tasks/:taskId', async (c) => {
    const siteId = adminSite(c, db);
    const taskId = taskIdOf(c);
    const { task: input } = parseInput(updateBody, await readJsonBody(c));
    checkContact(db, siteId, input.contact?.id);
    const task = db.transaction(() => {
      const current = load(db, siteId, taskId);
      const next = updatedTask(current, input, siteNow(db, siteId));
      saveTask(db, siteId, next, next.dueDate !== current.dueDate);
      const shown = withContactSummary(db, siteId, next);
      taskUpdated(db, siteId, shown);
      return shown;
    })();
    // A due date moved into the past, or a task reopened after it, is overdue now.
    advanceTasks(db, siteId);
    return c.json({ task });
  });

  app.delete('/tasks/:taskId', (c) => {
    const siteId = adminSite(c, db);
    const taskId = taskIdOf(c);
    db.transaction(() => {
      load(db, siteId, taskId);
      deleteTaskRow(db, siteId, taskId);
      taskDeleted(db, siteId, taskId);
    })();
    return c.json({});
  });

  // MoveTaskAfter declares TASK_NOT_FOUND (data.taskId) for either task. The order is kept (store.ts)
  // but no call shows it: Query Tasks sorts by the fields of its table only.
  app.post('/tasks/:taskId/move-after', async (c) => {
    const siteId = adminSite(c, db);
    const taskId = taskIdOf(c);
    const { beforeTaskId } = parseInput(moveAfterBody, await readJsonBody(c));
    for (const id of [taskId, beforeTaskId]) {
      if (id && !getTask(db, siteId, id))
        throw applicationError(404, 'TASK_NOT_FOUND', `Task ${id} not found`, { taskId: id });
    }
    if (beforeTaskId !== taskId) moveTaskAfterRow(db, siteId, taskId, beforeTaskId ?? undefined);
    return c.json({});
  });

  return app;
}
