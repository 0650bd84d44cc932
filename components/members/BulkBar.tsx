import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { formatNumber, plural, t } from '@/lib/i18n';
import type { BulkDeleteResult, BulkFilterAction, MemberFilter } from '@/lib/messaging/members';
import { countAffected, useDeleteSelectedMembers, useMembersByFilter } from '@/lib/queries/member-bulk';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { ErrorNotice } from '../common/ErrorNotice';
import { MoreMenu } from '../common/MoreMenu';
import { TechnicalDetails } from '../common/TechnicalDetails';
import { assigneeValid, ContentAssigneeField } from './ContentAssigneeField';
import { bulkProgress, clearSelection, memberSelection, selectedCount, selectedIds } from './selection';
import { Button } from '../common/Button';
import { SelectAllBox } from '../common/SelectAllBox';

interface Props {
  siteId: string;
  filter: MemberFilter | null;
  onReconnect: () => void;
  /** The members of the page shown: "select every member on this page", and names for the failures. */
  page?: ReadonlyArray<{ id: string; name: string }>;
}

type Asking = { action: BulkFilterAction; count: number | null } | null;

const MATCHING_LABEL: Record<BulkFilterAction, () => string> = {
  approve: () => t('members.bulk.approveMatching'),
  block: () => t('members.bulk.blockMatching'),
  delete: () => t('members.bulk.deleteMatching'),
};

/**
 * The list's header: select the page, what is selected and what to do with it; under More, the actions
 * on every member matching the filter. Each asks first with the exact count.
 */
export function BulkBar({ siteId, filter, onReconnect, page = [] }: Props) {
  useSignals();
  const [asking, setAsking] = useState<Asking>(null);
  const [confirmSelected, setConfirmSelected] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [assignee, setAssignee] = useState('');
  const [failures, setFailures] = useState<BulkDeleteResult['failed']>([]);
  const running = bulkProgress.value !== null;
  const deleteMembers = useDeleteSelectedMembers(siteId);
  const byFilter = useMembersByFilter(siteId);
  const nameOf = (id: string) => page.find((m) => m.id === id)?.name ?? t('members.bulk.notOnPage');

  const deleteSelected = async () => {
    setConfirmSelected(false);
    setError(null);
    const ids = [...selectedIds.value];
    bulkProgress.value = { done: 0, total: ids.length };
    try {
      const outcome = await deleteMembers.mutateAsync({
        ids,
        onProgress: (done) => (bulkProgress.value = { done, total: ids.length }),
      });
      setFailures(outcome.failed);
      if (outcome.interrupted) setError(outcome.interrupted.error);
    } catch (e) {
      setError(e);
    } finally {
      bulkProgress.value = null;
      clearSelection();
    }
  };

  const ask = async (action: BulkFilterAction) => {
    setError(null);
    try {
      setAsking({ action, count: await countAffected(siteId, action, filter) });
    } catch (e) {
      setError(e);
    }
  };

  const run = async (action: BulkFilterAction, total: number) => {
    setAsking(null);
    setFailures([]);
    bulkProgress.value = { done: 0, total };
    try {
      const outcome = await byFilter.mutateAsync({
        action,
        filter,
        total,
        onProgress: (done) => (bulkProgress.value = { done, total }),
        ...(action === 'delete' && assignee.trim() ? { contentAssigneeId: assignee.trim() } : {}),
      });
      if (outcome.interrupted) setError(outcome.interrupted.error);
    } catch (e) {
      setError(e);
    } finally {
      bulkProgress.value = null;
      // The next run asks afresh: a receiver typed for one delete is not carried into another.
      setAssignee('');
    }
  };

  const question = (a: NonNullable<Asking>) => {
    const count = a.count === null ? t('members.bulk.uncounted') : plural('members.count', a.count);
    return a.action === 'delete'
      ? t('members.bulk.confirmDelete', { count })
      : a.action === 'approve'
        ? t('members.bulk.confirmApprove', { count })
        : t('members.bulk.confirmBlock', { count });
  };

  const progress = bulkProgress.value;
  return (
    <div className="space-y-1 text-xs" aria-label={t('members.bulk.label')} role="group">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 border-b border-slate-200 pb-1">
        {page.length > 0 && (
          <SelectAllBox selection={memberSelection} ids={page.map((m) => m.id)} label={t('members.selectPage')} />
        )}
        <span data-testid="selected-count" className="text-slate-600">
          {t('members.bulk.selected', { count: formatNumber(selectedCount.value) })}
        </span>
        {selectedCount.value > 0 && (
          <>
            <Button tone="caution" disabled={running} onClick={() => setConfirmSelected(true)}>
              {t('members.bulk.deleteSelected')}
            </Button>
            <Button tone="link" className="px-1" onClick={clearSelection}>
              {t('members.bulk.clear')}
            </Button>
          </>
        )}
        <span className="ml-auto">
          <MoreMenu
            label={t('members.more')}
            items={(['approve', 'block', 'delete'] as const).map((a) => ({
              label: MATCHING_LABEL[a](),
              danger: a === 'delete',
              disabled: running,
              onSelect: () => void ask(a),
            }))}
          />
        </span>
      </div>
      {confirmSelected && (
        <ConfirmDialog
          title={t('members.bulk.confirmDelete', { count: plural('members.count', selectedCount.value) })}
          onCancel={() => setConfirmSelected(false)}
          onConfirm={() => void deleteSelected()}
        />
      )}
      {asking && (
        <ConfirmDialog
          title={question(asking)}
          danger={asking.action !== 'approve'}
          onCancel={() => setAsking(null)}
          confirmDisabled={asking.count === null || !assigneeValid(assignee)}
          {...(asking.count === 0
            ? {}
            : { onConfirm: () => asking.count !== null && void run(asking.action, asking.count) })}
        >
          {asking.action === 'delete' && asking.count !== 0 && (
            <ContentAssigneeField value={assignee} onChange={setAssignee} />
          )}
        </ConfirmDialog>
      )}
      {progress && (
        <label className="block">
          {t('members.bulk.progress', { done: formatNumber(progress.done), total: formatNumber(progress.total) })}
          <progress className="block w-full" max={Math.max(progress.total, 1)} value={progress.done} />
        </label>
      )}
      {error !== null && <ErrorNotice error={error} onReconnect={onReconnect} />}
      {failures.length > 0 && (
        <div role="alert" className="space-y-1 rounded border border-amber-300 bg-amber-50 p-2">
          <p>{t('members.bulk.failures', { count: plural('members.count', failures.length) })}</p>
          <ul data-testid="bulk-failures">
            {failures.map((f) => (
              <li key={f.id} dir="auto">
                {nameOf(f.id)}
                {f.description && `: ${f.description}`}
              </li>
            ))}
          </ul>
          <TechnicalDetails
            rows={failures.flatMap((f, i) => [
              { label: `${t('members.field.id')} ${i + 1}`, value: f.id },
              { label: `${t('members.bulk.reason')} ${i + 1}`, value: f.code },
            ])}
          />
        </div>
      )}
    </div>
  );
}
