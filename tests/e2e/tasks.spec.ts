import type { SandboxHandle } from '../../sandbox/server';
import { expect, test } from './fixtures';
import { advanceClock, DAY } from '../contract/review-requests-helpers';
import { storedContacts } from './contacts-db';
import { ContactsPanel } from './pages/contacts-panel';
import { panelOnDemoSite } from './pages/side-panel';

// Contact tasks in the Contacts tab: the site's open tasks (the demo's overdue one marked), a task
// added on a contact's card that passes its due date — on the sandbox's clock, which records the
// provider's overdue event, and on the browser's, which the panel tells "overdue" by — then is done.

const taskDocs = (sandbox: SandboxHandle, siteId: string) =>
  (sandbox.db.prepare('SELECT doc FROM tasks WHERE site_id = ?').all(siteId) as Array<{ doc: string }>).map(
    (r) => JSON.parse(r.doc) as { id: string; title?: string; status: string },
  );

test('a task added on a card passes its due date and shows as overdue, then is done; the open tasks list names its contact', async ({
  context,
  extensionId,
  sandbox,
}) => {
  const { site, panel } = await panelOnDemoSite(context, extensionId, sandbox.url);
  const page = panel.page;
  await page.clock.install();
  const contacts = new ContactsPanel(page);
  await contacts.open();
  const views = page.getByRole('navigation', { name: 'Contacts, tasks, labels and fields' });

  // The site's open tasks: the demo's overdue one is marked.
  await views.getByRole('button', { name: 'Tasks' }).click();
  await expect(page.getByTestId('open-tasks').getByTestId('task-row').first()).toBeVisible();
  await expect(page.getByTestId('open-tasks').getByTestId('task-overdue')).toHaveCount(1);

  // A task due tomorrow on a contact's card: not overdue.
  await views.getByRole('button', { name: 'Contacts' }).click();
  const someone = storedContacts(sandbox, site.id).find((c) => c.info.name.first)!;
  await contacts.openContact(someone.id);
  const tasks = page.getByTestId('contact-tasks');
  await tasks.getByRole('button', { name: 'New task' }).click();
  const form = page.getByRole('form', { name: 'New task' });
  await form.getByLabel('Task').fill('Call about the wedding order');
  const tomorrow = new Date(Date.now() + DAY);
  const day = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}`;
  await form.getByLabel('Due date (optional)').fill(day);
  await form.getByRole('button', { name: 'Add task' }).click();
  const row = tasks.getByTestId('task-row').filter({ hasText: 'Call about the wedding order' });
  await expect(row).toBeVisible();
  await expect(row.getByTestId('task-overdue')).toHaveCount(0);

  // Two days pass, for the provider (its overdue event) and for the browser.
  const moved = await advanceClock(sandbox.url, site.id, 2 * DAY);
  expect(moved.tasksOverdue).toBe(1);
  await page.clock.fastForward(2 * DAY);
  await page.getByRole('button', { name: '← All contacts' }).click();
  await contacts.openContact(someone.id);
  await expect(row.getByTestId('task-overdue')).toHaveText('Overdue');

  // Done: the overdue mark goes, the provider has it COMPLETED.
  await row.getByRole('checkbox', { name: 'Mark Call about the wedding order done' }).click();
  await expect(page.getByTestId('toast')).toHaveText('Done: Call about the wedding order.');
  await expect(row.getByTestId('task-overdue')).toHaveCount(0);
  await expect(row.getByRole('checkbox', { name: 'Reopen Call about the wedding order' })).toBeChecked();
  expect(taskDocs(sandbox, site.id).find((t) => t.title === 'Call about the wedding order')?.status).toBe('COMPLETED');
});
