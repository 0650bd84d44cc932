// @vitest-environment happy-dom
// A review written from the Requests tab with photos (lib/queries/review-collect.ts): the photos go
// first, through the writer's own upload URL and the shared upload queue, then the review with their
// ids; the form empties and the panel's review lists are read again.
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ReviewerReviewForm } from '@/components/review-requests/ReviewerReviewForm';
import type { CollectedReview } from '@/lib/messaging/review-collect';
import { reviewKeys } from '@/lib/queries/reviews';

const sendAdmin = vi.hoisted(() => vi.fn());
vi.mock('@/lib/queries/send', () => ({ sendAdmin }));
const putUpload = vi.hoisted(() => vi.fn());
vi.mock('@/lib/upload/put-upload', () => ({ putUpload }));

const SITE = '0f0f0f0f-0f0f-4f0f-8f0f-0f0f0f0f0f0f';
const ITEM = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const HOST = 'http://127.0.0.1:9';
const permissions = fakeBrowser.permissions as unknown as { contains: (p: unknown) => Promise<boolean> };
const review: CollectedReview = { id: 'r1', status: 'IN_MODERATION', contactId: 'c1', authorName: 'Ada' };

/** A review list on screen, so the refresh after the write shows as a new read. */
function ReviewList({ read }: { read: () => Promise<number> }) {
  useQuery({ queryKey: [...reviewKeys.all, 'probe'], queryFn: read });
  return null;
}

beforeEach(() => {
  vi.spyOn(permissions, 'contains').mockResolvedValue(true);
  sendAdmin.mockImplementation((type: string) => {
    if (type === 'media.uploadOrigin') return Promise.resolve({ origin: HOST });
    if (type === 'reviewRequests.productNames') return Promise.resolve({});
    if (type === 'reviewCollect.photoUploadUrl') return Promise.resolve({ protocol: 'PUT', uploadUrl: `${HOST}/u/1` });
    if (type === 'media.get') return Promise.resolve({ operationStatus: 'READY' });
    return Promise.reject(new Error(`unexpected ${type}`));
  });
  putUpload.mockResolvedValue({ id: 'photo_1~mv2.png' });
});
afterEach(() => {
  sendAdmin.mockReset();
  putUpload.mockReset();
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
    expect(sendAdmin).toHaveBeenCalledWith('reviewCollect.photoUploadUrl', {
      siteId: SITE,
      writer: 'member',
      fileName: 'rose.png',
      mimeType: 'image/png',
      sizeInBytes: 50,
    });
    expect(putUpload).toHaveBeenCalledWith(
      `${HOST}/u/1`,
      expect.any(File),
      'rose.png',
      'image/png',
      expect.any(Function),
    );
    expect(sendAdmin).toHaveBeenCalledWith('media.get', { siteId: SITE, fileId: 'photo_1~mv2.png' });
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
