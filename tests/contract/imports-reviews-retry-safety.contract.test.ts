// More writes whose answer was lost (the connection dropped after they committed), through the
// background's own write paths against the sandbox: imports from URLs (one and several), a review
// written from the Requests tool, and a bulk moderation chunk. None may land twice, and none that
// landed may be answered as failed.
import { beforeEach, describe, expect, it } from 'vitest';
import { createSiteClient } from '../../lib/provider/client.ts';
import { addReviewForCustomer } from '../../lib/provider/review-collect.ts';
import { bulkModerate } from '../../lib/provider/reviews.ts';
import { bulkOutcome } from '../../lib/service/retry-safe/bulk-outcome.ts';
import { bulkImportSafely, importFileSafely } from '../../lib/service/retry-safe/safe-imports.ts';
import { writeReviewOnce } from '../../lib/service/retry-safe/safe-reviews.ts';
import type { MediaFileDoc } from '../../sandbox/domains/media/media-file-doc.ts';
import { faultKnobs, lost } from './fault-knobs.ts';
import { useSandbox } from './harness.ts';
import { firstProductId, storedReview } from './reviews-helpers.ts';

const { sandbox, site } = useSandbox({ reset: true });
const client = () =>
  createSiteClient(
    { kind: 'sandbox', apiKey: site.apiKey, accountId: site.accountId, sandboxUrl: sandbox.url },
    site.id,
  );
const { dropAfterCommit, healthy } = faultKnobs(sandbox, site);
beforeEach(healthy);

const files = (): MediaFileDoc[] =>
  (sandbox.db.prepare('SELECT doc FROM media_files WHERE site_id = ?').all(site.id) as { doc: string }[]).map(
    (r) => JSON.parse(r.doc) as MediaFileDoc,
  );
/** Seeded files the sandbox serves itself (an import may fetch from its own origin), with their bytes' hash. */
const sources = (n: number) =>
  files()
    .filter((f) => f.state === 'OK' && f.url && f.operationStatus === 'READY' && f.mediaType === 'IMAGE')
    .slice(0, n)
    .map((f) => ({ url: `${sandbox.url}${new URL(f.url).pathname}` }));
const importedFrom = (url: string) => files().filter((f) => f.sourceUrl === url);

describe('import from a URL, answer lost after it landed', () => {
  it('the retry answers the imported file: one file', async () => {
    const [source] = sources(1);
    const firstTry = new Date().toISOString();
    await dropAfterCommit();
    await lost(importFileSafely(client(), source!.url));
    await healthy();
    const answer = await importFileSafely(client(), source!.url, undefined, firstTry);
    expect(importedFrom(source!.url).map((f) => f.id)).toEqual([answer.id]);
  });

  it('a retry whose first try did not land imports it', async () => {
    const [source] = sources(1);
    const firstTry = new Date().toISOString();
    await sandboxFaults({ dropConnectionRate: 1 });
    await lost(importFileSafely(client(), source!.url));
    await healthy();
    await importFileSafely(client(), source!.url, undefined, firstTry);
    expect(importedFrom(source!.url)).toHaveLength(1);
  });
});

describe('import from several URLs, answer lost after it landed', () => {
  it('the retry answers every imported file and imports none twice', async () => {
    const urls = sources(2).map((f) => f.url);
    expect(urls).toHaveLength(2);
    const firstTry = new Date().toISOString();
    await dropAfterCommit();
    await lost(bulkImportSafely(client(), urls));
    await healthy();
    const answer = await bulkImportSafely(client(), urls, firstTry);
    expect(answer.map((r) => r.ok)).toEqual([true, true]);
    for (const [i, url] of urls.entries()) expect(importedFrom(url).map((f) => f.id)).toEqual([answer[i]!.file!.id]);
  });
});

describe('a review written for a customer, answer lost after it landed', () => {
  it('sending it again answers the landed review (not "already reviewed"): one review', async () => {
    const itemId = firstProductId(sandbox.db, site.id);
    const reviewer = { name: 'Lost Answer', email: 'lost-answer@example.com' };
    const content = { itemId, rating: 4, title: 'Good', body: 'Came back twice?' };
    const write = () =>
      writeReviewOnce(client(), content, reviewer.name, () => addReviewForCustomer(client(), reviewer, content));
    await dropAfterCommit();
    await lost(write());
    await healthy();
    const answer = await write();
    const mine = (
      sandbox.db
        .prepare("SELECT id FROM reviews WHERE site_id = ? AND json_extract(doc, '$.content.body') = ?")
        .all(site.id, content.body) as { id: string }[]
    ).map((r) => r.id);
    expect(mine).toEqual([answer.id]);
  });

  it('the same author with other words is still refused as a duplicate', async () => {
    const itemId = firstProductId(sandbox.db, site.id);
    const reviewer = { name: 'Twice', email: 'twice@example.com' };
    const first = { itemId, rating: 5, title: '', body: 'First words' };
    await writeReviewOnce(client(), first, reviewer.name, () => addReviewForCustomer(client(), reviewer, first));
    const second = { ...first, body: 'Other words' };
    const refusal = await lost(
      writeReviewOnce(client(), second, reviewer.name, () => addReviewForCustomer(client(), reviewer, second)),
    );
    expect(refusal.code).toBe('DUPLICATE_REVIEW');
  });
});

describe('a bulk moderation chunk, answer lost after it landed', () => {
  it('each review is reported by its state, not failed', async () => {
    const pending = (
      sandbox.db
        .prepare(
          "SELECT id FROM reviews WHERE site_id = ? AND moderation_status IN ('IN_MODERATION', 'SUBMITTED') ORDER BY id LIMIT 2",
        )
        .all(site.id) as { id: string }[]
    ).map((r) => r.id);
    expect(pending).toHaveLength(2);
    const results = await bulkOutcome(client(), 'APPROVED', pending, async () => {
      await dropAfterCommit();
      try {
        await bulkModerate(client(), pending, 'APPROVED');
      } finally {
        await healthy();
      }
    });
    for (const id of pending)
      expect(storedReview(sandbox.db, site.id, id)?.moderation.moderationStatus).toBe('APPROVED');
    expect(results).toEqual(pending.map((id) => ({ id, ok: true })));
  });
});

const sandboxFaults = (body: unknown) => faultKnobs(sandbox, site).faults(body);
