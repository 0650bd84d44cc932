import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ModerationDecision, ReviewSummary } from '@/lib/messaging/reviews';
import { sendAdmin } from '@/lib/messaging/send';
import { t } from '@/lib/i18n';
import { reviewKeys } from '@/lib/queries/reviews';
import { useToast } from '../common/Toast';

const authorOf = (r: Pick<ReviewSummary, 'authorName'>) => r.authorName || t('common.anonymous');
const inverse = (s: ModerationDecision): ModerationDecision => (s === 'APPROVED' ? 'REJECTED' : 'APPROVED');

/**
 * The single-review actions of the desk. Each says what happened in the live region; approve and
 * reject offer Undo for a few seconds, which sends the inverse decision.
 */
export function useReviewActions(siteId: string, announce: (text: string) => void) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const refresh = () => queryClient.invalidateQueries({ queryKey: reviewKeys.all });

  const moderate = useMutation({
    mutationFn: (v: { review: ReviewSummary; status: ModerationDecision; undo?: boolean }) =>
      sendAdmin('reviews.moderate', { siteId, reviewId: v.review.id, status: v.status }),
    onSuccess: (review, v) => {
      const author = authorOf(review);
      const text =
        v.status === 'APPROVED' ? t('reviews.approvedToast', { author }) : t('reviews.rejectedToast', { author });
      if (v.undo) toast(t('desk.undone', { text }));
      else
        toast(text, {
          label: t('live.undo'),
          run: () => moderate.mutate({ review: v.review, status: inverse(v.status), undo: true }),
        });
      announce(text);
      return refresh();
    },
  });
  const reply = useMutation({
    mutationFn: (v: { review: ReviewSummary; message: string }) =>
      sendAdmin('reviews.setReply', { siteId, reviewId: v.review.id, message: v.message }),
    onSuccess: (review) => {
      const text = t('desk.repliedToast', { author: authorOf(review) });
      toast(text);
      announce(text);
      return refresh();
    },
  });
  const removeReply = useMutation({
    mutationFn: (review: ReviewSummary) => sendAdmin('reviews.removeReply', { siteId, reviewId: review.id }),
    onSuccess: (review) => {
      const text = t('desk.replyRemovedToast', { author: authorOf(review) });
      toast(text);
      announce(text);
      return refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (review: ReviewSummary) => sendAdmin('reviews.delete', { siteId, reviewId: review.id }),
    onSuccess: (_done, review) => {
      const text = t('desk.deletedToast', { author: authorOf(review) });
      toast(text);
      announce(text);
      return refresh();
    },
  });
  const busyId =
    (moderate.isPending && moderate.variables?.review.id) ||
    (reply.isPending && reply.variables?.review.id) ||
    (removeReply.isPending && removeReply.variables?.id) ||
    (remove.isPending && remove.variables?.id) ||
    null;
  const error = moderate.error ?? reply.error ?? removeReply.error ?? remove.error;
  return { moderate, reply, removeReply, remove, busyId, error };
}
