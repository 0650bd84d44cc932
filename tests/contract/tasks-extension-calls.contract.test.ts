// Every tasks call the extension makes, through its own provider functions (lib/provider/tasks.ts,
// the official SDK) against the sandbox: a contact's tasks and the site's open ones by due date,
// create, edit (clearing fields), complete and reopen on the current revision, delete, counts.
import { describe, expect, it } from 'vitest';
import { createSiteClient } from '../../lib/provider/client.ts';
import * as tasks from '../../lib/provider/tasks.ts';
import { normalizeError } from '../../lib/provider/normalize-error.ts';
import { isTaskOverdue } from '../../lib/messaging/tasks.ts';
import { useSandbox } from './harness.ts';
import { namedContact } from './tasks-helpers.ts';
import { DAY } from './review-requests-helpers.ts';

const { sandbox, site } = useSandbox({ reset: true });
const client = () =>
  createSiteClient(
    { kind: 'sandbox', apiKey: site.apiKey, accountId: site.accountId, sandboxUrl: sandbox.url },
    site.id,
  );
const inDays = (d: number) => new Date(Date.now() + d * DAY).toISOString();

describe("the extension's task calls", () => {
  it("creates, lists by due date, edits, completes, reopens and deletes a contact's task", async () => {
    const contact = namedContact(sandbox.db, site.id);
    const openBefore = await tasks.countOpenTasks(client());
    const later = await tasks.createTask(client(), {
      title: 'Later',
      description: '',
      dueDate: inDays(9),
      contactId: contact.id,
    });
    const sooner = await tasks.createTask(client(), {
      title: 'Sooner',
      description: 'Ring first',
      dueDate: inDays(2),
      contactId: contact.id,
    });
    expect(sooner).toMatchObject({
      title: 'Sooner',
      description: 'Ring first',
      status: 'ACTION_NEEDED',
      source: 'USER',
      revision: '1',
      contactId: contact.id,
      contactEmail: contact.email,
    });
    expect(sooner.contactName).toContain(contact.first);
    expect(later.description).toBeNull();

    const mine = await tasks.listContactTasks(client(), contact.id);
    expect(mine.tasks.map((t) => t.title)).toEqual(['Sooner', 'Later']);
    expect(await tasks.countOpenTasks(client())).toBe(openBefore + 2);
    expect(await tasks.countOpenTasks(client(), contact.id)).toBe(2);

    const edited = await tasks.editTask(client(), sooner.id, sooner.revision, {
      title: 'Sooner, edited',
      description: '',
      dueDate: null,
    });
    // The due date stays: the SDK drops a null date (lib/provider/tasks.ts editTask).
    expect(edited).toMatchObject({
      title: 'Sooner, edited',
      description: null,
      dueDate: sooner.dueDate,
      revision: '2',
    });

    const done = await tasks.setTaskStatus(client(), sooner.id, edited.revision, 'COMPLETED');
    expect(done.status).toBe('COMPLETED');
    const open = await tasks.listOpenTasks(client());
    expect(open.tasks.map((t) => t.id)).not.toContain(sooner.id);
    // Soonest due first: the seeded overdue task leads the site's open tasks.
    const dues = open.tasks.map((t) => Date.parse(t.dueDate ?? '9999'));
    expect([...dues].sort((a, b) => a - b)).toEqual(dues);
    expect(isTaskOverdue(open.tasks[0]!, new Date())).toBe(true);
    const reopened = await tasks.setTaskStatus(client(), sooner.id, done.revision, 'ACTION_NEEDED');
    expect(reopened.status).toBe('ACTION_NEEDED');

    // A change on an older revision is refused, with the provider's error shape.
    const stale = normalizeError(
      await tasks.setTaskStatus(client(), sooner.id, '1', 'COMPLETED').then(
        () => null,
        (e: unknown) => e,
      ),
    );
    expect(stale).toMatchObject({ status: 409, code: 'REVISION_MISMATCH' });

    await tasks.deleteTask(client(), later.id);
    expect((await tasks.listContactTasks(client(), contact.id)).tasks.map((t) => t.id)).toEqual([sooner.id]);
    expect((await tasks.getTask(client(), sooner.id)).revision).toBe('4');
  });
});
