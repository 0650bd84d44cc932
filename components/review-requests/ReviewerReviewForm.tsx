import { useState, type ReactNode } from 'react';
import type { ReviewWriter } from '@/lib/messaging/review-collect';
import { useCollectReview, type SendReview } from '@/lib/queries/review-collect';
import { ErrorNotice } from '../common/ErrorNotice';
import { CollectedResult } from './CollectedResult';
import { ReviewContentFields } from './ReviewContentFields';
import { ReviewPhotoPicker } from './ReviewPhotoPicker';
import { checkReviewDraft, checkReviewer, type ReviewDraft } from './review-input';
import { useReviewPhotos } from './useReviewPhotos';
import { retryOf } from '@/lib/queries/write';
import { Button } from '../common/Button';
import { TextField } from '../common/Field';
import { FormProblems } from '../common/FormProblems';

const EMPTY: ReviewDraft = { itemId: '', rating: null, title: '', body: '' };

export interface ReviewerReviewFormProps {
  siteId: string;
  /** The item to start with (a product from a live page). */
  initialItemId?: string;
  label: string;
  /** The reviewer's name and email fields; none when the review comes from someone already known (a logged-in member). */
  reviewerLabels?: { name: string; email: string };
  submitLabel: string;
  onReconnect: () => void;
  /** Whose token uploads the review's photos. */
  photoWriter: ReviewWriter;
  /** The call that makes the review (`lib/queries/review-collect.ts`), from the reviewer (name, email; null without the fields), the checked content and the uploaded photos. */
  send: SendReview;
  children?: ReactNode;
}

/**
 * A review with who it comes from (name, email, where asked): checked before sending (everything wrong
 * listed at once), then what the provider answered, shown as it is. Shared by "for a customer", "as a
 * visitor" and "as the logged-in member".
 */
export function ReviewerReviewForm({
  siteId,
  initialItemId,
  label,
  reviewerLabels,
  submitLabel,
  onReconnect,
  photoWriter,
  send,
  children,
}: ReviewerReviewFormProps) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [draft, setDraft] = useState<ReviewDraft>(() => ({ ...EMPTY, itemId: initialItemId ?? '' }));
  const [problems, setProblems] = useState<string[]>([]);
  const photos = useReviewPhotos(siteId, photoWriter);
  // Every photo lands first: a failed upload throws, naming the photo, and no review is created.
  const make = useCollectReview(send, photos.uploadAll);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const checked = checkReviewDraft(draft);
    const found = [...(reviewerLabels ? checkReviewer(name, email) : []), ...(checked.ok ? [] : checked.problems)];
    setProblems(found);
    if (found.length > 0 || !checked.ok) return;
    make.mutate(
      { reviewer: reviewerLabels ? { name: name.trim(), email: email.trim() } : null, content: checked.content },
      { onSuccess: startOver },
    );
  };
  // The form starts over empty (who wrote it too): the result above says what was written.
  const startOver = () => {
    setName('');
    setEmail('');
    setDraft(EMPTY);
    photos.clear();
  };
  // The same review again: the background answers one that landed (lib/service/retry-safe/safe-reviews.ts).
  const retry = retryOf(make, { onSuccess: startOver });
  return (
    <form onSubmit={submit} noValidate aria-label={label} className="space-y-2">
      {children}
      {reviewerLabels && (
        <>
          <TextField
            className="text-sm"
            label={reviewerLabels.name}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
          <TextField
            className="text-sm"
            label={reviewerLabels.email}
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </>
      )}
      <ReviewContentFields siteId={siteId} draft={draft} onChange={setDraft} />
      <ReviewPhotoPicker photos={photos} busy={make.isPending} />
      <FormProblems problems={problems} />
      {make.error && <ErrorNotice error={make.error} onReconnect={onReconnect} onRetry={retry} />}
      {make.data && !make.isPending && <CollectedResult review={make.data} />}
      <Button type="submit" tone="primary" size="lg" className="text-sm" disabled={make.isPending}>
        {submitLabel}
      </Button>
    </form>
  );
}
