// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { BulkBar } from '@/components/members/BulkBar';
import { clearSelection, setSelected } from '@/components/members/selection';
import { ToastProvider } from '@/components/common/Toast';
import { fakeBackground, messages } from '../fake-background';

const SITE = '11111111-2222-4333-8444-555555555555';
const A = 'aaaaaaaa-2222-4333-8444-555555555555';
const B = 'bbbbbbbb-2222-4333-8444-555555555555';

const renderBar = (filter: Parameters<typeof BulkBar>[0]['filter'] = null) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ToastProvider>
        <BulkBar siteId={SITE} filter={filter} onReconnect={() => undefined} page={[{ id: B, name: 'Bea' }]} />
      </ToastProvider>
    </QueryClientProvider>,
  );

/** The actions on every matching member sit under More. */
const matching = async (name: string) => {
  await userEvent.click(screen.getByRole('button', { name: /^More/ }));
  await userEvent.click(screen.getByRole('button', { name }));
};

afterEach(() => clearSelection());

describe('BulkBar', () => {
  it('deletes the selected members after confirming the count, and lists each one the provider refused', async () => {
    const sent = fakeBackground(() => ({
      succeeded: [A],
      failed: [{ id: B, code: 'OWNER_OR_CONTRIBUTOR_DELETE_FORBIDDEN', description: 'Site owner' }],
    }));
    setSelected([A, B], true);
    renderBar();
    await userEvent.click(screen.getByRole('button', { name: 'Delete selected' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('This deletes 2 members. Continue?');
    expect(sent).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, do it' }));
    expect(messages(sent, 'members.bulkDelete')).toEqual([{ siteId: SITE, memberIds: [A, B] }]);
    // The refused one by name with the provider's reason; its id and code only in the technical details.
    expect(await screen.findByTestId('bulk-failures')).toHaveTextContent(/^Bea: Site owner$/);
    const technical = screen.getByText('Technical details').closest('details')!;
    expect(technical).toHaveTextContent(B);
    expect(technical).toHaveTextContent('OWNER_OR_CONTRIBUTOR_DELETE_FORBIDDEN');
    expect(screen.getByTestId('toast')).toHaveTextContent('Deleted 1 member.');
  });

  it('counts exactly what a block by filter will change before anything is sent', async () => {
    const sent = fakeBackground((type) => (type === 'members.count' ? { count: 7 } : undefined));
    renderBar({ 'profile.nickname': { $startsWith: 'A' } });
    await matching('Block all matching');
    expect(messages(sent, 'members.count')).toEqual([
      {
        siteId: SITE,
        filter: { $and: [{ 'profile.nickname': { $startsWith: 'A' } }, { status: { $in: ['PENDING', 'APPROVED'] } }] },
      },
    ]);
    expect(await screen.findByRole('alertdialog')).toHaveAccessibleName('This blocks 7 members. Continue?');
    expect(sent).toHaveLength(1);
  });

  it('deletes every matching member handing their content to the member named, and refuses a receiver that is not a member id', async () => {
    const sent = fakeBackground((type) =>
      type === 'members.count' ? { count: sent.length > 2 ? 0 : 2 } : { jobId: 'j1' },
    );
    renderBar({ status: 'BLOCKED' });
    await matching('Delete all matching');
    expect(await screen.findByRole('alertdialog')).toHaveAccessibleName(/2 members/);
    const receiver = screen.getByLabelText('Member id who receives their content (optional)');
    await userEvent.type(receiver, 'not-an-id');
    expect(screen.getByRole('button', { name: 'Yes, do it' })).toBeDisabled();
    await userEvent.clear(receiver);
    await userEvent.type(receiver, A);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, do it' }));
    expect(messages(sent, 'members.bulkByFilter')).toEqual([
      { siteId: SITE, action: 'delete', filter: { status: 'BLOCKED' }, contentAssigneeId: A },
    ]);
  });
});
