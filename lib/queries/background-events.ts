import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { browser, type Browser } from 'wxt/browser';
import { BackgroundEvent } from '../messaging/events';
import { THIS_PAGE } from './send';
import { queueKeys } from './offline-queue';
import { learnOtherChange } from './review-cache';
import { sessionKeys } from './session';

/**
 * Keeps the panel in step with the background: what changed elsewhere is learnt or refetched here.
 * A change this page made itself is left alone: its write's hook learnt it already.
 */
export function useBackgroundEvents(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const listener = (message: unknown, sender: Browser.runtime.MessageSender) => {
      if (sender.id !== browser.runtime.id || sender.tab) return undefined; // only the background
      const parsed = BackgroundEvent.safeParse(message);
      if (!parsed.success) return undefined;
      const event = parsed.data;
      if ('by' in event && event.by === THIS_PAGE) return undefined;
      if (event.event === 'reviews.changed') learnOtherChange(queryClient, event.siteId, event.change);
      if (event.event === 'site.changed' || event.event === 'site.enabledChanged')
        void queryClient.invalidateQueries({ queryKey: sessionKeys.site });
      if (event.event === 'queue.changed') void queryClient.invalidateQueries({ queryKey: queueKeys.all });
      if (event.event === 'session.changed') void queryClient.invalidateQueries({ queryKey: sessionKeys.everything });
      return undefined;
    };
    browser.runtime.onMessage.addListener(listener);
    // Subscribe, then refetch: a change announced before we listened is not lost.
    void queryClient.invalidateQueries({ queryKey: sessionKeys.site });
    return () => browser.runtime.onMessage.removeListener(listener);
  }, [queryClient]);
}
