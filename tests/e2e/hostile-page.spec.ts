import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';
import { onProductPageConnected } from './pages/product-page-session';
import { approvedReviewOn, providerCallsSettled, providerRequests, reviewStatus } from './sandbox-db';

// The attacker here is script on a page of the admin's own, enabled site (a third-party widget, a
// hostile review embed): it runs in the page's world, as `page.evaluate` does.

test("the page's own script can't reach, read or drive the in-page controls", async ({
  context,
  extensionId,
  sandbox,
}) => {
  const { site, product, live, controls } = await onProductPageConnected(context, extensionId, sandbox);
  const reviewId = approvedReviewOn(sandbox, site.id, product.path);
  await expect.poll(() => controls.state(reviewId)).toBe('Approved');

  const seen = await live.evaluate((id) => {
    const host = document.querySelector<HTMLElement>(`[data-sitekeeper="moderate"][data-review-id="${id}"]`)!;
    host.focus();
    return {
      shadowRoot: host.shadowRoot === null ? 'none' : 'open',
      html: host.outerHTML,
      buttons: host.querySelectorAll('button').length,
      focused: document.activeElement === host,
    };
  }, reviewId);
  expect(seen).toEqual({
    shadowRoot: 'none',
    html: expect.not.stringMatching(/APPROVED|PENDING|IN_MODERATION|SUBMITTED|status/i) as unknown as string,
    buttons: 0,
    focused: false,
  });
  // The strip of pending reviews is out of reach the same way.
  const strip = await live.evaluate(() => {
    const host = document.querySelector<HTMLElement>('[data-sitekeeper="strip"]');
    return (
      host && {
        shadowRoot: host.shadowRoot === null ? 'none' : 'open',
        text: host.textContent,
        children: host.children.length,
      }
    );
  });
  expect(strip).toEqual({ shadowRoot: 'none', text: '', children: 0 });

  // The page makes the controls (nearly) invisible, to have the admin click them unknowingly over
  // a decoy: the controls' own styles can't undo an ancestor's opacity, the visibility guard can.
  await live.evaluate((id) => {
    const host = document.querySelector<HTMLElement>(`[data-sitekeeper="moderate"][data-review-id="${id}"]`)!;
    host.parentElement!.style.setProperty('opacity', '0.01', 'important');
  }, reviewId);
  await controls.click(reviewId, 'Reject');
  await expect.poll(() => controls.alertText(reviewId)).toContain('hidden or covered');
  expect(reviewStatus(sandbox, site.id, reviewId)).toBe('APPROVED');
});

test("a page adding review elements in bursts can't spend the admin's API quota", async ({
  context,
  extensionId,
  sandbox,
}) => {
  const { live } = await onProductPageConnected(context, extensionId, sandbox);
  await providerCallsSettled(sandbox);
  const before = (await providerRequests(sandbox)).length;

  const bursts = 40;
  const ids = Array.from({ length: bursts * 5 }, () => randomUUID());
  const started = Date.now();
  await live.evaluate(
    async ({ ids, bursts }) => {
      const list = document.body;
      for (let b = 0; b < bursts; b++) {
        for (const id of ids.slice(b * 5, b * 5 + 5)) {
          const li = document.createElement('li');
          li.dataset.hook = 'review-item';
          li.dataset.reviewId = id;
          list.append(li);
        }
        await new Promise((r) => setTimeout(r, 300)); // past the content script's debounce each time
      }
    },
    { ids, bursts },
  );
  await providerCallsSettled(sandbox);
  const seconds = (Date.now() - started) / 1000;
  const reviewCalls = (await providerRequests(sandbox)).slice(before).filter((r) => r.path.startsWith('/reviews/'));
  // A burst of 10, then 20 a minute (the badge may add a count call).
  expect(reviewCalls.length).toBeLessThanOrEqual(10 + Math.ceil((seconds * 20) / 60) + 1);
  expect(reviewCalls.length).toBeLessThan(bursts);
});

test('taking a published review down is undoable from the control itself for a few seconds', async ({
  context,
  extensionId,
  sandbox,
}) => {
  const { site, product, controls } = await onProductPageConnected(context, extensionId, sandbox);
  const published = approvedReviewOn(sandbox, site.id, product.path);
  await expect.poll(() => controls.state(published)).toBe('Approved');
  await controls.click(published, 'Reject');
  await expect.poll(() => controls.state(published)).toBe('Rejected');
  expect(reviewStatus(sandbox, site.id, published)).toBe('REJECTED');
  expect(await controls.buttonNames(published)).toContain('Undo');
  await controls.click(published, 'Undo');
  await expect.poll(() => controls.state(published)).toBe('Approved');
  expect(reviewStatus(sandbox, site.id, published)).toBe('APPROVED');
  expect(await controls.buttonNames(published)).not.toContain('Undo');
});
