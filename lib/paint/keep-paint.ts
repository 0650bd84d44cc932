import { browser } from 'wxt/browser';
import { windowWebTab } from '../window-web-tab';
import { panelCacheDroppedAtItem, panelPaintItem } from '../storage';
import { writeBehind } from '../write-behind';
import { capturePaint } from './capture-paint';

/** A change on screen is kept at most once a second, when the panel is idle (and at once when it is hidden). */
export const PAINT_THROTTLE_MS = 1000;

/**
 * Keeps what the panel shows for its next opening (entrypoints/panel-paint.ts draws it): a change in
 * `root` schedules one capture a second later, taken when the browser is idle, and hiding or closing
 * the panel takes one at once. Kept only while the panel is about a web tab, and not in the moments
 * after the connection changed (the background drops the kept screen then; what is on screen may
 * still be the other connection's). Returns the stop.
 */
export function keepPaint(root: Element, throttleMs = PAINT_THROTTLE_MS): () => void {
  // Looked up when a change is seen, so that keeping (also as the panel closes) awaits nothing.
  let tab: { id: number; url: string } | null = null;
  let droppedAt = 0;
  const lookUp = () =>
    Promise.all([browser.tabs.query({ currentWindow: true }), panelCacheDroppedAtItem.getValue()])
      .then(([tabs, dropped]) => {
        tab = windowWebTab(tabs);
        droppedAt = dropped;
      })
      .catch(() => undefined);
  const keep = () => {
    // Just after a connection change the screen may still be the other connection's: looked at again later.
    if (Date.now() - droppedAt < 2 * throttleMs) return changed();
    // Only the screen an opening panel draws is worth keeping; another tool or filter leaves the kept one be.
    if (!opensAs(window.location.hash, root)) return;
    const tree = tab ? capturePaint(root) : null;
    // Not awaited: the write is on its way when the call returns, also from a closing panel.
    void (tab && tree ? panelPaintItem.setValue({ savedAt: Date.now(), tab, tree }) : panelPaintItem.removeValue());
  };
  const behind = writeBehind(keep, throttleMs, { whenIdle: true });
  // Once a write is due, not on every change seen (a scroll is many).
  const changed = () => void (behind.schedule() && lookUp());
  const observer = new MutationObserver(changed);
  observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
  return () => {
    observer.disconnect();
    behind.stop();
  };
}

/**
 * Whether the panel shows what a panel opening afresh (no hash) shows: its address
 * (`#tool=…&…`, components/common/useHashParam.ts) names nothing but, at most, the first tool, and it
 * shows the tab's own site (a site picked in the header's picker is not kept: a panel opens on the
 * tab's site, and would first show the picked one's screen, then jump).
 */
export function opensAs(hash: string, root: Element): boolean {
  if (root.querySelector('[data-picked-site]')) return false;
  const params = new URLSearchParams(hash.slice(1));
  const firstTool = root.querySelector('[role="tablist"] [role="tab"]')?.id.replace(/^tab-/, '');
  if (firstTool && params.get('tool') === firstTool) params.delete('tool');
  return params.size === 0;
}
