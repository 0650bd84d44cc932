import type { ComponentProps } from 'react';
import type { DeskPage } from '@/lib/messaging/reviews';
import { ReviewCard } from './ReviewCard';
import { useDeskNames } from './useDeskNames';

type CardProps = Omit<ComponentProps<typeof ReviewCard>, 'item' | 'unread'>;

/** A desk card with the names of its item and author's kind, from its page or, when the page could not read them, asked on its own. */
export function DeskCard({ siteId, page, ...card }: CardProps & { siteId: string; page: DeskPage | undefined }) {
  const { item, authorType, pending } = useDeskNames(siteId, card.review, page);
  const review = authorType ? { ...card.review, authorType } : card.review;
  return <ReviewCard {...card} siteId={siteId} review={review} item={item} unread={pending} />;
}
