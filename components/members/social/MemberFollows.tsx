import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatNumber, t } from '@/lib/i18n';
import type { FollowSide } from '@/lib/messaging/member-social';
import { followCountsOptions, followsOptions } from '@/lib/queries/member-social';
import { ChoiceButtons } from '../../common/ChoiceButtons';
import { ErrorNotice } from '../../common/ErrorNotice';
import { LoadMoreButton } from '../../common/LoadMoreButton';

/** "12" or, where counting stopped, "1,000+". */
const shown = (n: number, cap: number) => (n >= cap ? `${formatNumber(cap)}+` : formatNumber(n));

/**
 * A member's followers and the members it follows: both counts, and one list at a time (paged,
 * opened on demand), each member's name opening their card.
 */
export function MemberFollows({
  siteId,
  memberId,
  onOpenMember,
}: {
  siteId: string;
  memberId: string;
  onOpenMember: (memberId: string) => void;
}) {
  const counts = useQuery(followCountsOptions(siteId, memberId));
  const [side, setSide] = useState<FollowSide | null>(null);
  const c = counts.data;
  return (
    <section aria-label={t('members.follows.label')} className="space-y-1 text-xs" data-testid="member-follows">
      {counts.error && <ErrorNotice error={counts.error} onRetry={() => void counts.refetch()} read />}
      {!c && !counts.error && <p className="text-slate-500">{t('common.loading')}</p>}
      {c && (
        <ChoiceButtons<FollowSide | 'none'>
          small
          label={t('members.follows.label')}
          value={side ?? 'none'}
          onChange={(v) => setSide(v === side || v === 'none' ? null : v)}
          options={[
            {
              value: 'followers',
              label: t('members.follows.followers', { count: shown(c.followers, c.cap) }),
              testId: 'followers-count',
            },
            {
              value: 'following',
              label: t('members.follows.following', { count: shown(c.following, c.cap) }),
              testId: 'following-count',
            },
          ]}
        />
      )}
      {side && <FollowList siteId={siteId} memberId={memberId} side={side} onOpenMember={onOpenMember} />}
    </section>
  );
}

function FollowList({
  siteId,
  memberId,
  side,
  onOpenMember,
}: {
  siteId: string;
  memberId: string;
  side: FollowSide;
  onOpenMember: (memberId: string) => void;
}) {
  const list = useInfiniteQuery(followsOptions(siteId, memberId, side));
  const members = list.data?.pages.flatMap((p) => p.members) ?? [];
  if (list.error) return <ErrorNotice error={list.error} onRetry={() => void list.refetch()} read />;
  if (!list.data) return <p className="text-slate-500">{t('common.loading')}</p>;
  return (
    <div className="space-y-1">
      {members.length === 0 ? (
        <p className="text-slate-500">
          {side === 'followers' ? t('members.follows.noFollowers') : t('members.follows.noFollowing')}
        </p>
      ) : (
        <ul
          aria-label={side === 'followers' ? t('members.follows.followersList') : t('members.follows.followingList')}
          data-testid="follow-list"
          className="flex flex-wrap gap-x-3 gap-y-1"
        >
          {members.map((m) => (
            <li key={m.id}>
              <button
                type="button"
                className="text-left break-words text-indigo-700 hover:underline"
                dir="auto"
                onClick={() => onOpenMember(m.id)}
              >
                {m.name}
              </button>
            </li>
          ))}
        </ul>
      )}
      <LoadMoreButton list={list} label={t('members.reported.more')} tone="secondary" size="sm" />
    </div>
  );
}
