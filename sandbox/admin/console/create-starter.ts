// The ids the console's create forms start with (collections.ts Starter): the site's first product, and
// a contact who has not reviewed it, so a new review (one per author and item) or review request can
// be created as the form stands. Empty strings on a site without them: the provider then says what is
// missing.
import type { Db } from '../../db/open.ts';
import type { Starter } from './collections.ts';

export function starterIds(db: Db, siteId: string): Starter {
  const product = db.prepare('SELECT id FROM products WHERE site_id = ? ORDER BY position LIMIT 1').get(siteId) as
    { id: string } | undefined;
  const contact = db
    .prepare(
      `SELECT c.id FROM contacts c WHERE c.site_id = ?
         AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.site_id = c.site_id AND r.author_contact_id = c.id AND r.entity_id = ?)
       ORDER BY c.id LIMIT 1`,
    )
    .get(siteId, product?.id ?? '') as { id: string } | undefined;
  return { productId: product?.id ?? '', contactId: contact?.id ?? '' };
}
