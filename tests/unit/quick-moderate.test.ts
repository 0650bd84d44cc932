import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
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
    else sendResponse({ ok: true, data: { id: 'r1', status: 'APPROVED' } });
    return true;
  });
  return asked;
}

const item = (id: string, text = 'Nice') => `<li data-hook="review-item" data-review-id="${id}"><p>${text}</p></li>`;
const buttonsOf = (id: string) => document.querySelector(`[data-sitekeeper="moderate"][data-review-id="${id}"]`);

afterEach(() => {
  removeQuickModerate(document);
  document.body.innerHTML = '';
});

describe('quick-moderate buttons on a live page', () => {
  it('puts the state and Approve / Reject next to each review the provider knows', async () => {
    const asked = fakeBackground({ r1: 'IN_MODERATION', r2: 'APPROVED' });
    document.body.innerHTML = `<ul>${item('r1')}${item('r2')}${item('unknown')}</ul>`;
    await showQuickModerate(document);
    expect(asked.map((m) => m.type)).toEqual(['page.reviewStates']);
    expect(buttonsOf('r1')?.shadowRoot?.querySelector('[role="status"]')?.textContent).toBe('Pending');
    expect(buttonsOf('r2')?.shadowRoot?.querySelector('[role="status"]')?.textContent).toBe('Approved');
    expect(buttonsOf('unknown')).toBeNull();
    await showQuickModerate(document);
    expect(document.querySelectorAll('[data-sitekeeper="moderate"]')).toHaveLength(2); // updated, not duplicated
  });

  it('ignores clicks that no person made (a page script cannot moderate for the admin)', async () => {
    const asked = fakeBackground({ r1: 'IN_MODERATION' });
    document.body.innerHTML = `<ul>${item('r1')}</ul>`;
    await showQuickModerate(document);
    buttonsOf('r1')!.shadowRoot!.querySelector<HTMLButtonElement>('button[data-status="APPROVED"]')!.click();
    await new Promise((r) => setTimeout(r, 20));
    expect(asked.map((m) => m.type)).toEqual(['page.reviewStates']);
  });

  it('notices reviews that appear later (widgets render late, sites navigate without reloading), once each', async () => {
    const asked = fakeBackground({ r1: 'SUBMITTED', r2: 'IN_MODERATION' });
    document.body.innerHTML = `<ul id="list">${item('r1')}</ul>`;
    await showQuickModerate(document);
    const stop = watchForNewReviews(document.body, () => hasUncheckedReviews(document), () => void showQuickModerate(document), 10);
    document.getElementById('list')!.insertAdjacentHTML('beforeend', item('r2'));
    await waitFor(() => expect(buttonsOf('r2')).not.toBeNull());
    document.body.insertAdjacentHTML('beforeend', '<p>unrelated change</p>');
    await new Promise((r) => setTimeout(r, 50));
    stop();
    expect(asked.filter((m) => m.type === 'page.reviewStates')).toHaveLength(2);
  });
});
