// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { keepPaint, opensAs, PAINT_THROTTLE_MS } from '@/lib/paint/keep-paint';
import { dropPanelCache } from '@/lib/service/connection/panel-cache';
import { panelCacheDroppedAtItem, panelPaintItem } from '@/lib/storage';

const TAB = { id: 7, url: 'https://bloom.example/', active: true };

/** A panel root with the tools' tabs (Reviews first) and a list. */
function panelRoot(): HTMLElement {
  const root = document.createElement('div');
  const tabs = document.createElement('div');
  tabs.setAttribute('role', 'tablist');
  for (const id of ['reviews', 'members']) {
    const tab = document.createElement('button');
    tab.setAttribute('role', 'tab');
    tab.id = `tab-${id}`;
    tabs.append(tab);
  }
  const list = document.createElement('ul');
  root.append(tabs, list);
  document.body.append(root);
  return root;
}
const addRow = (root: HTMLElement, text: string) => {
  const li = document.createElement('li');
  li.textContent = text;
  root.querySelector('ul')!.append(li);
};
/** Lets the scheduled capture run (its second, the idle wait) and the storage calls settle. */
const settle = async () => {
  await vi.advanceTimersByTimeAsync(3 * PAINT_THROTTLE_MS);
  await vi.advanceTimersByTimeAsync(0);
};

describe('keeping the panel’s screen for its next opening', () => {
  let stop: () => void = () => undefined;
  beforeEach(async () => {
    fakeBrowser.reset();
    vi.useFakeTimers({ now: 1_000_000 });
    vi.stubGlobal('requestIdleCallback', (run: () => void) => setTimeout(run, 1));
    vi.spyOn(fakeBrowser.tabs, 'query').mockResolvedValue([TAB] as never);
    window.location.hash = '';
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.body.replaceChildren();
  });

  it('keeps the screen a second after it changes, with the web tab it was about', async () => {
    const root = panelRoot();
    stop = keepPaint(root);
    addRow(root, 'Lovely flowers');
    await settle();
    const kept = await panelPaintItem.getValue();
    expect(kept?.tab).toEqual({ id: 7, url: 'https://bloom.example/' });
    expect(JSON.stringify(kept?.tree)).toContain('Lovely flowers');
    addRow(root, 'Wilted on arrival');
    await settle();
    expect(JSON.stringify((await panelPaintItem.getValue())?.tree)).toContain('Wilted on arrival');
  });

  it('keeps no typed text: a reply draft, a field, a chosen option or an editable area is left out', async () => {
    const root = panelRoot();
    stop = keepPaint(root);
    const form = document.createElement('form');
    form.innerHTML =
      '<label>Your reply</label><textarea placeholder="Write a reply"></textarea>' +
      '<input placeholder="Search"><select><option value="new">Newest</option><option value="old">Oldest</option></select>' +
      '<div contenteditable="true"></div>';
    root.append(form);
    // As React writes a controlled field's value: the textarea's default value (its text), the input's
    // value attribute and property, the chosen option marked selected.
    const draft = form.querySelector('textarea')!;
    draft.defaultValue = 'Dear Dana, about your refund';
    draft.value = 'Dear Dana, about your refund';
    const search = form.querySelector('input')!;
    search.setAttribute('value', 'refund-search');
    search.value = 'refund-search';
    form.querySelectorAll('option')[1]!.setAttribute('selected', '');
    form.querySelector('select')!.value = 'old';
    form.querySelector('[contenteditable]')!.textContent = 'Typed in place';
    await settle();
    const kept = JSON.stringify(await fakeBrowser.storage.session.get(null));
    expect(kept).toContain('Your reply');
    expect(kept).toContain('Write a reply'); // the placeholder is no typed text
    expect(kept).not.toMatch(/Dear Dana|refund|selected|Typed in place/);
  });

  it('keeps the screen at once when the panel is closed', async () => {
    const root = panelRoot();
    stop = keepPaint(root);
    await vi.advanceTimersByTimeAsync(0);
    addRow(root, 'Closed right after');
    // The change seen (its observer runs after the task that made it), then the panel closes at once.
    await vi.advanceTimersByTimeAsync(0);
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(0);
    expect(JSON.stringify((await panelPaintItem.getValue())?.tree)).toContain('Closed right after');
  });

  it('keeps nothing in the moments after the connection changed, then the new screen', async () => {
    const root = panelRoot();
    stop = keepPaint(root);
    await panelCacheDroppedAtItem.setValue(Date.now());
    addRow(root, 'The other account');
    await vi.advanceTimersByTimeAsync(PAINT_THROTTLE_MS + 10);
    expect(await panelPaintItem.getValue()).toBeNull();
    await settle();
    expect(JSON.stringify((await panelPaintItem.getValue())?.tree)).toContain('The other account');
  });

  it('leaves the kept screen be while another tool or filter is shown', async () => {
    const root = panelRoot();
    stop = keepPaint(root);
    addRow(root, 'Desk');
    await settle();
    window.location.hash = '#tool=members';
    addRow(root, 'Members list');
    await settle();
    expect(JSON.stringify((await panelPaintItem.getValue())?.tree)).not.toContain('Members list');
  });

  it('is dropped with the lists when the connection changes', async () => {
    await panelPaintItem.setValue({ savedAt: 1, tab: TAB, tree: ['x'] });
    await dropPanelCache();
    expect(await panelPaintItem.getValue()).toBeNull();
  });

  it('knows the screen an opening panel draws: no address, or only the first tool named', () => {
    const root = panelRoot();
    expect(opensAs('', root)).toBe(true);
    expect(opensAs('#tool=reviews', root)).toBe(true);
    expect(opensAs('#tool=members', root)).toBe(false);
    expect(opensAs('#tool=reviews&reviews.status=APPROVED', root)).toBe(false);
  });

  it("does not keep a site picked in the header: an opening panel shows the tab's site", () => {
    const root = panelRoot();
    root.firstElementChild!.setAttribute('data-picked-site', '');
    expect(opensAs('', root)).toBe(false);
  });
});
