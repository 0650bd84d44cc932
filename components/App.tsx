import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { accountSitesOptions, currentSiteOptions, sessionOptions, useDisconnect } from '@/lib/queries/session';
import { ErrorNotice } from './common/ErrorNotice';
import { ToastProvider } from './common/Toast';
import { useBackgroundEvents } from '@/lib/queries/background-events';
import { ToolTabs } from './common/ToolTabs';
import { AppIdentityForm } from './session/AppIdentityForm';
import { AppIdentityStatus } from './session/AppIdentityStatus';
import { ConnectPanel } from './session/ConnectPanel';
import { LivePageAccess } from './session/LivePageAccess';
import { SiteHeader } from './session/SiteHeader';
import { SiteSwitcher } from './session/SiteSwitcher';
import { useSelectedSite } from './session/useSelectedSite';
import { useSiteScopedParams } from './session/useSiteScopedParams';
import { toolTabs } from './tools';
import { usePanelRequests } from './common/usePanelRequests';
import { useMediaShortcut } from './media/useSearchShortcut';
import { t } from '@/lib/i18n';

/** The side panel: the site of this window's tab, the connection, and the tools for the picked site. */
export function App({ windowId }: { windowId: number | null }) {
  useBackgroundEvents();
  usePanelRequests();
  useMediaShortcut();
  const session = useQuery(sessionOptions());
  const current = useQuery(currentSiteOptions(windowId));
  const connection = session.data?.connection ?? null;
  const sites = useQuery({ ...accountSitesOptions(), enabled: connection !== null });
  const disconnect = useDisconnect();
  const [appFormOpen, setAppFormOpen] = useState(false);

  const tab = current.data?.kind === 'wix' ? current.data : null;
  const verifiedTab = tab?.verdict.kind === 'verified' ? tab : null;
  const [siteId, pickSite] = useSelectedSite(verifiedTab?.claimed.siteId ?? null);
  useSiteScopedParams(siteId);
  const site = sites.data?.sites.find((s) => s.id === siteId) ?? null;

  return (
    <ToastProvider>
      <main className="min-h-screen text-slate-900">
        {current.data && <SiteHeader current={current.data} />}
        {current.error && <ErrorNotice error={current.error} />}
        {session.error && <ErrorNotice error={session.error} />}
        {session.data && !connection && (
          <ConnectPanel sandboxUrl={session.data.sandboxUrl} siteId={tab?.claimed.siteId ?? null} />
        )}
        {connection && (
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-2 text-xs text-slate-600">
            <span data-testid="connection-label">{connection.label}</span>
            <button type="button" className="text-indigo-700" onClick={() => disconnect.mutate()}>
              {t('session.disconnect')}
            </button>
          </div>
        )}
        {connection && verifiedTab && (
          <LivePageAccess
            siteId={verifiedTab.claimed.siteId}
            origin={verifiedTab.origin}
            enabled={verifiedTab.enabled}
            customDomain={verifiedTab.customDomain}
            needsPermission={verifiedTab.needsPermission}
          />
        )}
        {connection && <SiteSwitcher siteId={siteId} onPick={pickSite} />}
        {/* The tools start as soon as the site is known (a verified tab's site is one of the account's): the account's site list is not awaited. */}
        {connection && siteId && (
          <>
            <AppIdentityStatus
              siteId={siteId}
              connected={connection.appSiteIds.includes(siteId)}
              onConnect={() => setAppFormOpen(true)}
            />
            {appFormOpen && (
              <AppIdentityForm siteId={siteId} siteName={site?.name ?? siteId} onDone={() => setAppFormOpen(false)} />
            )}
            <ToolTabs
              label={t('tools.label')}
              tabs={toolTabs({
                siteId,
                onReconnect: () => disconnect.mutate(),
                onConnectApp: () => setAppFormOpen(true),
                tabUrl: verifiedTab?.enabled && verifiedTab.claimed.siteId === siteId ? verifiedTab.url : null,
              })}
            />
          </>
        )}
      </main>
    </ToastProvider>
  );
}
