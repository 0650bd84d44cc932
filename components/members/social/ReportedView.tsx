import { useInfiniteQuery } from '@tanstack/react-query';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { formatNumber, plural, t } from '@/lib/i18n';
import { memberName } from '@/lib/messaging/members';
import type { BulkRun } from '@/lib/queries/bulk-run';
import { reportedMembersOptions, useReportedMembersAction, type ReportedAction } from '@/lib/queries/member-social';
import { BulkProgress } from '../../common/BulkProgress';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { ErrorNotice } from '../../common/ErrorNotice';
import { reportedSelection } from '../selection';
import { REPORTED_ACTION_LABEL, ReportedRow } from './ReportedRow';
import { LoadMoreButton } from '../../common/LoadMoreButton';
import { Button } from '../../common/Button';
import { SelectAllBox } from '../../common/SelectAllBox';

type Asking = { action: ReportedAction; memberIds: string[] };

const QUESTION = {
  block: 'members.reported.confirm.block',
  mute: 'members.reported.confirm.mute',
  dismiss: 'members.reported.confirm.dismiss',
} as const;

/**
 * The Reported view of the Members tab: members with reports, most recently reported first; block,
 * mute or dismiss one or several, each asked first with who or how many it touches.
 */
export function ReportedView({
  siteId,
  onOpen,
  onReconnect,
}: {
  siteId: string;
  onOpen: (memberId: string) => void;
  onReconnect: () => void;
}) {
  useSignals();
  const list = useInfiniteQuery(reportedMembersOptions(siteId));
  const act = useReportedMembersAction(siteId);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [run, setRun] = useState<BulkRun<ReportedAction> | null>(null);
  const { selectedIds, selectedCount, clearSelection } = reportedSelection;
  useEffect(() => clearSelection, [siteId, clearSelection]);

  const rows = list.data?.pages.flatMap((p) => p.rows) ?? [];
  const running = run !== null && !run.finished.value;

  const who = (ids: string[]) => {
    const one = ids.length === 1 ? rows.find((r) => r.memberId === ids[0])?.member : undefined;
    return one ? memberName(one) : plural('members.count', ids.length);
  };
  const start = (a: Asking) => {
    setAsking(null);
    clearSelection();
    setRun(act.start(a.action, a.memberIds));
  };

  return (
    <div className="space-y-2 text-xs" data-testid="reported-view">
      <h2 className="text-sm font-semibold">
        {t('members.reported.heading')}{' '}
        <span data-testid="reported-total">
          {list.data ? `${formatNumber(rows.length)}${list.hasNextPage ? '+' : ''}` : '…'}
        </span>
      </h2>
      {rows.length > 0 && (
        <div
          role="group"
          aria-label={t('members.bulk.label')}
          className="flex flex-wrap items-center gap-x-2 gap-y-1 border-b border-slate-200 pb-1"
        >
          <SelectAllBox
            selection={reportedSelection}
            ids={rows.map((r) => r.memberId)}
            label={t('members.reported.selectAll')}
          />
          <span data-testid="reported-selected" className="text-slate-600">
            {t('members.bulk.selected', { count: formatNumber(selectedCount.value) })}
          </span>
          {selectedCount.value > 0 &&
            (['block', 'mute', 'dismiss'] as const).map((action) => (
              <Button
                key={action}
                disabled={running}
                onClick={() => setAsking({ action, memberIds: [...selectedIds.value] })}
              >
                {REPORTED_ACTION_LABEL[action]()}
              </Button>
            ))}
        </div>
      )}
      {asking && (
        <ConfirmDialog
          title={t(QUESTION[asking.action], { who: who(asking.memberIds) })}
          danger={asking.action !== 'mute'}
          confirmLabel={REPORTED_ACTION_LABEL[asking.action]()}
          onCancel={() => setAsking(null)}
          onConfirm={() => start(asking)}
        />
      )}
      {run && (
        <BulkProgress
          run={run}
          items="members"
          onClose={() => setRun(null)}
          onRetry={(ids) => setRun(act.start(run.action, ids))}
        />
      )}
      {list.error && (
        <ErrorNotice error={list.error} onReconnect={onReconnect} onRetry={() => void list.refetch()} read />
      )}
      {list.isPending && <p className="text-slate-500">{t('common.loading')}</p>}
      {list.data && rows.length === 0 && <p className="text-slate-500">{t('members.reported.none')}</p>}
      {rows.length > 0 && (
        <ul aria-label={t('members.reported.listLabel')}>
          {rows.map((row) => (
            <ReportedRow
              key={row.memberId}
              siteId={siteId}
              row={row}
              busy={running}
              onOpen={onOpen}
              onAct={(action, memberIds) => setAsking({ action, memberIds })}
            />
          ))}
        </ul>
      )}
      <LoadMoreButton list={list} label={t('members.reported.more')} tone="secondary" />
    </div>
  );
}
