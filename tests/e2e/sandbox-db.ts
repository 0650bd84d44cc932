import { randomUUID } from 'node:crypto';
import type { SandboxHandle } from '../../sandbox/server';

/** The site's first demo product. */
export const firstProductId = (sandbox: SandboxHandle, siteId: string): string =>
  (
    sandbox.db.prepare('SELECT id FROM products WHERE site_id = ? ORDER BY position LIMIT 1').get(siteId) as {
      id: string;
    }
  ).id;

/** Reads the sandbox's database directly: what the e2e tests assert after each action. */
export function pendingReviews(
  sandbox: SandboxHandle,
  siteId: string,
): Array<{ id: string; author: string; entityId: string }> {
  return sandbox.db
    .prepare(
      `SELECT id, json_extract(doc, '$.author.authorName') AS author, entity_id AS entityId FROM reviews
       WHERE site_id = ? AND moderation_status IN ('IN_MODERATION', 'SUBMITTED') ORDER BY created_date DESC, id DESC`,
    )
    .all(siteId) as Array<{ id: string; author: string; entityId: string }>;
}

/** The name of the store product a review is about. */
export function productNameOf(sandbox: SandboxHandle, siteId: string, reviewId: string): string {
  const row = sandbox.db
    .prepare(
      `SELECT p.name AS name FROM reviews r JOIN products p ON p.site_id = r.site_id AND p.id = r.entity_id
       WHERE r.site_id = ? AND r.id = ?`,
    )
    .get(siteId, reviewId) as { name: string } | undefined;
  if (!row) throw new Error(`review ${reviewId} is not about a product of site ${siteId}`);
  return row.name;
}

export function reviewStatus(sandbox: SandboxHandle, siteId: string, reviewId: string): string | undefined {
  const row = sandbox.db
    .prepare('SELECT moderation_status AS s FROM reviews WHERE site_id = ? AND id = ?')
    .get(siteId, reviewId) as { s: string } | undefined;
  return row?.s;
}

/** The product page (path below the site's live URL) with the most pending reviews. */
export function productWithPendingReviews(
  sandbox: SandboxHandle,
  siteId: string,
): { path: string; pendingIds: string[] } {
  const row = sandbox.db
    .prepare(
      `SELECT p.slug AS slug, group_concat(r.id) AS ids, count(*) AS n FROM reviews r JOIN products p ON p.site_id = r.site_id AND p.id = r.entity_id
       WHERE r.site_id = ? AND r.moderation_status IN ('IN_MODERATION', 'SUBMITTED') GROUP BY p.slug ORDER BY n DESC LIMIT 1`,
    )
    .get(siteId) as { slug: string; ids: string } | undefined;
  if (!row) throw new Error(`site ${siteId} has no product with pending reviews`);
  return { path: `/product-page/${row.slug}`, pendingIds: row.ids.split(',') };
}

export async function providerRequests(
  sandbox: SandboxHandle,
): Promise<Array<{ method: string; path: string; status: number; siteId: string | null }>> {
  const res = await fetch(`${sandbox.url}/_sandbox/requests`);
  return (
    (await res.json()) as { requests: Array<{ method: string; path: string; status: number; siteId: string | null }> }
  ).requests;
}

/**
 * Waits until the sandbox has had no new provider call for `quietMs` (background work settled), at
 * most `limitMs`; past it, fails naming what it waited for and the last calls it saw.
 */
export async function providerCallsSettled(sandbox: SandboxHandle, quietMs = 600, limitMs = 20_000): Promise<void> {
  const until = Date.now() + limitMs;
  let calls = await providerRequests(sandbox);
  while (Date.now() < until) {
    await new Promise((r) => setTimeout(r, quietMs));
    const now = await providerRequests(sandbox);
    if (now.length === calls.length) return;
    calls = now;
  }
  const last = calls.slice(-5).map((c) => `${c.method} ${c.path}`);
  throw new Error(
    `Provider calls never went quiet for ${quietMs} ms within ${limitMs} ms; the last ones: ${last.join(', ')}`,
  );
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

/** A store product's name by id. */
export function productName(sandbox: SandboxHandle, siteId: string, productId: string): string {
  return (
    sandbox.db.prepare('SELECT name FROM products WHERE site_id = ? AND id = ?').get(siteId, productId) as {
      name: string;
    }
  ).name;
}

/**
 * Gives one product exactly `published` approved and `pending` in-moderation reviews (its other
 * reviews removed), written straight into the sandbox's db. Returns the page path and the ids.
 */
export function productWithReviews(
  sandbox: SandboxHandle,
  siteId: string,
  published: number,
  pending: number,
): { path: string; productId: string; publishedIds: string[]; pendingIds: string[] } {
  const product = sandbox.db
    .prepare('SELECT id, slug FROM products WHERE site_id = ? ORDER BY position LIMIT 1 OFFSET 1')
    .get(siteId) as { id: string; slug: string };
  const template = JSON.parse(
    (sandbox.db.prepare('SELECT doc FROM reviews WHERE site_id = ? LIMIT 1').get(siteId) as { doc: string }).doc,
  ) as Record<string, unknown>;
  sandbox.db
    .prepare("DELETE FROM reviews WHERE site_id = ? AND namespace = 'stores' AND entity_id = ?")
    .run(siteId, product.id);
  const insert = sandbox.db.prepare('INSERT INTO reviews (site_id, id, doc) VALUES (?, ?, ?)');
  const make = (i: number, status: string) => {
    const id = randomUUID();
    const date = new Date(Date.UTC(2026, 8, 1) + i * 3_600_000).toISOString();
    const doc = {
      ...template,
      id,
      entityId: product.id,
      namespace: 'stores',
      createdDate: date,
      updatedDate: date,
      reviewDate: date,
      moderation: { moderationStatus: status, manuallyChanged: false },
      content: { title: `Review ${i}`, body: `Body ${i}`, rating: 1 + (i % 5), media: [] },
      author: { contactId: randomUUID(), authorName: `Author ${i}` },
    };
    delete (doc as { reply?: unknown }).reply;
    insert.run(siteId, id, JSON.stringify(doc));
    return id;
  };
  const publishedIds = Array.from({ length: published }, (_, i) => make(i, 'APPROVED'));
  const pendingIds = Array.from({ length: pending }, (_, i) => make(published + i, 'IN_MODERATION'));
  return { path: `/product-page/${product.slug}`, productId: product.id, publishedIds, pendingIds };
}
