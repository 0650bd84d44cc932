import type { ComponentProps } from 'react';
import type { DeskPage } from '@/lib/messaging/reviews';
import { ReviewCard } from './ReviewCard';
import { useDeskItem } from './useDeskItem';

type CardProps = Omit<ComponentProps<typeof ReviewCard>, 'item' | 'unread'>;

/** A desk card with the name of its item, from its page or, when the page could not read it, asked on its own. */
export function DeskCard({ siteId, page, ...card }: CardProps & { siteId: string; page: DeskPage | undefined }) {
  const { item, pending } = useDeskItem(siteId, card.review, page);
  return <ReviewCard {...card} item={item} unread={{ item: pending }} />;
}
