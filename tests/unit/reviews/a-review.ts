import type { ReviewSummary } from '@/lib/messaging/reviews';

/** A review summary for component tests; override what the test is about. */
export const aReview = (over: Partial<ReviewSummary> = {}): ReviewSummary => ({
  id: '11111111-1111-4111-8111-111111111111',
  rating: 4,
  authorName: '',
  authorContactId: 'c1',
  authorType: 'VISITOR',
  title: 'Fine',
  body: 'Good bread',
  namespace: 'stores',
  entityId: 'p1',
  status: 'SUBMITTED',
  verified: false,
  createdDate: '2026-03-04T12:00:00Z',
  updatedDate: '2026-03-04T12:00:00Z',
  media: [],
  reply: null,
  replyDate: null,
  source: null,
  ...over,
});
