// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { TrashBin } from '@/components/media/TrashBin';
import { ToastProvider } from '@/components/common/Toast';
import { mediaFile } from './fixtures';

const SITE = '5c1a2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

/** Answers the admin messages the trash bin sends, recording them. */
function background(
  files = [
    mediaFile({ id: 'a_1~mv2.jpg', displayName: 'one.jpg' }),
    mediaFile({ id: 'a_2~mv2.jpg', displayName: 'two.jpg' }),
  ],
) {
  const sent: Array<{ type: string; payload: Record<string, unknown> }> = [];
  vi.spyOn(fakeBrowser.runtime, 'sendMessage').mockImplementation(async (m: unknown) => {
    const { type, payload } = m as { type: string; payload: Record<string, unknown> };
    sent.push({ type, payload });
    if (type === 'media.trashBin') return { ok: true, data: { files, nextCursor: null, total: files.length } };
    return { ok: true, data: { count: (payload.fileIds as string[]).length } };
  });
  return sent;
}

function renderBin() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <TrashBin siteId={SITE} onOpen={() => undefined} />
      </ToastProvider>
    </QueryClientProvider>,
  );
}

describe('TrashBin', () => {
  it('restores the ticked files', async () => {
    const sent = background();
    renderBin();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select one.jpg' }));
    fireEvent.click(screen.getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Restored 1 file.')).toBeInTheDocument();
    expect(sent.find((s) => s.type === 'media.restore')?.payload).toEqual({ siteId: SITE, fileIds: ['a_1~mv2.jpg'] });
  });

  it('deletes permanently only after a confirmation that names the count', async () => {
    const sent = background();
    renderBin();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select one.jpg' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select two.jpg' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete permanently' }));
    expect(screen.getByRole('alertdialog')).toHaveAccessibleName("Delete 2 files permanently? This can't be undone.");
    expect(sent.some((s) => s.type === 'media.deletePermanently')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(sent.some((s) => s.type === 'media.deletePermanently')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Delete permanently' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete 2 files' }));
    expect(await screen.findByText('Deleted 2 files permanently.')).toBeInTheDocument();
    expect(sent.find((s) => s.type === 'media.deletePermanently')?.payload).toEqual({
      siteId: SITE,
      fileIds: ['a_1~mv2.jpg', 'a_2~mv2.jpg'],
    });
  });

  it('says when the bin is empty', async () => {
    background([]);
    renderBin();
    expect(await screen.findByText('The trash bin is empty.')).toBeInTheDocument();
  });
});
