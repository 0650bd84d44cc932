import { formatNumber, plural, t } from '../i18n';
import type { BulkDeleteResult, BulkFilterAction, MemberFilter } from '../messaging/members';
import { sendAdmin } from './send';
import { countMembers, memberKeys } from './members';
import { useWrite } from './write';

// Writes on many members: the selected ones (in chunks) or every member of a filter (a job the
// provider runs). A run settles with its outcome even when it is interrupted, since what changed
// before the interruption stays changed: the toast is only for a run that finished, but every
// members read is refreshed either way.

/** Why a run stopped early (shown with its request id), or null when it finished. */
export type Interruption = { error: unknown } | null;

/** The members a by-filter action will change: approve skips the approved, block the blocked (OFFLINE is never touched). */
export function affectedFilter(action: BulkFilterAction, filter: MemberFilter | null): MemberFilter | null {
  if (action === 'delete') return filter;
  const statuses = action === 'approve' ? ['PENDING', 'BLOCKED'] : ['PENDING', 'APPROVED'];
  const eligible: MemberFilter = { status: { $in: statuses } };
  return filter ? { $and: [filter, eligible] } : eligible;
}

/** How many members a by-filter action would change, asked before anything is sent. */
export const countAffected = (siteId: string, action: BulkFilterAction, filter: MemberFilter | null) =>
  countMembers(siteId, affectedFilter(action, filter));

const CHUNK = 100;

export interface DeleteSelectedOutcome {
  /** Members deleted before the run ended. */
  deleted: number;
  /** Each member the provider refused, with its reason. */
  failed: BulkDeleteResult['failed'];
  interrupted: Interruption;
}

/** Deletes the members given, 100 per call, reporting how many were handled so far. */
export function useDeleteSelectedMembers(siteId: string) {
  return useWrite({
    send: async ({
      ids,
      onProgress,
    }: {
      ids: string[];
      onProgress: (done: number) => void;
    }): Promise<DeleteSelectedOutcome> => {
      const failed: BulkDeleteResult['failed'] = [];
      let handled = 0;
      let interrupted: Interruption = null;
      try {
        for (let i = 0; i < ids.length; i += CHUNK) {
          const res = await sendAdmin('members.bulkDelete', { siteId, memberIds: ids.slice(i, i + CHUNK) });
          failed.push(...res.failed);
          handled = Math.min(ids.length, i + CHUNK);
          onProgress(handled);
        }
      } catch (error) {
        interrupted = { error };
      }
      return { deleted: handled - failed.length, failed, interrupted };
    },
    says: (o) =>
      o.interrupted ? null : t('members.bulk.deletedSelected', { count: plural('members.count', o.deleted) }),
    refreshes: () => [memberKeys.all],
  });
}

export interface FilterJob {
  action: BulkFilterAction;
  filter: MemberFilter | null;
  /** How many members the job changes, as counted before it was confirmed. */
  total: number;
  onProgress: (done: number) => void;
  /** A delete hands the members' content to this member. */
  contentAssigneeId?: string;
}

export interface FilterJobOutcome {
  total: number;
  /** Members the job left unchanged (e.g. ones the provider refused). */
  remaining: number;
  interrupted: Interruption;
}

/** Deletes, approves or blocks every member of a filter, and follows the job until it is done. */
export function useMembersByFilter(siteId: string) {
  return useWrite({
    send: async (job: FilterJob): Promise<FilterJobOutcome> => {
      try {
        const { remaining } = await runBulkJob(siteId, job);
        return { total: job.total, remaining, interrupted: null };
      } catch (error) {
        return { total: job.total, remaining: job.total, interrupted: { error } };
      }
    },
    says: (o) =>
      o.interrupted
        ? null
        : t('members.bulk.jobDone', {
            count: plural('members.count', o.total - o.remaining),
            left: formatNumber(o.remaining),
          }),
    refreshes: () => [memberKeys.all],
  });
}

const POLL_MS = 500;
const MAX_IDLE_POLLS = 6;

/**
 * Runs a by-filter job and follows it. The provider has no job-status call, so the job is polled
 * through what it changes: the members still to be changed, counted until none are left (or the
 * count stops moving, e.g. members the provider refused).
 */
async function runBulkJob(siteId: string, job: FilterJob): Promise<{ remaining: number }> {
  // No filter is every member: `{}` to the job, but counted as what the confirmation counted (a
  // condition list may not hold an empty filter).
  const filter = job.filter ?? {};
  const target = affectedFilter(job.action, job.filter);
  await sendAdmin('members.bulkByFilter', {
    siteId,
    action: job.action,
    filter,
    ...(job.contentAssigneeId ? { contentAssigneeId: job.contentAssigneeId } : {}),
  });
  let last = job.total;
  let idle = 0;
  for (;;) {
    const remaining = (await countMembers(siteId, target)) ?? 0;
    job.onProgress(Math.max(0, job.total - remaining));
    if (remaining === 0) return { remaining };
    idle = remaining === last ? idle + 1 : 0;
    last = remaining;
    if (idle >= MAX_IDLE_POLLS) return { remaining };
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}
