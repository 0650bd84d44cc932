import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { sendAdmin } from '@/lib/messaging/send';
import { currentSiteOptions, sessionOptions } from '@/lib/queries/session';
import { ErrorNotice } from './common/ErrorNotice';
import { ToastProvider } from './common/Toast';
import { useBackgroundEvents } from './common/useBackgroundEvents';
import { PendingReviews } from './reviews/PendingReviews';
import { ConnectPanel } from './session/ConnectPanel';
import { QuickModerateToggle } from './session/QuickModerateToggle';
import { SiteHeader } from './session/SiteHeader';

/** The side panel: the site of this window, the connection, and the tools. */
export function App({ windowId }: { windowId: number | null }) {
  useBackgroundEvents();
  const queryClient = useQueryClient();
  const session = useQuery(sessionOptions());
  const current = useQuery(currentSiteOptions(windowId));
  const disconnect = useMutation({ mutationFn: () => sendAdmin('session.disconnect', {}), onSuccess: () => queryClient.invalidateQueries() });

  const site = current.data?.kind === 'wix' ? current.data : null;
  const connection = session.data?.connection ?? null;
  useFirstVisitEnables(site && connection ? site : null);

  return (
    <ToastProvider>
      <main className="min-h-screen text-slate-900">
        {current.data && <SiteHeader current={current.data} />}
        {current.error && <ErrorNotice error={current.error} />}
        {session.error && <ErrorNotice error={session.error} />}
        {session.data && !connection && (
          <ConnectPanel sandboxUrl={session.data.sandboxUrl} siteId={site?.site.siteId ?? null} />
        )}
        {connection && (
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-2 text-xs text-slate-600">
            <span data-testid="connection-label">{connection.label}</span>
            <button type="button" className="text-indigo-700" onClick={() => disconnect.mutate()}>
              Disconnect
            </button>
          </div>
        )}
        {connection && site && (
          <>
            <nav role="tablist" className="flex gap-1 border-b border-slate-200 px-4 pt-2 text-sm">
              <button type="button" role="tab" aria-selected="true" className="border-b-2 border-indigo-600 px-2 py-1 font-medium">
                Reviews
              </button>
            </nav>
            <QuickModerateToggle siteId={site.site.siteId} enabled={site.enabled === true} />
            <PendingReviews key={site.site.siteId} siteId={site.site.siteId} onReconnect={() => disconnect.mutate()} />
          </>
        )}
      </main>
    </ToastProvider>
  );
}

/** A site the admin opens while connected gets quick-moderate on, unless they turned it off before. */
function useFirstVisitEnables(site: { site: { siteId: string }; enabled: boolean | null } | null) {
  const queryClient = useQueryClient();
  const siteId = site?.enabled === null ? site.site.siteId : null;
  useEffect(() => {
    if (!siteId) return;
    void sendAdmin('site.setEnabled', { siteId, enabled: true }).then(() => queryClient.invalidateQueries({ queryKey: ['site'] }));
  }, [siteId, queryClient]);
}
