// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ReviewerReviewForm } from '@/components/review-requests/ReviewerReviewForm';
import { checkReviewPhotos } from '@/components/review-requests/review-photos';
import type { CollectedReview } from '@/lib/messaging/review-collect';
import { fakeBackground, messages, refusal, type Sent } from '../fake-background';

const SITE = '0f0f0f0f-0f0f-4f0f-8f0f-0f0f0f0f0f0f';
const ITEM = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const MB = 1024 * 1024;
const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });
const permissions = fakeBrowser.permissions as unknown as {
  contains: (p: unknown) => Promise<boolean>;
  request: (p: unknown) => Promise<boolean>;
};

describe('checkReviewPhotos', () => {
  it('takes JPEG, PNG, GIF and WebP up to 10 MB and 10 photos; every refusal names its file', () => {
    const ok = checkReviewPhotos(0, [
      file('a.png', 'image/png', 10),
      file('b.JPG', '', 10),
      file('c.webp', 'image/webp', 10 * MB),
      file('d.gif', 'image/gif', 1),
    ]);
    expect(ok.accepted.map((f) => f.name)).toEqual(['a.png', 'b.JPG', 'c.webp', 'd.gif']);
    expect(ok.problems).toEqual([]);

    const bad = checkReviewPhotos(0, [
      file('notes.txt', 'text/plain', 10),
      file('logo.svg', 'image/svg+xml', 10),
      file('huge.jpg', 'image/jpeg', 10 * MB + 1),
      file('zero.png', 'image/png', 0),
    ]);
    expect(bad.accepted).toEqual([]);
    expect(bad.problems).toEqual([
      "notes.txt can't be added: a review photo must be a JPEG, PNG, GIF or WebP image.",
      "logo.svg can't be added: a review photo must be a JPEG, PNG, GIF or WebP image.",
      "huge.jpg can't be added: it is larger than 10 MB.",
      "zero.png can't be added: it is empty.",
    ]);

    const many = checkReviewPhotos(8, [
      file('9.png', 'image/png', 1),
      file('10.png', 'image/png', 1),
      file('11.png', 'image/png', 1),
    ]);
    expect(many.accepted.map((f) => f.name)).toEqual(['9.png', '10.png']);
    expect(many.problems).toEqual(["11.png can't be added: a review can have at most 10 photos."]);
  });
});

describe('the review form with photos', () => {
  const send = vi.fn<(v: { photoIds: string[] }) => Promise<CollectedReview>>();
  let sent: Sent;
  beforeEach(() => {
    vi.spyOn(permissions, 'contains').mockResolvedValue(true);
    sent = fakeBackground((type) => {
      if (type === 'media.uploadOrigin') return { origin: 'http://127.0.0.1:9' };
      if (type === 'reviewRequests.productNames') return {};
      if (type === 'reviewCollect.photoUploadUrl') throw refusal('The visitor token was refused.');
      throw new Error(`unexpected ${type}`);
    });
  });
  afterEach(() => send.mockReset());

  const renderForm = () =>
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ReviewerReviewForm
          siteId={SITE}
          initialItemId={ITEM}
          label="Write"
          submitLabel="Write the review"
          onReconnect={() => undefined}
          photoWriter="visitor"
          send={send}
        />
      </QueryClientProvider>,
    );

  it('refuses an unsupported file at once, naming it, and sends nothing for it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderForm();
    await user.upload(screen.getByTestId('review-photo-input'), [
      file('notes.txt', 'text/plain', 12),
      file('rose.png', 'image/png', 50),
    ]);
    expect(screen.getByTestId('review-photo-problems')).toHaveTextContent(
      "notes.txt can't be added: a review photo must be a JPEG, PNG, GIF or WebP image.",
    );
    expect(screen.getAllByTestId('review-photo')).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Preview of rose.png' })).toBeInTheDocument();
    expect(messages(sent, 'reviewCollect.photoUploadUrl')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Remove rose.png' }));
    expect(screen.queryAllByTestId('review-photo')).toHaveLength(0);
  });

  it('creates no review when a photo fails to upload, and says which photo', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByLabelText('5 ★'));
    await user.upload(screen.getByTestId('review-photo-input'), [file('rose.png', 'image/png', 50)]);
    await user.click(screen.getByRole('button', { name: 'Write the review' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'rose.png could not be uploaded, so no review was created: The visitor token was refused.',
      ),
    );
    expect(messages(sent, 'reviewCollect.photoUploadUrl')).toEqual([
      { siteId: SITE, writer: 'visitor', fileName: 'rose.png', mimeType: 'image/png', sizeInBytes: 50 },
    ]);
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByTestId('review-photo')).toHaveAttribute('data-state', 'failed');
  });
});
