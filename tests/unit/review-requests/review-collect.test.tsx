// @vitest-environment happy-dom
// A review written from the Requests tab with photos (lib/queries/review-collect.ts): the photos go
// first, through the writer's own upload URL and the shared upload queue, then the review with their
// ids; the form empties and the panel's review lists are read again. The upload host is a real one on
// this machine, so the photo's PUT is the extension's own.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ReviewerReviewForm } from '@/components/review-requests/ReviewerReviewForm';
import type { CollectedReview } from '@/lib/messaging/review-collect';
import { reviewKeys } from '@/lib/queries/reviews';
import { fakeBackground, messages, type Sent } from '../fake-background';

const SITE = '0f0f0f0f-0f0f-4f0f-8f0f-0f0f0f0f0f0f';
const ITEM = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';

/** What the upload host was sent: each request's method, path with query, content type and size. */
type Received = { method: string; url: string; type: string | undefined; bytes: number };
let received: Received[] = [];
let host = '';
// The upload host answers a PUT with the stored file, as the provider's does; the panel's page is
// of another origin, so it allows that too.
const uploadHost: Server = createServer((req, res) => {
  let bytes = 0;
  req.on('data', (chunk: Buffer) => (bytes += chunk.length));
  req.on('end', () => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Methods', 'PUT');
    res.setHeader('Access-Control-Allow-Headers', 'Content-Type');
    if (req.method === 'OPTIONS') return res.end();
    received.push({ method: req.method ?? '', url: req.url ?? '', type: req.headers['content-type'], bytes });
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ file: { id: 'photo_1~mv2.png' } }));
  });
});
beforeAll(async () => {
  await new Promise<void>((resolve) => uploadHost.listen(0, '127.0.0.1', resolve));
  host = `http://127.0.0.1:${(uploadHost.address() as AddressInfo).port}`;
});
afterAll(() => {
  uploadHost.closeAllConnections(); // a kept-alive connection would hold the close
  return new Promise<void>((resolve) => uploadHost.close(() => resolve()));
});
const permissions = fakeBrowser.permissions as unknown as { contains: (p: unknown) => Promise<boolean> };
const review: CollectedReview = { id: 'r1', status: 'IN_MODERATION', contactId: 'c1', authorName: 'Ada' };

/** A review list on screen, so the refresh after the write shows as a new read. */
function ReviewList({ read }: { read: () => Promise<number> }) {
  useQuery({ queryKey: [...reviewKeys.all, 'probe'], queryFn: read });
  return null;
}

let sent: Sent;
beforeEach(() => {
  received = [];
  vi.spyOn(permissions, 'contains').mockResolvedValue(true);
  sent = fakeBackground((type) => {
    if (type === 'media.uploadOrigin') return { origin: host };
    if (type === 'reviewRequests.productNames') return {};
    if (type === 'reviewCollect.photoUploadUrl') return { protocol: 'PUT', uploadUrl: `${host}/u/1` };
    if (type === 'media.get') return { operationStatus: 'READY' };
    throw new Error(`unexpected ${type}`);
  });
});

describe('a review written with a photo', () => {
  it('uploads the photo as the writer, then makes the review with its id, and refreshes the review lists', async () => {
    const send = vi.fn().mockResolvedValue(review);
    const read = vi.fn().mockResolvedValue(0);
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ReviewList read={read} />
        <ReviewerReviewForm
          siteId={SITE}
          initialItemId={ITEM}
          label="Write"
          submitLabel="Write the review"
          onReconnect={() => undefined}
          photoWriter="member"
          send={send}
        />
      </QueryClientProvider>,
    );
    await user.click(screen.getByLabelText('5 ★'));
    await user.upload(screen.getByTestId('review-photo-input'), [
      new File([new Uint8Array(50)], 'rose.png', { type: 'image/png' }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Write the review' }));

    expect(await screen.findByTestId('collected-review')).toHaveAttribute('data-review-id', 'r1');
    expect(messages(sent, 'reviewCollect.photoUploadUrl')).toEqual([
      { siteId: SITE, writer: 'member', fileName: 'rose.png', mimeType: 'image/png', sizeInBytes: 50 },
    ]);
    expect(received).toEqual([{ method: 'PUT', url: '/u/1?filename=rose.png', type: 'image/png', bytes: 50 }]);
    expect(messages(sent, 'media.get')).toContainEqual({ siteId: SITE, fileId: 'photo_1~mv2.png' });
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({
        reviewer: null,
        photoIds: ['photo_1~mv2.png'],
        content: expect.objectContaining({ rating: 5 }),
      }),
    );
    expect(screen.queryAllByTestId('review-photo')).toHaveLength(0);
    await waitFor(() => expect(read).toHaveBeenCalledTimes(2));
  });
});
