import { useState } from 'react';
import { t } from '@/lib/i18n';
import { Button } from '../common/Button';
import { TextAreaField } from '../common/Field';

/** Writes or edits the site's public reply to a review. */
export function ReplyEditor({
  initial,
  busy,
  onSave,
  onCancel,
}: {
  initial: string;
  busy: boolean;
  onSave: (message: string) => void;
  onCancel: () => void;
}) {
  const [text, setText] = useState(initial);
  return (
    <form
      className="mt-2 space-y-1"
      onSubmit={(e) => {
        e.preventDefault();
        if (text.trim()) onSave(text.trim());
      }}
    >
      <TextAreaField
        label={t('desk.replyLabel')}
        controlClassName="text-sm"
        autoFocus
        value={text}
        maxLength={4000}
        rows={3}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') onCancel();
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey) && text.trim()) onSave(text.trim());
        }}
      />
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
