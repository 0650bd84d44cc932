// @vitest-environment happy-dom
// The Media tool's writes as the panel sees them: what they send, and that the lists show the result
// (lib/queries/media.ts, through the tool's own components and hooks).
import { QueryClient, QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query';
import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ImportForm } from '@/components/media/ImportForm';
import { useUploads } from '@/components/media/useUploads';
import { trashBinOptions } from '@/lib/queries/media';
import { fakeBackground, messages, refusal, type Sent } from '../fake-background';

const SITE = '5c1a2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const HOST = 'http://127.0.0.1:9';
const permissions = fakeBrowser.permissions as unknown as {
  contains: (p: unknown) => Promise<boolean>;
  request: (p: unknown) => Promise<boolean>;
};
const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });
let sent: Sent;
const listReads = () => messages(sent, 'media.trashBin').length;

/** A media list on screen, so a refresh of the media keys shows as a new read. */
function MediaList() {
  useInfiniteQuery(trashBinOptions(SITE));
  return null;
}

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <MediaList />
      {children}
    </QueryClientProvider>
  );
}

beforeEach(() => {
  sent = fakeBackground((type) => {
    if (type === 'media.trashBin') return { files: [], nextCursor: null, total: 0 };
    if (type === 'media.uploadOrigin') return { origin: HOST };
    if (type === 'media.bulkImport') throw refusal('The provider stopped after the first URL.');
    if (type === 'media.uploadUrl') return { protocol: 'PUT', uploadUrl: 'https://elsewhere.example/u' };
    throw new Error(`unexpected ${type}`);
  });
});

describe('importing from URLs', () => {
  it('refreshes the lists even when a bulk import fails (some files may have come in)', async () => {
    render(<ImportForm siteId={SITE} />, { wrapper });
    await waitFor(() => expect(listReads()).toBe(1));
    fireEvent.change(screen.getByRole('textbox'), {
      target: { value: 'https://a.example/1.png\nhttps://a.example/2.png' },
    });
    fireEvent.click(screen.getByRole('button', { name: /import/i }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The provider stopped after the first URL.');
    expect(messages(sent, 'media.bulkImport')).toEqual([
      { siteId: SITE, urls: ['https://a.example/1.png', 'https://a.example/2.png'] },
    ]);
    await waitFor(() => expect(listReads()).toBe(2));
  });
});

describe('uploading from the Media tool', () => {
  it('waits for the upload host permission before asking for any upload URL', async () => {
    vi.spyOn(permissions, 'contains').mockResolvedValue(false);
    vi.spyOn(permissions, 'request').mockResolvedValue(false);
    const { result } = renderHook(() => useUploads(SITE), { wrapper });
    await waitFor(() => expect(result.current.ready).toBe(true));
    const picked = [file('a.png', 'image/png', 10)];
    await act(() => result.current.start(picked));
    expect(result.current.needsGrant).toEqual(picked);
    expect(result.current.items).toEqual([]);
    expect(messages(sent, 'media.uploadUrl')).toEqual([]);
  });

  it('refuses an upload URL at another host than the allowed one, then refreshes the lists', async () => {
    vi.spyOn(permissions, 'contains').mockResolvedValue(true);
    const { result } = renderHook(() => useUploads(SITE), { wrapper });
    await waitFor(() => expect(result.current.ready).toBe(true));
    const reads = listReads();
    await act(() => result.current.start([file('a.png', 'image/png', 10)]));
    expect(messages(sent, 'media.uploadUrl')).toEqual([
      { siteId: SITE, fileName: 'a.png', mimeType: 'image/png', sizeInBytes: 10 },
    ]);
    const [item] = result.current.items;
    expect(item?.state.value).toBe('failed');
    expect(String(item?.problem.value)).toContain('another host than the one allowed; nothing was sent');
    expect(listReads()).toBe(reads + 1);
  });
});
