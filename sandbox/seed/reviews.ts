// Seeds product reviews with a realistic mix of ratings and moderation states.
import type { ModerationStatus, ReviewDoc } from '../domains/reviews/review-doc.ts';
import { HOSTILE } from './hostile-text.ts';
import type { Person } from './people.ts';
import { isoDaysAgo, type Prng } from './prng.ts';
import { REPLIES, REVIEW_TEXT } from './word-lists.ts';

const imageOf = (id: string) => ({ id, url: `https://static.wixstatic.com/media/${id}`, height: 800, width: 1200 });

export interface SeededProduct {
  id: string;
  name: string;
}

/** Hostile text for review #i of a hostile site (always on the first product, so a page shows it). */
const HOSTILE_REVIEWS: Record<number, Partial<{ title: string; body: string; status: ModerationStatus }>> = {
  0: { title: HOSTILE.scriptTitle, body: HOSTILE.imgBody, status: 'IN_MODERATION' },
  1: { title: HOSTILE.rtlTitle, body: HOSTILE.rtlBody, status: 'APPROVED' },
  2: { title: 'A very long review', body: HOSTILE.long, status: 'SUBMITTED' },
  3: { title: HOSTILE.quoteAmp, body: HOSTILE.jsonBreaker, status: 'APPROVED' },
};

export function seedReviews(
  rng: Prng,
  opts: {
    count: number;
    products: readonly SeededProduct[];
    people: readonly Person[];
    mix: readonly [number, number, number, number];
    hostile: boolean;
  },
): ReviewDoc[] {
  const reviews: ReviewDoc[] = [];
  const [approved, inModeration, submitted, rejected] = opts.mix;
  for (let i = 0; i < opts.count; i++) {
    const planted = opts.hostile ? HOSTILE_REVIEWS[i] : undefined;
    const product = planted ? opts.products[0]! : rng.pick(opts.products);
    const author = rng.pick(opts.people);
    const rating = rng.weighted([
      [5, 45],
      [4, 25],
      [3, 12],
      [2, 9],
      [1, 9],
    ] as const);
    const status: ModerationStatus =
      planted?.status ??
      rng.weighted([
        ['APPROVED', approved],
        ['IN_MODERATION', inModeration],
        ['SUBMITTED', submitted],
        ['REJECTED', rejected],
      ] as const);
    // Pending reviews are recent; published ones spread over a year.
    const age = status === 'APPROVED' || status === 'REJECTED' ? rng.next() * 360 + 3 : rng.next() * 21 + 0.05;
    const createdDate = isoDaysAgo(age);
    const text = REVIEW_TEXT[rating];
    const title = planted?.title ?? rng.pick(text.titles);
    const body = planted?.body ?? rng.pick(text.bodies).replace('{p}', product.name);
    const hasReply = status === 'APPROVED' && rng.chance(0.25);
    const replyDate = isoDaysAgo(age * rng.next());
    const foundHelpful = status === 'APPROVED' ? rng.int(0, 14) : 0;
    const foundUnhelpful = status === 'APPROVED' ? rng.int(0, 3) : 0;
    const updatedDate = hasReply ? replyDate : createdDate;
    reviews.push({
      id: rng.guid(),
      namespace: 'stores',
      entityId: product.id,
      content: {
        title,
        body,
        rating,
        media: rng.chance(0.1) ? [{ image: imageOf(`a27d24_${rng.hex(12)}~mv2.jpg`) }] : [],
      },
      createdDate,
      updatedDate,
      reviewDate: createdDate,
      author: { contactId: author.contact.id, authorName: author.member?.profile.nickname ?? author.first },
      ...(hasReply && { reply: { message: rng.pick(REPLIES), createdDate: replyDate, updatedDate: replyDate } }),
      foundHelpful,
      foundUnhelpful,
      helpfulness: foundHelpful - foundUnhelpful,
      moderation: { moderationStatus: status, manuallyChanged: false },
      revision: String(hasReply ? 2 : 1),
      verified: author.member !== undefined && rng.chance(0.7),
      origin: { type: 'ORGANIC' },
      relevanceScore: Math.round(rng.next() * 1000) / 1000,
      publishCount: status === 'APPROVED' ? 1 : 0,
    });
  }
  return reviews;
}
