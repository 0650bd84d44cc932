import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, useState } from 'react';
import { t } from '@/lib/i18n';
import { reviewAction, type ReviewAction, type ReviewActionId } from '@/lib/ui/review-actions';
import { itemKey, type DeskPage, type ReviewSummary } from '@/lib/messaging/reviews';
import type { Selection } from '../common/selection';
import { ReviewCard } from './ReviewCard';
import { useDeskKeys } from './useDeskKeys';

interface Props {
  siteId: string;
  /** The page shown: its reviews, the items they review, the names not read. */
  page: DeskPage | undefined;
  selection: Selection;
  busyId: string | null;
  /** The keys work (not while a question or a bulk run is open). */
  keys: boolean;
  /** A review action chosen on a card or by its key. */
  onChoose: (action: ReviewAction, review: ReviewSummary) => void;
  onReply: (review: ReviewSummary, message: string, done: () => void) => void;
  onFilterItem: (review: ReviewSummary) => void;
  /** The review whose reply editor is open, and its setter. */
  replying: string | null;
  setReplying: (id: string | null) => void;
  onHelp: () => void;
}

/**
 * The desk's cards as a virtualized list, and the keyboard's cursor over them: J/K move it, X ticks
 * the card under it, a review action's key acts on that card.
 */
export function DeskCards({
  siteId,
  page,
  selection,
  busyId,
  keys,
  onChoose,
  onReply,
  onFilterItem,
  replying,
  setReplying,
  onHelp,
}: Props) {
  const reviews = page?.reviews ?? [];
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: reviews.length,
    // Sizes kept by review, not by place: a card moved up into the place of a decided one keeps its
    // node (no new measurement), and must not take over that one's height (cards overlapped).
    getItemKey: (i) => reviews[i]?.id ?? i,
    getScrollElement: () => listRef.current,
    estimateSize: () => 190,
    overscan: 4,
    initialRect: { width: 400, height: 800 },
  });

  const current = reviews[Math.min(active, reviews.length - 1)];
  // A decided card leaves the list under the keyboard's cursor: the card that takes its place gets the
  // focus it had (else focus fell to the page and the next key had no card to show it on).
  const currentId = current?.id;
  const shownNow = page?.reviews;
  const cursorWas = useRef<string | undefined>(undefined);
  useEffect(() => {
    const was = cursorWas.current;
    cursorWas.current = currentId;
    const left = was !== undefined && was !== currentId && !(shownNow ?? []).some((r) => r.id === was);
    if (!left || !currentId || document.activeElement !== document.body) return;
    listRef.current?.querySelector<HTMLElement>(`[data-review-id="${currentId}"]`)?.focus({ preventScroll: true });
  }, [currentId, shownNow]);

  const focusCard = (index: number) => {
    const next = Math.max(0, Math.min(reviews.length - 1, index));
    setActive(next);
    virtualizer.scrollToIndex(next, { align: 'auto' });
    requestAnimationFrame(() =>
      listRef.current?.querySelector<HTMLElement>(`[data-review-id="${reviews[next]?.id}"]`)?.focus(),
    );
  };

  useDeskKeys(keys, {
    next: () => focusCard(active + 1),
    prev: () => focusCard(active - 1),
    act: (id: ReviewActionId) => current && onChoose(reviewAction(id), current),
    select: () => current && selection.toggleSelected(current.id),
    help: onHelp,
  });

  return (
    <div
      ref={listRef}
      className="h-[60vh] overflow-auto"
      role="list"
      aria-label={t('desk.listLabel')}
      data-testid="review-list"
    >
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((v) => {
          const r = reviews[v.index]!;
          const key = itemKey(r.namespace, r.entityId);
          return (
            <div
              key={r.id}
              role="listitem"
              data-index={v.index}
              ref={virtualizer.measureElement}
              className="pb-2"
              style={{ position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${v.start}px)` }}
            >
              <ReviewCard
                siteId={siteId}
                review={r}
                item={page?.items[key]}
                unread={{ item: page?.unread?.includes(key) === true }}
                busy={busyId === r.id}
                selection={selection}
                active={v.index === active}
                onFocus={() => setActive(v.index)}
                replying={replying === r.id}
                setReplying={(on) => setReplying(on ? r.id : null)}
                actions={{
                  onAction: (action) => onChoose(action, r),
                  onReply: (message) => onReply(r, message, () => setReplying(null)),
                  onFilterItem: () => onFilterItem(r),
                }}
              />
            </div>
          );
        })}
      </div>
    </div>
  );
}
