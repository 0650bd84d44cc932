// CRM tasks through the official SDK's tasks module (@wix/crm): every call, the status changes,
// the validation errors, the filters of the reference's filter-and-sort table, the overdue event
// after moving the sandbox clock, and the domain events (wix.crm.tasks.v2.task_*).
import { beforeEach, describe, expect, it } from 'vitest';
import { useSandbox } from './harness.ts';
import { sdkError, violationsOf } from './sdk-client.ts';
import { eventsSince, idOf, lastEventSeq, slugs, UNKNOWN_ID } from './reviews-helpers.ts';
import { advanceClock, DAY } from './review-requests-helpers.ts';
import { appTasksClient, namedContact, siteOwner, tasksClient } from './tasks-helpers.ts';
import { oauthClient, patchGlobalFetch } from './identity-oauth-client.ts';

const { sandbox, site, client } = useSandbox({ client: tasksClient, reset: true });
const T = 'wix.crm.tasks.v2.task';
let seq: number;

beforeEach(() => {
  seq = lastEventSeq(sandbox.db);
});

const inDays = (days: number): Date => new Date(Date.now() + days * DAY);
const events = () => eventsSince(sandbox.db, site.id, seq);

describe('createTask', () => {
  it('creates an ACTION_NEEDED task by the site owner, with the contact summary, and records created', async () => {
    const contact = namedContact(sandbox.db, site.id);
    const dueDate = inDays(3);
    const t = await client.tasks.createTask({
      title: 'Call back',
      description: 'About the order',
      dueDate,
      contact: { _id: contact.id },
    });
    expect(t._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(t).toMatchObject({
      revision: '1',
      title: 'Call back',
      description: 'About the order',
      status: 'ACTION_NEEDED',
      source: { sourceType: 'USER', userId: siteOwner(sandbox.db, site.id) },
      contact: { _id: contact.id, firstName: contact.first, email: contact.email },
    });
    expect(t.dueDate?.toISOString()).toBe(dueDate.toISOString());
    expect(t._createdDate).toBeInstanceOf(Date);
    expect(slugs(events())).toEqual([`${T}/created`]);
    expect(events()[0]!.createdEvent?.entity).toMatchObject({ id: t._id, contact: { id: contact.id } });
  });

  it('"All fields in the task object are optional": an empty task has id, dates, status, source, revision', async () => {
    const t = await client.tasks.createTask({});
    expect(Object.keys(t).sort()).toEqual(['_createdDate', '_id', '_updatedDate', 'revision', 'source', 'status']);
  });

  it('refuses an unknown contact (CONTACT_NOT_FOUND) and fields past the SDK limits', async () => {
    const missing = await sdkError(client.tasks.createTask({ contact: { _id: UNKNOWN_ID } }));
    expect(missing.status).toBe(400);
    expect(missing.details.applicationError).toMatchObject({
      code: 'CONTACT_NOT_FOUND',
      data: { contactId: UNKNOWN_ID },
    });
    expect(missing.requestId).toBeTruthy();

    const bad = await sdkError(
      client.tasks.createTask({ title: 'x'.repeat(251), description: '', status: 'DONE' as 'COMPLETED' }),
    );
    expect(bad.status).toBe(400);
    expect(violationsOf(bad).map((v) => v.field)).toEqual(['task.description', 'task.status', 'task.title']);
    expect(events()).toEqual([]);
  });

  it('an app creates a task with source APP and its app id', async () => {
    const restore = patchGlobalFetch(sandbox.url);
    try {
      const t = await appTasksClient(sandbox.url, site).tasks.createTask({ title: 'From the app' });
      expect(t.source).toEqual({ sourceType: 'APP', appId: site.app!.appId });
    } finally {
      restore();
    }
  });

  it('visitors may not call it ("only as a Wix app or Wix user identity")', async () => {
    const restore = patchGlobalFetch(sandbox.url);
    try {
      const visitor = oauthClient(site.oauthClientId);
      visitor.auth.setTokens(await visitor.auth.generateVisitorTokens());
      const { tasks } = await import('@wix/crm');
      expect((await sdkError(visitor.use(tasks).createTask({ title: 'x' }))).status).toBe(403);
    } finally {
      restore();
    }
  });
});

describe('getTask, updateTask, deleteTask', () => {
  it('completes and reopens a task, bumping the revision, with an updated event each time', async () => {
    const t = await client.tasks.createTask({ title: 'Follow up' });
    seq = lastEventSeq(sandbox.db);
    const done = await client.tasks.updateTask(idOf(t), { revision: t.revision!, status: 'COMPLETED' });
    expect(done).toMatchObject({ status: 'COMPLETED', revision: '2', title: 'Follow up' });
    const reopened = await client.tasks.updateTask(idOf(t), { revision: '2', status: 'ACTION_NEEDED', title: 'Again' });
    expect(reopened).toMatchObject({ status: 'ACTION_NEEDED', revision: '3', title: 'Again' });
    expect(await client.tasks.getTask(idOf(t))).toMatchObject({ revision: '3', status: 'ACTION_NEEDED' });
    expect(slugs(events())).toEqual([`${T}/updated`, `${T}/updated`]);
    expect(events()[0]!.updatedEvent?.currentEntity).toMatchObject({ status: 'COMPLETED' });
  });

  it('"the existing revision must be included": missing is a 400, a stale one a 409, and nothing changes', async () => {
    const t = await client.tasks.createTask({ title: 'A' });
    const missing = await sdkError(client.tasks.updateTask(idOf(t), { title: 'B' } as unknown as { revision: string }));
    expect(violationsOf(missing).map((v) => v.field)).toEqual(['task.revision']);
    const stale = await sdkError(client.tasks.updateTask(idOf(t), { revision: '7', title: 'B' }));
    expect(stale.status).toBe(409);
    expect(stale.details.applicationError?.code).toBe('REVISION_MISMATCH');
    const unknownContact = await sdkError(
      client.tasks.updateTask(idOf(t), { revision: '1', contact: { _id: UNKNOWN_ID } }),
    );
    expect(unknownContact.details.applicationError?.code).toBe('CONTACT_NOT_FOUND');
    expect(await client.tasks.getTask(idOf(t))).toMatchObject({ title: 'A', revision: '1' });
  });

  it('deletes a task (deleted event without an entity); unknown ids are 404', async () => {
    const t = await client.tasks.createTask({ title: 'Gone soon' });
    seq = lastEventSeq(sandbox.db);
    await client.tasks.deleteTask(idOf(t));
    expect(slugs(events())).toEqual([`${T}/deleted`]);
    expect(events()[0]).toMatchObject({ entityId: t._id, deletedEvent: {} });
    expect((await sdkError(client.tasks.getTask(idOf(t)))).status).toBe(404);
    expect((await sdkError(client.tasks.deleteTask(UNKNOWN_ID))).status).toBe(404);
    expect((await sdkError(client.tasks.getTask('not-a-guid'))).status).toBe(400);
  });
});

describe('queryTasks and countTasks', () => {
  it('filter by status, contact and due date, sort by dueDate, and page with cursors', async () => {
    const contact = namedContact(sandbox.db, site.id);
    const mine = [];
    for (const d of [5, 3, 4])
      mine.push(await client.tasks.createTask({ title: `d${d}`, dueDate: inDays(d), contact: { _id: contact.id } }));
    await client.tasks.updateTask(idOf(mine[2]), { revision: '1', status: 'COMPLETED' });

    const open = await client.tasks
      .queryTasks()
      .eq('contact.id', contact.id)
      .eq('status', 'ACTION_NEEDED')
      .ascending('dueDate')
      .find();
    expect(open.items.map((t) => t.title)).toEqual(['d3', 'd5']);

    const count = await client.tasks.countTasks({
      filter: { 'contact.id': contact.id, status: { $nin: ['COMPLETED'] } },
    });
    expect(count.count).toBe(2);
    const later = await client.tasks.countTasks({
      filter: { 'contact.id': contact.id, dueDate: { $gt: inDays(3.5) } },
    });
    expect(later.count).toBe(2);

    const page1 = await client.tasks.queryTasks().eq('contact.id', contact.id).limit(2).find();
    expect(page1.items).toHaveLength(2);
    // Default sort: createdDate DESC.
    expect(page1.items[0]!.title).toBe('d4');
    expect(page1.hasNext()).toBe(true);
    const page2 = await page1.next();
    expect(page2.items.map((t) => t.title)).toEqual(['d5']);
  });

  it('refuses what the filter-and-sort table does not allow (400)', async () => {
    const titleFilter = await sdkError(client.tasks.countTasks({ filter: { title: 'x' } }));
    expect(titleFilter.status).toBe(400);
    const statusSort = await sdkError(
      client.tasks.queryTasks({ sort: [{ fieldName: 'status' as 'dueDate', order: 'ASC' }] }),
    );
    expect(statusSort.status).toBe(400);
    const ninOnId = await sdkError(client.tasks.countTasks({ filter: { id: { $nin: [UNKNOWN_ID] } } }));
    expect(ninOnId.status).toBe(400);
    const tooMany = await sdkError(client.tasks.queryTasks().limit(1001).find());
    expect(tooMany.status).toBe(400);
  });
});

describe('moveTaskAfter', () => {
  it('keeps the display order and names an unknown task (TASK_NOT_FOUND)', async () => {
    const a = await client.tasks.createTask({ title: 'a' });
    const b = await client.tasks.createTask({ title: 'b' });
    await client.tasks.moveTaskAfter(idOf(b), { beforeTaskId: idOf(a) });
    const order = (
      sandbox.db.prepare('SELECT id FROM tasks WHERE site_id = ? ORDER BY position, id').all(site.id) as {
        id: string;
      }[]
    ).map((r) => r.id);
    expect(order.indexOf(idOf(b))).toBe(order.indexOf(idOf(a)) + 1);
    await client.tasks.moveTaskAfter(idOf(b));
    expect(
      (
        sandbox.db.prepare('SELECT id FROM tasks WHERE site_id = ? ORDER BY position LIMIT 1').get(site.id) as {
          id: string;
        }
      ).id,
    ).toBe(idOf(b));
    const err = await sdkError(client.tasks.moveTaskAfter(idOf(a), { beforeTaskId: UNKNOWN_ID }));
    expect(err.status).toBe(404);
    expect(err.details.applicationError).toMatchObject({ code: 'TASK_NOT_FOUND', data: { taskId: UNKNOWN_ID } });
  });
});

describe('the overdue event on the sandbox clock', () => {
  it('"Triggered when a task reaches its due date": once, after the clock passes it, for open tasks only', async () => {
    const open = await client.tasks.createTask({ title: 'open', dueDate: inDays(2) });
    const done = await client.tasks.createTask({ title: 'done', dueDate: inDays(2), status: 'COMPLETED' });
    seq = lastEventSeq(sandbox.db);
    expect((await advanceClock(sandbox.url, site.id, DAY)).tasksOverdue).toBe(0);
    const moved = await advanceClock(sandbox.url, site.id, 2 * DAY);
    expect(moved.tasksOverdue).toBe(1);
    const overdue = events().filter((e) => e.slug === 'task_overdue');
    expect(overdue.map((e) => e.entityId)).toEqual([open._id]);
    expect(overdue[0]!.actionEvent?.body).toMatchObject({ task: { id: open._id, status: 'ACTION_NEEDED' } });
    expect(done._id).not.toBe(open._id);

    // Exactly once: more clock, more calls, completing and reopening do not repeat it.
    await advanceClock(sandbox.url, site.id, DAY);
    await client.tasks.getTask(idOf(open));
    const completed = await client.tasks.updateTask(idOf(open), { revision: '1', status: 'COMPLETED' });
    await client.tasks.updateTask(idOf(open), { revision: completed.revision!, status: 'ACTION_NEEDED' });
    expect(events().filter((e) => e.slug === 'task_overdue')).toHaveLength(1);

    // A new due date may pass again.
    const t = await client.tasks.getTask(idOf(open));
    await client.tasks.updateTask(idOf(open), { revision: t.revision!, dueDate: inDays(5) });
    await advanceClock(sandbox.url, site.id, 3 * DAY);
    expect(events().filter((e) => e.slug === 'task_overdue')).toHaveLength(2);
  });

  it('a task created or moved past its due date is overdue at once', async () => {
    const t = await client.tasks.createTask({ title: 'late', dueDate: new Date(Date.now() - DAY) });
    expect(slugs(events())).toEqual([`${T}/created`, `${T}/task_overdue`]);
    expect(events()[1]!.entityId).toBe(t._id);
  });
});

describe('the demo tasks and the contacts behind them', () => {
  it('each demo site has open, overdue and completed tasks; the seeded overdue one fires no new event', async () => {
    const all = await client.tasks.queryTasks().limit(100).find();
    const now = Date.now();
    const open = all.items.filter((t) => t.status === 'ACTION_NEEDED');
    const overdue = open.filter((t) => t.dueDate!.getTime() < now);
    expect(overdue).toHaveLength(1);
    expect(overdue[0]!.contact?.firstName).toBeTruthy();
    expect(all.items.filter((t) => t.status === 'COMPLETED').length).toBeGreaterThanOrEqual(2);
    expect((await advanceClock(sandbox.url, site.id, 7 * DAY)).tasksOverdue).toBe(0);
    expect(events().filter((e) => e.slug === 'task_overdue')).toEqual([]);
  });

  it("a deleted contact's tasks stay, with the contact's id and no summary (the sandbox's choice)", async () => {
    const { contact: created } = await client.contacts.createContact({ name: { first: 'Temp', last: 'Contact' } });
    const contact = { id: idOf(created) };
    const t = await client.tasks.createTask({ title: 'x', contact: { _id: contact.id } });
    expect(t.contact).toEqual({ _id: contact.id, firstName: 'Temp', lastName: 'Contact' });
    await client.contacts.deleteContact(contact.id);
    const after = await client.tasks.getTask(idOf(t));
    expect(after.contact).toEqual({ _id: contact.id });
    expect(await client.tasks.countTasks({ filter: { 'contact.id': contact.id } })).toEqual({ count: 1 });
  });
});
