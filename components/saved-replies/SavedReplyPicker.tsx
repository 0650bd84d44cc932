import { lazy, Suspense, useId } from 'react';
import { t } from '@/lib/i18n';
import type { ReviewSummary } from '@/lib/messaging/reviews';
import { Button } from '../common/Button';

// The list is loaded when first opened: the desk's cards need only the button.
const SavedReplyList = lazy(() => import('./SavedReplyList').then((m) => ({ default: m.SavedReplyList })));

export interface PickerProps {
  accountId: string;
  /** The review replied to: its rating orders the list, its author, title and item fill the reply in. */
  review: Pick<ReviewSummary, 'authorName' | 'rating' | 'title'>;
  itemName: string | null;
  siteName: string | null;
  /** The reply picked, its placeholders filled in for the review. */
  onPick: (text: string) => void;
  /** Opens the saved replies' manager. */
  onManage: () => void;
}

/**
 * "Saved replies" beside a reply editor: a list of the account's saved replies (and every site's), those
 * that suit the review's rating first. Arrows move, Enter or a click picks, Escape closes; nothing is
 * sent: the editor takes the text to be edited.
 */
export function SavedReplyPicker({
  open,
  setOpen,
  ...list
}: PickerProps & { open: boolean; setOpen: (open: boolean) => void }) {
  const listId = useId();
  return (
    <div className="text-xs">
      <Button
        size="sm"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen(!open)}
        data-testid="saved-replies-button"
      >
        {t('savedReplies.picker.open')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SavedReplyList {...list} listId={listId} close={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
