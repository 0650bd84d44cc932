import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { accountSitesOptions, currentSiteOptions, sessionOptions } from '@/lib/queries/session';
import { ErrorNotice } from './common/ErrorNotice';
import { QueueBar } from './common/QueueBar';
import { ReadsHeldNotice } from './common/ReadsHeldNotice';
import { ToastProvider } from './common/Toast';
import { useBackgroundEvents } from '@/lib/queries/background-events';
import { ToolTabs } from './common/ToolTabs';
import { useToastLeavesWith } from './common/useToastLeavesWith';
import { ActAsMember } from './session/ActAsMember';
import { AppIdentityForm } from './session/AppIdentityForm';
import { ConnectPanel } from './session/ConnectPanel';
import { SessionMenu } from './session/SessionMenu';
import { SiteHeader } from './session/SiteHeader';
import { SiteNotice } from './session/SiteNotice';
import { SitePicker } from './session/SitePicker';
import { useDisconnectAsking } from './session/useDisconnectAsking';
import { useSelectedSite } from './session/useSelectedSite';
import { WaitingChangesQuestion } from './session/WaitingChangesQuestion';
import { useSiteScopedParams } from './session/useSiteScopedParams';
import { toolTabs } from './tools';
import { usePanelRequests } from './common/usePanelRequests';
import { useMediaShortcut } from './media/useSearchShortcut';
import { t } from '@/lib/i18n';

/** The side panel: a one-line header (the site, a menu), then the tools for the picked site. */
export function App({ windowId }: { windowId: number | null }) {
  useBackgroundEvents();
  usePanelRequests();
  useMediaShortcut();
  const session = useQuery(sessionOptions());
  const current = useQuery(currentSiteOptions(windowId));
  const connections = session.data?.connections ?? [];
  const connected = connections.length > 0;
  const sites = useQuery({ ...accountSitesOptions(), enabled: connected });
  // Reconnect (an error notice's, when the provider refuses the key) disconnects every account, asking
  // first about changes still waiting, as the accounts menu does.
  const reconnect = useDisconnectAsking();
  const [appFormOpen, setAppFormOpen] = useState(false);
  const [actingOpen, setActingOpen] = useState(false);
  const [addingAccount, setAddingAccount] = useState(false);

  const tab = current.data?.kind === 'wix' ? current.data : null;
  const verifiedTab = tab?.verdict.kind === 'verified' ? tab : null;
  const tabSiteId = verifiedTab?.claimed.siteId ?? null;
  const [siteId, pickSite] = useSelectedSite(tabSiteId);
  useSiteScopedParams(siteId);
  // A toast (and its Undo) spoke for the site it was raised on.
  useToastLeavesWith(siteId);
  const site = sites.data?.sites.find((s) => s.id === siteId) ?? null;

  return (
    <ToastProvider>
      {/* Marked while another site than the tab's is shown: that screen is not kept for the next opening (lib/paint/keep-paint.ts). */}
      <main className="min-h-screen text-slate-900" data-picked-site={siteId !== tabSiteId ? '' : undefined}>
        <SiteHeader
          current={current.data}
          picker={connected ? <SitePicker siteId={siteId} onPick={pickSite} /> : null}
          menu={
            <SessionMenu
              current={current.data}
              session={session.data}
              siteId={connected ? siteId : null}
              onConnectApp={() => setAppFormOpen(true)}
              onActAsMember={() => setActingOpen(true)}
              onAddAccount={() => setAddingAccount(true)}
            />
          }
        />
        {connected && <QueueBar />}
        {connected && siteId && <ReadsHeldNotice siteId={siteId} />}
        {current.data && <SiteNotice current={current.data} sitePicked={connected && siteId !== null} />}
        {current.error && <ErrorNotice error={current.error} />}
        {session.error && <ErrorNotice error={session.error} />}
        {reconnect.error && <ErrorNotice error={reconnect.error} />}
        {reconnect.question && <WaitingChangesQuestion {...reconnect.question} />}
        {session.data && !connected && (
          <ConnectPanel sandboxUrl={session.data.sandboxUrl} siteId={tab?.claimed.siteId ?? null} />
        )}
        {session.data && connected && addingAccount && (
          <ConnectPanel
            sandboxUrl={session.data.sandboxUrl}
            siteId={null}
            adding={{ connections, onDone: () => setAddingAccount(false) }}
          />
        )}
        {/* The tools start as soon as the site is known (a verified tab's site is one of the account's): the account's site list is not awaited. */}
        {connected && siteId && (
          <>
            {appFormOpen && (
              <AppIdentityForm
                siteId={siteId}
                siteName={site?.name ?? t('session.thisSite')}
                onDone={() => setAppFormOpen(false)}
              />
            )}
            {actingOpen && <ActAsMember siteId={siteId} onClose={() => setActingOpen(false)} />}
            <ToolTabs
              label={t('tools.label')}
              tabs={toolTabs({
                siteId,
                onReconnect: () => reconnect.disconnect(),
                onConnectApp: () => setAppFormOpen(true),
                onPickSite: pickSite,
                tabUrl: verifiedTab?.enabled && verifiedTab.claimed.siteId === siteId ? verifiedTab.url : null,
              })}
            />
          </>
        )}
      </main>
    </ToastProvider>
  );
}
