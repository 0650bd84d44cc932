import type { SandboxHandle } from '../../sandbox/server';

/** Reads the sandbox's database directly: what the e2e tests assert after each action. */
export function pendingReviews(sandbox: SandboxHandle, siteId: string): Array<{ id: string; author: string; entityId: string }> {
  return sandbox.db
    .prepare(
      `SELECT id, json_extract(doc, '$.author.authorName') AS author, entity_id AS entityId FROM reviews
       WHERE site_id = ? AND moderation_status IN ('IN_MODERATION', 'SUBMITTED') ORDER BY created_date DESC, id DESC`,
    )
    .all(siteId) as Array<{ id: string; author: string; entityId: string }>;
}

export function reviewStatus(sandbox: SandboxHandle, siteId: string, reviewId: string): string | undefined {
  const row = sandbox.db.prepare('SELECT moderation_status AS s FROM reviews WHERE site_id = ? AND id = ?').get(siteId, reviewId) as { s: string } | undefined;
  return row?.s;
}

/** The product page (path below the site's live URL) with the most pending reviews. */
export function productWithPendingReviews(sandbox: SandboxHandle, siteId: string): { path: string; pendingIds: string[] } {
  const row = sandbox.db
    .prepare(
      `SELECT p.slug AS slug, group_concat(r.id) AS ids, count(*) AS n FROM reviews r JOIN products p ON p.site_id = r.site_id AND p.id = r.entity_id
       WHERE r.site_id = ? AND r.moderation_status IN ('IN_MODERATION', 'SUBMITTED') GROUP BY p.slug ORDER BY n DESC LIMIT 1`,
    )
    .get(siteId) as { slug: string; ids: string } | undefined;
  if (!row) throw new Error(`site ${siteId} has no product with pending reviews`);
  return { path: `/product-page/${row.slug}`, pendingIds: row.ids.split(',') };
}

export async function providerRequests(sandbox: SandboxHandle): Promise<Array<{ method: string; path: string; status: number; siteId: string | null }>> {
  const res = await fetch(`${sandbox.url}/_sandbox/requests`);
  return ((await res.json()) as { requests: Array<{ method: string; path: string; status: number; siteId: string | null }> }).requests;
}

/** Waits until the sandbox has had no new provider call for `quietMs` (background work settled). */
export async function providerCallsSettled(sandbox: SandboxHandle, quietMs = 600): Promise<void> {
  let count = (await providerRequests(sandbox)).length;
  for (;;) {
    await new Promise((r) => setTimeout(r, quietMs));
    const now = (await providerRequests(sandbox)).length;
    if (now === count) return;
    count = now;
  }
}

/** A published (approved) review of a product, by the product's page path (`/product-page/<slug>`). */
export function approvedReviewOn(sandbox: SandboxHandle, siteId: string, path: string): string {
  const slug = path.split('/').pop()!;
  const row = sandbox.db
    .prepare(
      `SELECT r.id AS id FROM reviews r JOIN products p ON p.site_id = r.site_id AND p.id = r.entity_id
       WHERE r.site_id = ? AND p.slug = ? AND r.moderation_status = 'APPROVED' ORDER BY r.created_date DESC LIMIT 1`,
    )
    .get(siteId, slug) as { id: string } | undefined;
  if (!row) throw new Error(`no approved review on ${path}`);
  return row.id;
}
