// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { duplicateFilter, MergePanel } from '@/components/contacts/MergePanel';
import { ToastProvider } from '@/components/common/Toast';
import type { ContactPage } from '@/lib/messaging/contacts';
import { fakeBackground, messages } from '../fake-background';
import { card, fullCard, idOf, SITE } from './fixtures';

const dup = card(5, {
  firstName: 'Ann',
  lastName: 'L.',
  emails: [{ id: 'x', email: 'ann@example.test', tag: 'MAIN', primary: true }],
  revision: 2,
});
const merged = { ...fullCard, firstName: 'Ann', revision: 8, emails: [...fullCard.emails] };

describe('merge', () => {
  it('suggests contacts sharing an email or a phone', () => {
    expect(duplicateFilter(fullCard)).toEqual({
      $and: [
        { id: { $ne: fullCard.id } },
        {
          $or: [
            { 'info.emails.email': { $in: ['ann@example.test', 'ann@work.test'] } },
            { 'info.phones.phone': { $in: ['555-0100'] } },
          ],
        },
      ],
    });
  });

  it('previews the merged contact as the provider will make it, and merges with the target revision only when confirmed', async () => {
    const sent = fakeBackground((type) => {
      if (type === 'contacts.query') return { contacts: [dup], offset: 0, limit: 10, total: 1 } satisfies ContactPage;
      if (type === 'contacts.previewMerge') return merged;
      if (type === 'contacts.merge') return merged;
      return null;
    });
    const onMerged = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ToastProvider>
          <MergePanel siteId={SITE} contact={fullCard} onMerged={onMerged} onCancel={() => undefined} />
        </ToastProvider>
      </QueryClientProvider>,
    );
    const merge = screen.getByRole('button', { name: 'Merge 0' });
    expect(merge).toBeDisabled();
    await userEvent.click(await within(screen.getByRole('list', { name: 'Contacts to merge' })).findByRole('checkbox'));
    expect(messages(sent, 'contacts.previewMerge')).toContainEqual({
      siteId: SITE,
      targetId: fullCard.id,
      sourceIds: [idOf(5)],
    });
    expect(await screen.findByTestId('contact-card')).toHaveAttribute('data-contact-id', fullCard.id);
    expect(screen.getByText('1 contact will be merged into Ann Lee and removed.')).toBeInTheDocument();
    expect(messages(sent, 'contacts.merge')).toEqual([]);

    // Picking the other one as the target sends its revision instead.
    await userEvent.click(screen.getAllByRole('radio')[1]!);
    await userEvent.click(await screen.findByRole('button', { name: 'Merge 1' }));
    expect(messages(sent, 'contacts.merge')).toEqual([
      { siteId: SITE, targetId: idOf(5), targetRevision: 2, sourceIds: [fullCard.id] },
    ]);
    expect(onMerged).toHaveBeenCalledWith(merged);
  });
});
