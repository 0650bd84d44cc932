// Moves a site's due review requests along (SCHEDULED → SENT or FAILED) at the site's clock. Run
// lazily before every review request call and when the sandbox clock is advanced, so no timer is
// needed and a test sees the same result whatever the wall clock did in between.
import type { Db } from '../../db/open.ts';
import { siteNow } from '../../clock/site-clock.ts';
import { reviewRequestUpdated } from './events.ts';
import { applyOutcome, sendOutcome } from './state-clock.ts';
import { dueReviewRequests, recipientEmail, saveReviewRequest } from './store.ts';

/** Returns how many requests moved. */
export function advanceReviewRequests(db: Db, siteId: string, now: Date = siteNow(db, siteId)): number {
  return db.transaction(() => {
    const due = dueReviewRequests(db, siteId, now);
    for (const doc of due) {
      const next = applyOutcome(doc, sendOutcome(recipientEmail(db, siteId, doc.recipient.contactId)), now);
      saveReviewRequest(db, siteId, next);
      reviewRequestUpdated(db, siteId, next);
    }
    return due.length;
  })();
}
