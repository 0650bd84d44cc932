import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatNumber, t } from '@/lib/i18n';
import { SYNC_TOTAL_BYTES, type SavedReply } from '@/lib/messaging/saved-replies';
import { savedRepliesOptions } from '@/lib/queries/saved-replies';
import { Button } from '../common/Button';
import { ErrorNotice } from '../common/ErrorNotice';
import { EMPTY_DRAFT, SavedReplyEditor, type ReplyDraftStart } from './SavedReplyEditor';
import { SavedReplyRow } from './SavedReplyRow';

/**
 * An account's saved replies (and those for every site): each with Edit, Duplicate and Delete, a new
 * one made in the editor; how much of the browser's sync storage they take. The panel's Reviews tool
 * and the options page show it alike.
 */
export function SavedRepliesManager({ accountId, accountName }: { accountId: string; accountName: string }) {
  const replies = useQuery(savedRepliesOptions(accountId));
  const [editing, setEditing] = useState<ReplyDraftStart | null>(null);
  const list = replies.data?.replies ?? [];
  // A duplicate is a new saved reply, opened in the editor with the copy's name: nothing is saved until Save.
  const duplicate = ({ id: _copied, ...reply }: SavedReply) =>
    setEditing({ id: null, reply: { ...reply, name: t('savedReplies.copyName', { name: reply.name }) } });

  return (
    <div className="space-y-2" data-testid="saved-replies-manager">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 flex-1 text-xs text-slate-600">{t('savedReplies.intro')}</p>
        {replies.data && !editing && (
          <Button tone="primary" size="sm" onClick={() => setEditing(EMPTY_DRAFT)}>
            {t('savedReplies.new')}
          </Button>
        )}
      </div>
      {replies.error && <ErrorNotice error={replies.error} read onRetry={() => void replies.refetch()} />}
      {editing && (
        <SavedReplyEditor
          key={editing.id ?? 'new'}
          accountId={accountId}
          accountName={accountName}
          start={editing}
          saved={replies.data ?? { replies: [], syncBytes: 0 }}
          onDone={() => setEditing(null)}
        />
      )}
      {replies.data && list.length === 0 && <p className="text-sm">{t('savedReplies.none')}</p>}
      {list.length > 0 && (
        <ul className="space-y-2" aria-label={t('savedReplies.heading')}>
          {list.map((reply) => (
            <SavedReplyRow
              key={reply.id}
              accountId={accountId}
              reply={reply}
              onEdit={editing ? undefined : () => setEditing({ id: reply.id, reply })}
              onDuplicate={editing ? undefined : () => duplicate(reply)}
            />
          ))}
        </ul>
      )}
      {replies.data && (
        <p className="text-xs text-slate-600" data-testid="saved-replies-usage">
          {t('savedReplies.usage', {
            used: formatNumber(replies.data.syncBytes / 1024, { maximumFractionDigits: 1 }),
            max: formatNumber(SYNC_TOTAL_BYTES / 1024),
          })}
        </p>
      )}
    </div>
  );
}
