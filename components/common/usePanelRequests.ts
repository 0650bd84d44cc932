import { useEffect } from 'react';
import { panelRequestItem, type PanelRequest } from '@/lib/storage';

/** A request older than this was for a panel that has since been closed. */
const FRESH_MS = 15_000;

function applyParams(params: PanelRequest['params']): void {
  const p = new URLSearchParams(window.location.hash.slice(1));
  for (const [key, value] of Object.entries(params)) {
    if (value === null) p.delete(key);
    else p.set(key, value);
  }
  window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}#${p.toString()}`);
  window.dispatchEvent(new Event('sitekeeper:hash'));
}

/**
 * Views asked for from outside the panel (a lookup from a selection, a member's contact from a live
 * page): set on the panel URL, once, then cleared. Used once, at the panel's top.
 */
export function usePanelRequests(): void {
  useEffect(() => {
    const take = (request: PanelRequest | null) => {
      if (!request || Date.now() - request.at > FRESH_MS) return;
      applyParams(request.params);
      void panelRequestItem.setValue(null);
    };
    void panelRequestItem.getValue().then(take);
    return panelRequestItem.watch(take);
  }, []);
}
