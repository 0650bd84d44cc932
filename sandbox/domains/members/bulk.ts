// Bulk member operations. By-filter calls apply the change at once inside the request's
// transaction and answer a completed job (sandbox/jobs), so the next query already sees it.
import type { Db } from '../../db/open.ts';
import { withQueryErrors } from '../../http/validate.ts';
import { recordCompletedJob } from '../../jobs/record.ts';
import { changeMemberStatus, deleteMemberRecord, requireMember } from './member-changes.ts';
import type { MemberSearch } from './search.ts';
import { findMembersByFilter, getMember } from './store.ts';
import { isActionAllowed } from './transitions.ts';

export interface BulkItemResult {
  itemMetadata: {
    id: string;
    originalIndex: number;
    success: boolean;
    error?: { code: string; description: string; data: Record<string, unknown> };
  };
}

/** Bulk Delete Members: each id succeeds or fails on its own (unknown ids → NOT_FOUND items). */
export function bulkDeleteMembers(db: Db, siteId: string, memberIds: readonly string[]) {
  return db.transaction(() => {
    const results: BulkItemResult[] = memberIds.map((id, originalIndex) => {
      if (!getMember(db, siteId, id)) {
        return {
          itemMetadata: {
            id,
            originalIndex,
            success: false,
            error: { code: 'NOT_FOUND', description: 'Member not found', data: { id } },
          },
        };
      }
      deleteMemberRecord(db, siteId, id);
      return { itemMetadata: { id, originalIndex, success: true } };
    });
    const totalSuccesses = results.filter((r) => r.itemMetadata.success).length;
    return {
      results,
      bulkActionMetadata: { totalSuccesses, totalFailures: results.length - totalSuccesses, undetailedFailures: 0 },
    };
  })();
}

/** Bulk Delete Members By Filter; the content assignee (if any) must exist and is never deleted. */
export function bulkDeleteMembersByFilter(
  db: Db,
  siteId: string,
  filter: unknown,
  search: MemberSearch | null | undefined,
  contentAssigneeId?: string | null,
): string {
  return db.transaction(() => {
    if (contentAssigneeId) requireMember(db, siteId, contentAssigneeId);
    const matching = withQueryErrors(() => findMembersByFilter(db, siteId, filter, search, 'filter')).filter(
      (m) => m.id !== contentAssigneeId,
    );
    for (const m of matching) deleteMemberRecord(db, siteId, m.id);
    return recordCompletedJob(db, siteId, 'members.bulk_delete', { totalSuccesses: matching.length, totalFailures: 0 });
  })();
}

/** Bulk Approve / Block Members (by filter): disconnected (OFFLINE) members count as failures. */
export function bulkChangeMemberStatus(db: Db, siteId: string, filter: unknown, action: 'approve' | 'block'): string {
  return db.transaction(() => {
    const matching = withQueryErrors(() => findMembersByFilter(db, siteId, filter, undefined, 'filter'));
    const allowed = matching.filter((m) => isActionAllowed(m, action));
    const now = new Date();
    for (const m of allowed) changeMemberStatus(db, siteId, m.id, action, now);
    return recordCompletedJob(db, siteId, `members.bulk_${action}`, {
      totalSuccesses: allowed.length,
      totalFailures: matching.length - allowed.length,
    });
  })();
}
