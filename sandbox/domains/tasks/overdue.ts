// "Triggered when a task reaches its due date" (Task Overdue): an ACTION_NEEDED task whose due date
// has come on the site's clock gets its task_overdue event, once per due date (a new due date may
// come again; completing and reopening does not repeat it). Run lazily before every task call and
// when the sandbox clock is moved, like the review requests' clock (review-requests/advance.ts).
import type { Db } from '../../db/open.ts';
import { siteNow } from '../../clock/site-clock.ts';
import { withContactSummary } from './contact-summary.ts';
import { taskOverdue } from './events.ts';
import { markOverdueNotified, newlyOverdueTasks } from './store.ts';

/** Records the events of the tasks that became overdue; returns how many. */
export function advanceTasks(db: Db, siteId: string, now: Date = siteNow(db, siteId)): number {
  return db.transaction(() => {
    const due = newlyOverdueTasks(db, siteId, now);
    for (const task of due) {
      markOverdueNotified(db, siteId, task.id);
      taskOverdue(db, siteId, withContactSummary(db, siteId, task));
    }
    return due.length;
  })();
}
