// @vitest-environment happy-dom
// A contact's tasks on its card: overdue ones marked, done ones struck through; a checkbox completes
// or reopens one (on its revision); a new task is sent with its due day; a delete asks first.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeBackground, messages, wrap, type Sent } from '../fake-background';
import { ContactTasks } from '@/components/tasks/ContactTasks';
import type { TaskSummary } from '@/lib/messaging/tasks';

const SITE = '5c1a2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const CONTACT = '0c6a3d8e-5f2b-4c1a-9e7d-2b4f6a8c0d1e';
const task = (n: number, over: Partial<TaskSummary>): TaskSummary => ({
  id: `${String(n).padStart(8, '0')}-1111-4222-8333-444444444444`,
  revision: '2',
  title: `Task ${n}`,
  description: null,
  dueDate: null,
  status: 'ACTION_NEEDED',
  source: 'USER',
  createdDate: null,
  updatedDate: null,
  contactId: CONTACT,
  contactName: 'Ann Lee',
  contactEmail: null,
  ...over,
});
const DAY = 86_400_000;
const TASKS = [
  task(1, { title: 'Call back', dueDate: new Date(Date.now() - 2 * DAY).toISOString() }),
  task(2, { title: 'Send the catalogue', dueDate: new Date(Date.now() + 5 * DAY).toISOString(), source: 'APP' }),
  task(3, { title: 'Thank them', status: 'COMPLETED' }),
];

function background(): Sent {
  return fakeBackground((type, payload) =>
    type === 'tasks.ofContact'
      ? { tasks: TASKS, nextCursor: null }
      : type === 'tasks.delete'
        ? { deleted: true }
        : { ...TASKS[0]!, title: 'Call back', status: payload.status ?? 'ACTION_NEEDED' },
  );
}

describe("a contact's tasks", () => {
  it('mark the overdue one, strike the done one, and say which an app added', async () => {
    background();
    wrap(<ContactTasks siteId={SITE} contactId={CONTACT} />);
    await waitFor(() => expect(screen.getAllByTestId('task-row')).toHaveLength(3));
    const [late, soon, done] = screen.getAllByTestId('task-row');
    expect(within(late!).getByTestId('task-overdue')).toHaveTextContent('Overdue');
    expect(within(soon!).queryByTestId('task-overdue')).toBeNull();
    expect(soon).toHaveTextContent('Added by an app');
    expect(within(done!).getByRole('checkbox', { name: 'Reopen Thank them' })).toBeChecked();
    expect(within(done!).queryByTestId('task-overdue')).toBeNull();
  });

  it('complete on the task’s revision, add with a due day, delete after asking', async () => {
    const sent = background();
    wrap(<ContactTasks siteId={SITE} contactId={CONTACT} />);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Mark Call back done' }));
    await waitFor(() =>
      expect(messages(sent, 'tasks.setStatus')).toEqual([
        { siteId: SITE, taskId: TASKS[0]!.id, revision: '2', status: 'COMPLETED' },
      ]),
    );

    fireEvent.click(screen.getByRole('button', { name: 'New task' }));
    const form = screen.getByRole('form', { name: 'New task' });
    fireEvent.change(within(form).getByLabelText('Task'), { target: { value: 'Ask for a review' } });
    fireEvent.change(within(form).getByLabelText('Due date (optional)'), { target: { value: '2026-12-01' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add task' }));
    await waitFor(() => expect(messages(sent, 'tasks.create')).toHaveLength(1));
    const made = messages(sent, 'tasks.create')[0]!.task as Record<string, unknown>;
    expect(made).toMatchObject({ contactId: CONTACT, title: 'Ask for a review', description: '' });
    expect(new Date(String(made.dueDate)).getDate()).toBe(1);

    fireEvent.click(within(screen.getAllByTestId('task-row')[1]!).getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('alertdialog')).toHaveAccessibleName('Delete the task Send the catalogue?');
    fireEvent.click(screen.getByRole('button', { name: 'Delete Send the catalogue' }));
    await waitFor(() => expect(messages(sent, 'tasks.delete')).toEqual([{ siteId: SITE, taskId: TASKS[1]!.id }]));
  });
});
