import { useRef, useState } from 'react';
import { t } from '@/lib/i18n';
import type { ReviewSummary } from '@/lib/messaging/reviews';
import { insertAtCursor, isPickerKey } from '@/lib/ui/reply-editing';
import { Button } from '../common/Button';
import { TextAreaField } from '../common/Field';
import { useCaretAfterEdit } from '../common/useCaretAfterEdit';
import { setHashParams } from '../common/useHashParam';
import { SavedReplyPicker } from '../saved-replies/SavedReplyPicker';
import { useSiteAccount } from '../saved-replies/useSiteAccount';

/**
 * Writes or edits the site's public reply to a review, with the account's saved replies beside it
 * (`/` in an empty editor or Alt+S opens them): one picked fills the editor, for the review, to be edited.
 */
export function ReplyEditor({
  initial,
  busy,
  onSave,
  onCancel,
  review,
  itemName,
  siteId,
}: {
  initial: string;
  busy: boolean;
  onSave: (message: string) => void;
  onCancel: () => void;
  /** The review replied to, and where: what saved replies are chosen and filled in by (absent: none offered). */
  review?: Pick<ReviewSummary, 'authorName' | 'rating' | 'title'>;
  itemName?: string | null;
  siteId?: string;
}) {
  const [text, setText] = useState(initial);
  const [picking, setPicking] = useState(false);
  const area = useRef<HTMLTextAreaElement>(null);
  const placeCaret = useCaretAfterEdit(area, text);
  const account = useSiteAccount(siteId ?? '');
  const offered = review && account;
  const closePicker = (open: boolean) => {
    setPicking(open);
    if (!open) area.current?.focus();
  };
  return (
    <form
      className="mt-2 space-y-1"
      onSubmit={(e) => {
        e.preventDefault();
        if (text.trim()) onSave(text.trim());
      }}
    >
      <TextAreaField
        ref={area}
        label={t('desk.replyLabel')}
        hint={offered ? t('savedReplies.picker.hint') : undefined}
        controlClassName="text-sm"
        autoFocus
        value={text}
        maxLength={4000}
        rows={3}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (offered && isPickerKey(e, text)) {
            e.preventDefault();
            setPicking(true);
            return;
          }
          if (e.key === 'Escape') onCancel();
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey) && text.trim()) onSave(text.trim());
        }}
      />
      {offered && (
        <SavedReplyPicker
          accountId={account.accountId}
          review={review}
          itemName={itemName ?? null}
          siteName={account.siteName || null}
          open={picking}
          setOpen={closePicker}
          onManage={() => setHashParams({ 'reviews.scope': 'replies' })}
          onPick={(picked) => {
            const next = insertAtCursor(area.current, text, picked);
            placeCaret(next.caret);
            setText(next.text);
          }}
        />
      )}
      <div className="flex gap-2">
        <Button tone="primary" className="text-xs" type="submit" disabled={busy || !text.trim()}>
          {t('desk.sendReply')}
        </Button>
        <Button className="text-xs" onClick={onCancel}>
          {t('app.cancel')}
        </Button>
      </div>
    </form>
  );
}
