import { GUID_PATTERN } from '@/lib/messaging/plain/ids';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { t } from '@/lib/i18n';
import type { MemberAction, MemberCollection, MemberInput, MemberSummary } from '@/lib/messaging/members';
import { sendAdmin } from '@/lib/messaging/send';
import { memberKeys, memberOptions } from '@/lib/queries/members';
import { ErrorNotice } from '../common/ErrorNotice';
import { useToast } from '../common/Toast';
import { ConfirmButton } from './Confirm';
import { MemberCard } from './MemberCard';
import { MemberForm } from './MemberForm';
import { SlugForm } from './SlugForm';

/** The call that takes an action back, where the provider has one (approve ↔ block, mute ↔ unmute). */
function inverseOf(action: MemberAction, before: MemberSummary): MemberAction | null {
  if (action === 'mute') return before.activityStatus === 'MUTED' ? null : 'unmute';
  if (action === 'unmute') return before.activityStatus === 'ACTIVE' ? null : 'mute';
  if (action === 'approve') return before.status === 'BLOCKED' ? 'block' : null;
  if (action === 'block') return before.status === 'APPROVED' ? 'approve' : null;
  return null;
}

const actionLabel: Record<MemberAction, () => string> = {
  approve: () => t('members.action.approve'),
  block: () => t('members.action.block'),
  mute: () => t('members.action.mute'),
  unmute: () => t('members.action.unmute'),
  disconnect: () => t('members.action.disconnect'),
};

const collectionLabel: Record<MemberCollection, () => string> = {
  phones: () => t('members.action.deletePhones'),
  emails: () => t('members.action.deleteEmails'),
  addresses: () => t('members.action.deleteAddresses'),
};

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
  const queryClient = useQueryClient();
  const toast = useToast();
  const member = useQuery(memberOptions(siteId, memberId));
  const [editing, setEditing] = useState(false);
  const [assignee, setAssignee] = useState('');
  const [undo, setUndo] = useState<{ action: MemberAction; label: string } | null>(null);

  const changed = (m: MemberSummary) => {
    queryClient.setQueryData(memberKeys.one(siteId, memberId), m);
    return queryClient.invalidateQueries({ queryKey: ['members', 'query'] });
  };
  const name = (m: MemberSummary) => m.nickname || m.loginEmail || m.id;

  const act = useMutation({
    mutationFn: (v: { action: MemberAction; isUndo?: boolean }) =>
      sendAdmin('members.act', { siteId, memberId, action: v.action }),
    onSuccess: (m, v) => {
      const before = member.data;
      const inverse = !v.isUndo && before ? inverseOf(v.action, before) : null;
      setUndo(inverse ? { action: inverse, label: actionLabel[v.action]() } : null);
      toast(t('members.done', { action: actionLabel[v.action](), name: name(m) }));
      return changed(m);
    },
  });
  const collection = useMutation({
    mutationFn: (which: MemberCollection) =>
      sendAdmin('members.deleteCollection', { siteId, memberId, collection: which }),
    onSuccess: (m, which) => {
      toast(t('members.done', { action: collectionLabel[which](), name: name(m) }));
      return changed(m);
    },
  });
  const update = useMutation({
    mutationFn: (input: MemberInput) => sendAdmin('members.update', { siteId, memberId, member: input }),
    onSuccess: (m) => {
      setEditing(false);
      toast(t('members.saved', { name: name(m) }));
      return changed(m);
    },
  });
  const slug = useMutation({
    mutationFn: (s: string) => sendAdmin('members.setSlug', { siteId, memberId, slug: s }),
    onSuccess: (m) => {
      toast(t('members.slug.changed', { slug: m.slug }));
      return changed(m);
    },
  });
  const remove = useMutation({
    mutationFn: () =>
      sendAdmin('members.delete', {
        siteId,
        memberId,
        ...(assignee.trim() ? { contentAssigneeId: assignee.trim() } : {}),
      }),
    onSuccess: async () => {
      toast(t('members.deleted', { name: member.data ? name(member.data) : memberId }));
      queryClient.removeQueries({ queryKey: memberKeys.one(siteId, memberId) });
      await queryClient.invalidateQueries({ queryKey: ['members', 'query'] });
      onClose();
    },
  });

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
                onClick={() => act.mutate({ action: a })}
              >
                {actionLabel[a]()}
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
                  act.mutate({ action: undo.action, isUndo: true });
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
                label={collectionLabel[c]()}
                disabled={busy}
                question={t('members.confirm.collection', { count: String(m[c].length), name: name(m) })}
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
              onSubmit={(input) => update.mutate(input)}
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
            disabled={busy || !assigneeValid}
            question={t('members.confirm.deleteOne', { name: name(m) })}
            onConfirm={() => remove.mutate()}
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
