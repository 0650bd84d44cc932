import type { ReactNode } from 'react';

/** What each way of writing a review is given: the site, how to reconnect, the item to start with. */
export interface WriteReviewProps {
  siteId: string;
  onReconnect: () => void;
  /** The item to start with (a product from a live page). */
  initialItemId?: string;
}

/** One way of writing a review (for a customer, as a visitor, as a member): its box, named by its heading. */
export function ReviewFormBox({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section aria-label={heading} className="space-y-2 rounded border border-slate-200 bg-white p-3">
      <h3 className="text-sm font-semibold">{heading}</h3>
      {children}
    </section>
  );
}
