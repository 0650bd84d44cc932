// Pending reviews added to a site with the sandbox's own store functions (newReview, insertReview
// and the created events), as if visitors had written them: the calls and pace rows need more
// waiting reviews than the small seed's site has.
import type { Db } from '../sandbox/db/open.ts';
import { newReview } from '../sandbox/domains/reviews/build-review.ts';
import { reviewCreated } from '../sandbox/domains/reviews/events.ts';
import { insertReview } from '../sandbox/domains/reviews/store.ts';

const TITLES = ['Lovely', 'Arrived late', 'Just as pictured', 'Would buy again', 'Smaller than expected', 'Gift hit'];

/**
 * Adds `n` IN_MODERATION reviews to the site's products in turn, written by its contacts in turn,
 * dated over the last hours (the newest first in the desk); answers their ids, newest first.
 */
export function addPendingReviews(db: Db, siteId: string, n: number, now = new Date()): string[] {
  const products = (
    db.prepare('SELECT id FROM products WHERE site_id = ? ORDER BY position').all(siteId) as { id: string }[]
  ).map((p) => p.id);
  const authors = db
    .prepare(
      "SELECT id, trim(coalesce(json_extract(doc, '$.info.name.first'), '') || ' ' || coalesce(json_extract(doc, '$.info.name.last'), '')) AS name FROM contacts WHERE site_id = ? ORDER BY rowid LIMIT 200",
    )
    .all(siteId) as { id: string; name: string }[];
  if (products.length === 0 || authors.length === 0) throw new Error(`site ${siteId} has no products or contacts`);
  const ids: string[] = [];
  db.transaction(() => {
    for (let i = 0; i < n; i++) {
      const author = authors[i % authors.length]!;
      const review = newReview(
        {
          namespace: 'stores',
          entityId: products[i % products.length]!,
          content: {
            title: `${TITLES[i % TITLES.length]} (${i + 1})`,
            body: `Review ${i + 1} of the bench.`,
            rating: 1 + (i % 5),
            media: [],
          },
        },
        { contactId: author.id, authorName: author.name || `Visitor ${i + 1}` },
        new Date(now.getTime() - (n - i) * 60_000),
      );
      insertReview(db, siteId, review);
      reviewCreated(db, siteId, review);
      ids.push(review.id);
    }
  })();
  return ids.reverse();
}
