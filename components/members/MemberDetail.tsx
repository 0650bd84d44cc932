import { GUID_PATTERN } from '@/lib/messaging/plain/ids';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { t } from '@/lib/i18n';
import type { MemberAction } from '@/lib/messaging/members';
import {
  memberActionLabel,
  memberCollectionLabel,
  memberName,
  undoOf,
  useDeleteMember,
  useDeleteMemberCollection,
  useMemberAction,
  useSetMemberSlug,
  useUpdateMember,
} from '@/lib/queries/member-writes';
import { memberOptions } from '@/lib/queries/members';
import { ErrorNotice } from '../common/ErrorNotice';
import { ConfirmButton } from '../common/ConfirmButton';
import { MemberCard } from './MemberCard';
import { MemberForm } from './MemberForm';
import { SlugForm } from './SlugForm';

interface Props {
  siteId: string;
  memberId: string;
  onClose: () => void;
  onReconnect: () => void;
  /** Opens the contact card of this member's contact. */
  onOpenContact?: (contactId: string) => void;
}

/** One member's card with every admin action (always the admin's connection). */
export function MemberDetail({ siteId, memberId, onClose, onReconnect, onOpenContact }: Props) {
  const member = useQuery(memberOptions(siteId, memberId));
  const [editing, setEditing] = useState(false);
  const [assignee, setAssignee] = useState('');
  const [undo, setUndo] = useState<{ action: MemberAction; label: string } | null>(null);

  const act = useMemberAction(siteId, memberId);
  const collection = useDeleteMemberCollection(siteId, memberId);
  const update = useUpdateMember(siteId, memberId);
  const slug = useSetMemberSlug(siteId, memberId);
  const remove = useDeleteMember(siteId, memberId);

  /** Acts, then offers the action's inverse as Undo (an undo itself offers none). */
  const runAction = (action: MemberAction, isUndo = false) => {
    const before = member.data;
    act.mutate(action, {
      onSuccess: () => {
        const inverse = !isUndo && before ? undoOf(action, before) : null;
        setUndo(inverse ? { action: inverse, label: memberActionLabel[action]() } : null);
      },
    });
  };

  const busy = act.isPending || collection.isPending || remove.isPending;
  const m = member.data;
  const assigneeValid = assignee.trim() === '' || GUID_PATTERN.test(assignee.trim());

  return (
    <section aria-label={t('members.detailRegion')} className="space-y-2">
      <button type="button" className="text-xs text-indigo-700" onClick={onClose}>
        {t('members.backToList')}
      </button>
      {member.error && <ErrorNotice error={member.error} onReconnect={onReconnect} />}
      {member.isPending && <p className="text-sm text-slate-500">{t('common.loading')}</p>}
      {m && (
        <MemberCard member={m} onOpenContact={onOpenContact}>
          <p className="text-slate-500">{t('members.actsAsAdmin')}</p>
          <div className="flex flex-wrap gap-1">
            {(['approve', 'block', 'mute', 'unmute', 'disconnect'] as const).map((a) => (
              <button
                key={a}
                type="button"
                disabled={busy}
                className="rounded border border-slate-300 px-2 py-1 disabled:opacity-50"
                onClick={() => runAction(a)}
              >
                {memberActionLabel[a]()}
              </button>
            ))}
          </div>
          {undo && (
            <p className="flex items-center gap-2" data-testid="member-undo">
              {t('members.undoHint', { action: undo.label })}
              <button
                type="button"
                className="rounded bg-slate-800 px-2 py-1 text-white"
                disabled={busy}
                onClick={() => {
                  runAction(undo.action, true);
                  setUndo(null);
                }}
              >
                {t('live.undo')}
              </button>
            </p>
          )}
          {act.error && <ErrorNotice error={act.error} onReconnect={onReconnect} />}
          <div className="flex flex-wrap gap-1">
            {(['phones', 'emails', 'addresses'] as const).map((c) => (
              <ConfirmButton
                key={c}
                label={memberCollectionLabel[c]()}
                disabled={busy}
                question={t('members.confirm.collection', { count: String(m[c].length), name: memberName(m) })}
                onConfirm={() => collection.mutate(c)}
              />
            ))}
          </div>
          {collection.error && <ErrorNotice error={collection.error} onReconnect={onReconnect} />}
          {editing ? (
            <MemberForm
              member={m}
              busy={update.isPending}
              error={update.error}
              onSubmit={(input) => update.mutate(input, { onSuccess: () => setEditing(false) })}
              onCancel={() => setEditing(false)}
            />
          ) : (
            <button
              type="button"
              className="rounded border border-slate-300 px-2 py-1"
              onClick={() => setEditing(true)}
            >
              {t('members.action.edit')}
            </button>
          )}
          <SlugForm
            key={m.slug}
            current={m.slug}
            busy={slug.isPending}
            error={slug.error}
            onSubmit={(s) => slug.mutate(s)}
          />
          <ConfirmButton
            label={t('members.action.delete')}
            disabled={busy}
            confirmDisabled={!assigneeValid}
            question={t('members.confirm.deleteOne', { name: memberName(m) })}
            onConfirm={() => remove.mutate({ member: m, contentAssigneeId: assignee.trim() }, { onSuccess: onClose })}
          >
            <label className="block">
              {t('members.contentAssignee')}
              <input
                className="block w-full rounded border border-slate-300 px-1 py-0.5"
                value={assignee}
                aria-invalid={assigneeValid ? undefined : true}
                onChange={(e) => setAssignee(e.target.value)}
              />
            </label>
            {!assigneeValid && <span className="text-red-700">{t('members.contentAssigneeInvalid')}</span>}
          </ConfirmButton>
          {remove.error && <ErrorNotice error={remove.error} onReconnect={onReconnect} />}
        </MemberCard>
      )}
    </section>
  );
}
