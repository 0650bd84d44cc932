import { useState } from 'react';
import { formatDate, formatNumber, t } from '@/lib/i18n';
import type { ReportedMemberRow } from '@/lib/messaging/member-social';
import { memberName } from '@/lib/messaging/members';
import { useIsSelected } from '../../common/selection';
import { Button } from '../../common/Button';
import { PickRow } from '../../common/PickRow';
import { StatusChip } from '../../common/StatusChip';
import { statusLabel, statusTone } from '../labels';
import { reportedSelection } from '../selection';
import type { ReportedAction } from '@/lib/queries/member-social';
import { ReportsList } from './ReportsList';

/** The actions that fit a reported member's state: block one who can log in, mute one not muted, always dismiss. */
export function reportedActions(row: ReportedMemberRow): ReportedAction[] {
  const m = row.member;
  if (!m) return ['dismiss'];
  return [
    ...(m.status === 'PENDING' || m.status === 'APPROVED' ? (['block'] as const) : []),
    ...(m.activityStatus !== 'MUTED' && m.status !== 'OFFLINE' ? (['mute'] as const) : []),
    'dismiss',
  ];
}

export const REPORTED_ACTION_LABEL: Record<ReportedAction, () => string> = {
  block: () => t('members.action.block'),
  mute: () => t('members.action.mute'),
  dismiss: () => t('members.reported.dismiss'),
};

/**
 * One reported member: who, how often and when last, the state as chips, the actions that fit, and the
 * reports themselves behind a disclosure (read only when opened).
 */
export function ReportedRow({
  siteId,
  row,
  busy,
  onOpen,
  onAct,
}: {
  siteId: string;
  row: ReportedMemberRow;
  busy: boolean;
  onOpen: (memberId: string) => void;
  onAct: (action: ReportedAction, memberIds: string[]) => void;
}) {
  const [open, setOpen] = useState(false);
  const checked = useIsSelected(reportedSelection, row.memberId);
  const m = row.member;
  const name = m ? memberName(m) : t('members.reported.formerMember');
  const last = formatDate(row.lastReportDate);
  return (
    <PickRow
      testId="reported-row"
      data={{ 'data-member-id': row.memberId }}
      pick={{
        label: t('members.selectOne', { name }),
        checked,
        onChange: (on) => reportedSelection.toggleSelected(row.memberId, on),
      }}
      name={name}
      onOpen={m ? () => onOpen(m.id) : undefined}
      below={
        <>
          <div className="flex flex-wrap items-center gap-1 pl-5">
            <Button tone="link" className="rounded px-1" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
              {open ? t('members.reported.hideReports') : t('members.reported.showReports')}
            </Button>
            {reportedActions(row).map((action) => (
              <Button
                key={action}
                size="sm"
                disabled={busy}
                aria-label={`${REPORTED_ACTION_LABEL[action]()}: ${name}`}
                onClick={() => onAct(action, [row.memberId])}
              >
                {REPORTED_ACTION_LABEL[action]()}
              </Button>
            ))}
          </div>
          {open && (
            <div className="pl-5">
              <ReportsList siteId={siteId} memberId={row.memberId} />
            </div>
          )}
        </>
      }
    >
      <p className="flex flex-wrap gap-1">
        <StatusChip tone="red" testId="reported-count">
          {t('members.live.reported', { count: formatNumber(row.reportCount) })}
        </StatusChip>
        {m && m.status !== 'APPROVED' && (
          <StatusChip tone={statusTone(m.status)} testId="reported-status">
            {statusLabel(m.status)}
          </StatusChip>
        )}
        {m?.activityStatus === 'MUTED' && <StatusChip tone="slate">{t('members.chip.muted')}</StatusChip>}
      </p>
      {last && <p className="text-slate-500">{t('members.reported.last', { date: last })}</p>}
    </PickRow>
  );
}
