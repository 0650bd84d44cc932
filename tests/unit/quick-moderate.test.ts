import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { controlsRoot } from '@/lib/live/moderate-buttons';
import { hasUncheckedReviews, removeQuickModerate, showQuickModerate } from '@/lib/live/quick-moderate';
import { watchForNewReviews } from '@/lib/live/watch-reviews';
import type { Envelope } from '@/lib/messaging/define-api';

/** A stand-in background: answers the page API like the real one, and records what was asked. */
function fakeBackground(states: Record<string, string>) {
  const asked: Envelope[] = [];
  fakeBrowser.runtime.onMessage.addListener((raw: unknown, _sender: Browser.runtime.MessageSender, sendResponse: (r: unknown) => void) => {
    const message = raw as Envelope;
    asked.push(message);
    if (message.type === 'page.reviewStates') sendResponse({ ok: true, data: { states } });
    else sendResponse({ ok: true, data: { id: R1, status: (message.payload as { status: string }).status } });
    return true;
  });
  return asked;
}

const item = (id: string, text = 'Nice') => `<li data-hook="review-item" data-review-id="${id}"><p>${text}</p></li>`;
const buttonsOf = (id: string) => document.querySelector(`[data-sitekeeper="moderate"][data-review-id="${id}"]`);
const rootOf = (id: string) => controlsRoot(buttonsOf(id)!)!;
// Review ids are GUIDs: elements with other ids are never asked about.
const R1 = '11111111-1111-4111-8111-111111111111';
const R2 = '22222222-2222-4222-8222-222222222222';

afterEach(() => {
  removeQuickModerate(document);
  document.body.innerHTML = '';
});

describe('quick-moderate buttons on a live page', () => {
  it('puts the state and Approve / Reject next to each review the provider knows', async () => {
    const unknown = '33333333-3333-4333-8333-333333333333';
    const asked = fakeBackground({ [R1]: 'IN_MODERATION', [R2]: 'APPROVED' });
    document.body.innerHTML = `<ul>${item(R1)}${item(R2)}${item(unknown)}${item('not-a-guid')}</ul>`;
    await showQuickModerate(document);
    expect(asked.map((m) => m.type)).toEqual(['page.reviewStates']);
    expect(asked[0]!.payload).toEqual({ reviewIds: [R1, R2, unknown] });
    expect(rootOf(R1).querySelector('[role="status"]')?.textContent).toBe('Pending');
    expect(rootOf(R2).querySelector('[role="status"]')?.textContent).toBe('Approved');
    expect(buttonsOf(unknown)).toBeNull();
    await showQuickModerate(document);
    expect(document.querySelectorAll('[data-sitekeeper="moderate"]')).toHaveLength(2); // updated, not duplicated
  });

  it('ignores clicks that no person made (a page script cannot moderate for the admin)', async () => {
    const asked = fakeBackground({ [R1]: 'IN_MODERATION' });
    document.body.innerHTML = `<ul>${item(R1)}</ul>`;
    await showQuickModerate(document);
    rootOf(R1).querySelector<HTMLButtonElement>('button.approve')!.click();
    await new Promise((r) => setTimeout(r, 20));
    expect(asked.map((m) => m.type)).toEqual(['page.reviewStates']);
  });

  it('keeps the controls out of the page\'s reach: closed shadow root, no moderation state in the page\'s DOM (security finding 2)', async () => {
    fakeBackground({ [R1]: 'APPROVED' });
    document.body.innerHTML = `<ul>${item(R1)}</ul>`;
    await showQuickModerate(document);
    const host = buttonsOf(R1)!;
    expect(host.shadowRoot).toBeNull(); // what page script sees
    expect(host.outerHTML).not.toMatch(/APPROVED|status/i);
    expect(host.querySelector('button')).toBeNull();
  });

  it('notices reviews that appear later (widgets render late, sites navigate without reloading), once each', async () => {
    const asked = fakeBackground({ [R1]: 'SUBMITTED', [R2]: 'IN_MODERATION' });
    document.body.innerHTML = `<ul id="list">${item(R1)}</ul>`;
    await showQuickModerate(document);
    const stop = watchForNewReviews(document.body, () => hasUncheckedReviews(document), () => void showQuickModerate(document), 10);
    document.getElementById('list')!.insertAdjacentHTML('beforeend', item(R2));
    await waitFor(() => expect(buttonsOf(R2)).not.toBeNull());
    document.body.insertAdjacentHTML('beforeend', '<p>unrelated change</p>');
    await new Promise((r) => setTimeout(r, 50));
    stop();
    expect(asked.filter((m) => m.type === 'page.reviewStates')).toHaveLength(2);
  });
});
