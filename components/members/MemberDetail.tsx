import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatNumber, t } from '@/lib/i18n';
import type { MemberAction } from '@/lib/messaging/members';
import {
  memberCollectionLabel,
  undoOf,
  useDeleteMember,
  useDeleteMemberCollection,
  useMemberAction,
  useSetMemberSlug,
  useUpdateMember,
} from '@/lib/queries/member-writes';
import { memberOptions } from '@/lib/queries/members';
import { ErrorNotice } from '../common/ErrorNotice';
import { MoreMenu, type MoreMenuItem } from '../common/MoreMenu';
import { MemberCard } from './MemberCard';
import { MemberForm } from './MemberForm';
import { MemberQuestion, type MemberAsking } from './MemberQuestion';
import { memberActions, type ShownAction } from './member-actions';
import { SlugForm } from './SlugForm';
import { MemberFollows } from './social/MemberFollows';
import { MemberReports } from './social/MemberReports';
import { retryOf } from '@/lib/queries/write';
import { Button } from '../common/Button';

interface Props {
  siteId: string;
  memberId: string;
  onClose: () => void;
  onReconnect: () => void;
  /** Opens the contact card of this member's contact. */
  onOpenContact?: (contactId: string) => void;
  /** Opens another member's card (a follower, a followed member). */
  onOpenMember?: (memberId: string) => void;
}

/** One member's card with the admin actions that fit their state (always the admin's connection). */
export function MemberDetail({ siteId, memberId, onClose, onReconnect, onOpenContact, onOpenMember }: Props) {
  const member = useQuery(memberOptions(siteId, memberId));
  const [editing, setEditing] = useState(false);
  const [asking, setAsking] = useState<MemberAsking | null>(null);
  const [undo, setUndo] = useState<{ action: MemberAction; label: string } | null>(null);

  const act = useMemberAction(siteId, memberId);
  const collection = useDeleteMemberCollection(siteId, memberId);
  const update = useUpdateMember(siteId, memberId);
  const slug = useSetMemberSlug(siteId, memberId);
  const remove = useDeleteMember(siteId, memberId);

  /** Acts, then offers the action's inverse as Undo (an undo itself offers none). */
  const runAction = (shown: ShownAction, isUndo = false) => {
    const before = member.data;
    act.mutate(shown.action, {
      onSuccess: () => {
        const inverse = !isUndo && before ? undoOf(shown.action, before) : null;
        setUndo(inverse ? { action: inverse, label: shown.label } : null);
      },
    });
  };

  const busy = act.isPending || collection.isPending || remove.isPending;
  const m = member.data;

  const more = (): MoreMenuItem[] => {
    if (!m) return [];
    const { disconnect } = memberActions(m);
    return [
      ...(disconnect
        ? [{ label: t('members.action.disconnect'), danger: true, onSelect: () => setAsking({ kind: 'disconnect' }) }]
        : []),
      ...(['phones', 'emails', 'addresses'] as const)
        .filter((c) => m[c].length > 0)
        .map((c) => ({
          label: `${memberCollectionLabel[c]()} (${formatNumber(m[c].length)})`,
          danger: true,
          onSelect: () => setAsking({ kind: 'collection', collection: c }),
        })),
      { label: t('members.action.delete'), danger: true, onSelect: () => setAsking({ kind: 'delete' }) },
    ].map((item) => ({ ...item, disabled: busy }));
  };

  return (
    <section aria-label={t('members.detailRegion')} className="space-y-2">
      <Button tone="text" className="text-xs" onClick={onClose}>
        {t('members.backToList')}
      </Button>
      {member.error && (
        <ErrorNotice error={member.error} onReconnect={onReconnect} onRetry={() => void member.refetch()} read />
      )}
      {member.isPending && <p className="text-sm text-slate-500">{t('common.loading')}</p>}
      {m && (
        <MemberCard
          member={m}
          onOpenContact={onOpenContact}
          actions={
            <div className="space-y-1" role="group" aria-label={t('members.card.actions')}>
              <div className="flex flex-wrap items-center gap-1">
                {memberActions(m).buttons.map((a, i) => (
                  <Button
                    key={a.action}
                    tone={i === 0 && a.primary ? 'primary' : 'secondary'}
                    disabled={busy}
                    onClick={() => runAction(a)}
                  >
                    {a.label}
                  </Button>
                ))}
                {!editing && <Button onClick={() => setEditing(true)}>{t('members.action.edit')}</Button>}
                <MoreMenu label={t('members.more')} items={more()} />
              </div>
              <p className="text-slate-500">{t('members.actsAsAdmin')}</p>
              {undo && (
                <p className="flex flex-wrap items-center gap-2" data-testid="member-undo">
                  {t('members.undoHint', { action: undo.label })}
                  <Button
                    tone="dark"
                    disabled={busy}
                    onClick={() => {
                      runAction({ action: undo.action, label: '' }, true);
                      setUndo(null);
                    }}
                  >
                    {t('live.undo')}
                  </Button>
                </p>
              )}
              {act.error && <ErrorNotice error={act.error} onReconnect={onReconnect} onRetry={retryOf(act)} />}
              {collection.error && <ErrorNotice error={collection.error} onReconnect={onReconnect} />}
              {remove.error && <ErrorNotice error={remove.error} onReconnect={onReconnect} />}
              {editing && (
                <MemberForm
                  member={m}
                  busy={update.isPending}
                  error={update.error}
                  onSubmit={(input) => update.mutate(input, { onSuccess: () => setEditing(false) })}
                  onCancel={() => setEditing(false)}
                />
              )}
            </div>
          }
        >
          <SlugForm
            key={m.slug}
            current={m.slug}
            busy={slug.isPending}
            error={slug.error}
            onSubmit={(s) => slug.mutate(s)}
          />
        </MemberCard>
      )}
      {m && <MemberReports siteId={siteId} memberId={memberId} />}
      {m && onOpenMember && <MemberFollows siteId={siteId} memberId={memberId} onOpenMember={onOpenMember} />}
      {m && asking && (
        <MemberQuestion
          asking={asking}
          member={m}
          onCancel={() => setAsking(null)}
          onConfirm={(contentAssigneeId) => {
            setAsking(null);
            if (asking.kind === 'disconnect')
              runAction({ action: 'disconnect', label: t('members.action.disconnect') });
            else if (asking.kind === 'collection') collection.mutate(asking.collection);
            else remove.mutate({ member: m, contentAssigneeId }, { onSuccess: onClose });
          }}
        />
      )}
    </section>
  );
}
