import type { BulkFilterAction, MemberFilter } from '@/lib/messaging/members';
import { sendAdmin } from '@/lib/messaging/send';

/** The members a by-filter action will change: approve skips the approved, block the blocked (OFFLINE is never touched). */
export function affectedFilter(action: BulkFilterAction, filter: MemberFilter | null): MemberFilter | null {
  if (action === 'delete') return filter;
  const statuses = action === 'approve' ? ['PENDING', 'BLOCKED'] : ['PENDING', 'APPROVED'];
  const eligible: MemberFilter = { status: { $in: statuses } };
  return filter ? { $and: [filter, eligible] } : eligible;
}

export async function countAffected(
  siteId: string,
  action: BulkFilterAction,
  filter: MemberFilter | null,
): Promise<number | null> {
  return (await sendAdmin('members.count', { siteId, filter: affectedFilter(action, filter) })).count;
}

const POLL_MS = 500;
const MAX_IDLE_POLLS = 6;

/**
 * Runs a by-filter job and follows it. docs/product.md §7.1 has no job-status call, so the job is polled through
 * what it changes: the members still to be changed, counted until none are left (or the count stops
 * moving, e.g. members the provider refused).
 */
export async function runBulkJob(
  siteId: string,
  action: BulkFilterAction,
  filter: MemberFilter,
  total: number,
  onProgress: (done: number) => void,
  contentAssigneeId?: string,
): Promise<{ remaining: number }> {
  const target = affectedFilter(action, filter) ?? filter;
  await sendAdmin('members.bulkByFilter', {
    siteId,
    action,
    filter,
    ...(contentAssigneeId ? { contentAssigneeId } : {}),
  });
  let last = total;
  let idle = 0;
  for (;;) {
    const remaining = (await sendAdmin('members.count', { siteId, filter: target })).count ?? 0;
    onProgress(Math.max(0, total - remaining));
    if (remaining === 0) return { remaining };
    idle = remaining === last ? idle + 1 : 0;
    last = remaining;
    if (idle >= MAX_IDLE_POLLS) return { remaining };
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}
