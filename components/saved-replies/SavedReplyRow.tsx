import { t } from '@/lib/i18n';
import type { SavedReply } from '@/lib/messaging/saved-replies';
import { useDeleteSavedReply } from '@/lib/queries/saved-replies';
import { retryOf } from '@/lib/queries/write';
import { Button } from '../common/Button';
import { ConfirmButton } from '../common/ConfirmButton';
import { ErrorNotice } from '../common/ErrorNotice';
import { StatusChip } from '../common/StatusChip';
import { bandWords } from './rating-bands';

interface Props {
  accountId: string;
  reply: SavedReply;
  /** Absent while an editor is open. */
  onEdit?: () => void;
  onDuplicate?: () => void;
}

/** One saved reply: its name, the ratings it suits, where it is offered, its text; Edit, Duplicate, Delete (asked first). */
export function SavedReplyRow({ accountId, reply, onEdit, onDuplicate }: Props) {
  const remove = useDeleteSavedReply(accountId);
  return (
    <li className="space-y-1 rounded border border-slate-200 p-2 text-sm" data-testid="saved-reply-row">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <p className="min-w-0 flex-1 font-medium break-words" dir="auto">
          {reply.name}
        </p>
        <StatusChip tone="slate">{bandWords(reply.ratings)}</StatusChip>
        {reply.everySite && <StatusChip tone="green">{t('savedReplies.everySiteMark')}</StatusChip>}
      </div>
      <p className="line-clamp-3 text-xs break-words whitespace-pre-line text-slate-700" dir="auto">
        {reply.text}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        {onEdit && (
          <Button size="sm" onClick={onEdit} aria-label={t('savedReplies.editOne', { name: reply.name })}>
            {t('savedReplies.edit')}
          </Button>
        )}
        {onDuplicate && (
          <Button size="sm" onClick={onDuplicate} aria-label={t('savedReplies.duplicateOne', { name: reply.name })}>
            {t('savedReplies.duplicate')}
          </Button>
        )}
        <ConfirmButton
          label={t('savedReplies.delete')}
          question={t('savedReplies.deleteQuestion', { name: reply.name })}
          confirmLabel={t('savedReplies.deleteConfirm')}
          disabled={remove.isPending}
          onConfirm={() => remove.mutate(reply)}
        />
      </div>
      {remove.error && <ErrorNotice error={remove.error} onRetry={retryOf(remove)} />}
    </li>
  );
}
