import { useEffect } from 'react';
import { panelRequestItem, type PanelRequest } from '@/lib/storage';
import { setHashParams } from './useHashParam';

/** A request older than this was for a panel that has since been closed. */
const FRESH_MS = 15_000;

/**
 * Views asked for from outside the panel (a lookup from a selection, a member's contact from a live
 * page): set on the panel URL, once, then cleared. Used once, at the panel's top.
 */
export function usePanelRequests(): void {
  useEffect(() => {
    const take = (request: PanelRequest | null) => {
      if (!request || Date.now() - request.at > FRESH_MS) return;
      setHashParams(request.params);
      void panelRequestItem.setValue(null);
    };
    void panelRequestItem.getValue().then(take);
    return panelRequestItem.watch(take);
  }, []);
}
