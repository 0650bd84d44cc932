import { useSignals } from '@preact/signals-react/runtime';
import { formatDate, t } from '@/lib/i18n';
import type { MemberSummary } from '@/lib/messaging/members';
import { memberName } from '@/lib/messaging/members';
import { useMemberAction } from '@/lib/queries/member-writes';
import { Button } from '../common/Button';
import { ErrorNotice } from '../common/ErrorNotice';
import { PickRow } from '../common/PickRow';
import { StatusChip } from '../common/StatusChip';
import { statusLabel, statusTone } from './labels';
import { selectedIds, toggleSelected } from './selection';

interface Props {
  siteId: string;
  members: MemberSummary[];
  onOpen: (memberId: string) => void;
}

/**
 * The members of one page as a list that fits the panel: name (opens the card), login email, status
 * chips, and the one action the state calls for (approve a waiting member, unblock a blocked one).
 * A wider panel (the list's container query) also shows when they joined and last logged in.
 */
export function MembersList({ siteId, members, onOpen }: Props) {
  useSignals();
  const selected = selectedIds.value;
  return (
    <div className="@container text-xs">
      <ul aria-label={t('members.listLabel')}>
        {members.map((m) => (
          <MemberRow key={m.id} siteId={siteId} member={m} checked={selected.has(m.id)} onOpen={() => onOpen(m.id)} />
        ))}
      </ul>
    </div>
  );
}

function MemberRow({
  siteId,
  member: m,
  checked,
  onOpen,
}: {
  siteId: string;
  member: MemberSummary;
  checked: boolean;
  onOpen: () => void;
}) {
  const act = useMemberAction(siteId, m.id);
  const name = memberName(m);
  const fullName = [m.firstName, m.lastName].filter(Boolean).join(' ');
  const secondary = [m.nickname && m.loginEmail ? m.loginEmail : '', fullName].filter(Boolean).join(' · ');
  const primary =
    m.status === 'PENDING'
      ? { action: 'approve' as const, label: t('members.action.approve') }
      : m.status === 'BLOCKED'
        ? { action: 'approve' as const, label: t('members.action.unblock') }
        : null;
  const joined = formatDate(m.createdDate);
  const lastLogin = formatDate(m.lastLoginDate);
  return (
    <PickRow
      testId="member-row"
      data={{ 'data-member-id': m.id }}
      pick={{ label: t('members.selectOne', { name }), checked, onChange: (on) => toggleSelected(m.id, on) }}
      name={name}
      onOpen={onOpen}
      aside={
        primary && (
          <Button
            className="shrink-0"
            disabled={act.isPending}
            aria-label={`${primary.label}: ${name}`}
            onClick={() => act.mutate(primary.action)}
          >
            {primary.label}
          </Button>
        )
      }
      below={act.error !== null && <ErrorNotice error={act.error} />}
    >
      {secondary && (
        <p className="truncate text-slate-600" dir="auto">
          {secondary}
        </p>
      )}
      <p className="flex flex-wrap gap-1">
        <StatusChip tone={statusTone(m.status)} testId="member-row-status">
          {statusLabel(m.status)}
        </StatusChip>
        {m.activityStatus === 'MUTED' && <StatusChip tone="slate">{t('members.chip.muted')}</StatusChip>}
      </p>
      {(joined || lastLogin) && (
        <p className="hidden text-slate-500 @sm:block">
          {[joined && t('members.joined', { date: joined }), lastLogin && t('members.lastLoginOn', { date: lastLogin })]
            .filter(Boolean)
            .join(' · ')}
        </p>
      )}
    </PickRow>
  );
}
