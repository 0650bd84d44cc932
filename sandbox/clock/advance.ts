// Moving a site's clock forward, and running what became due at the new time: review requests are
// sent or fail, tasks past their due date get their overdue events. One place, so every way of moving
// the clock (the JSON route, the console's form) runs the same.
import type { Db } from '../db/open.ts';
import { advanceReviewRequests } from '../domains/review-requests/advance.ts';
import { advanceTasks } from '../domains/tasks/overdue.ts';
import { advanceSiteClock } from './site-clock.ts';

export function advanceClockAndRunDue(
  db: Db,
  siteId: string,
  ms: number,
): { offsetMs: number; reviewRequestsMoved: number; tasksOverdue: number } {
  const offsetMs = advanceSiteClock(db, siteId, ms);
  return { offsetMs, reviewRequestsMoved: advanceReviewRequests(db, siteId), tasksOverdue: advanceTasks(db, siteId) };
}
