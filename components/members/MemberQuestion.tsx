import { useState } from 'react';
import { plural, t } from '@/lib/i18n';
import { memberName, type MemberCollection, type MemberSummary } from '@/lib/messaging/members';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { assigneeValid, ContentAssigneeField } from './ContentAssigneeField';

/** What the member card's More menu asks before doing. */
export type MemberAsking =
  { kind: 'disconnect' } | { kind: 'delete' } | { kind: 'collection'; collection: MemberCollection };

const COLLECTION_QUESTION = {
  phones: 'members.confirm.phones',
  emails: 'members.confirm.emails',
  addresses: 'members.confirm.addresses',
} as const;

/**
 * The More menu's question about one member, naming them (and the count a collection holds); a delete
 * also asks who receives their content. `onConfirm` with that receiver (empty: none).
 */
export function MemberQuestion({
  asking,
  member: m,
  onCancel,
  onConfirm,
}: {
  asking: MemberAsking;
  member: MemberSummary;
  onCancel: () => void;
  onConfirm: (assignee: string) => void;
}) {
  const [assignee, setAssignee] = useState('');
  const name = memberName(m);
  const title =
    asking.kind === 'disconnect'
      ? t('members.confirm.disconnect', { name })
      : asking.kind === 'collection'
        ? plural(COLLECTION_QUESTION[asking.collection], m[asking.collection].length, { name })
        : t('members.confirm.deleteOne', { name });
  return (
    <ConfirmDialog
      title={title}
      confirmDisabled={asking.kind === 'delete' && !assigneeValid(assignee)}
      onCancel={onCancel}
      onConfirm={() => onConfirm(assignee.trim())}
    >
      {asking.kind === 'delete' && <ContentAssigneeField value={assignee} onChange={setAssignee} />}
    </ConfirmDialog>
  );
}
