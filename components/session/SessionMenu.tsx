import type { CurrentSite } from '@/lib/messaging/site';
import type { SessionState } from '@/lib/messaging/session';
import { t } from '@/lib/i18n';
import { MenuDisclosure } from '../common/MenuDisclosure';
import { TechnicalDetails, type TechnicalRow } from '../common/TechnicalDetails';
import { SettingsLink } from '../options/SettingsLink';
import { AppIdentityStatus } from './AppIdentityStatus';
import { ConnectedAccounts } from './ConnectedAccounts';
import { accountName } from './connection-words';
import { LivePageAccess } from './LivePageAccess';
import { Button } from '../common/Button';

/**
 * The header's "⋯": what the admin sets once and rarely looks at again (the connection, the app
 * identity, the in-page controls for this page's site, acting as a member, settings), and the ids
 * support may ask for.
 */
export function SessionMenu({
  current,
  session,
  siteId,
  onConnectApp,
  onActAsMember,
  onAddAccount,
}: {
  current: CurrentSite | undefined;
  session: SessionState | undefined;
  siteId: string | null;
  onConnectApp: () => void;
  onActAsMember: () => void;
  onAddAccount: () => void;
}) {
  const connections = session?.connections ?? [];
  const connected = connections.length > 0;
  const tab = current?.kind === 'wix' ? current : null;
  const verifiedTab = tab?.verdict.kind === 'verified' ? tab : null;
  const shownId = siteId ?? tab?.claimed.siteId ?? null;
  const ids: TechnicalRow[] = [
    ...(shownId ? [{ label: t('session.siteId'), value: shownId, testId: 'site-id' }] : []),
    ...(tab && tab.claimed.siteId !== shownId ? [{ label: t('session.pageSiteId'), value: tab.claimed.siteId }] : []),
    ...connections.map((c) => ({ label: `${t('session.accountId')} (${accountName(c)})`, value: c.accountId })),
  ];
  return (
    <MenuDisclosure
      label={t('session.menu')}
      button="⋯"
      buttonClassName="flex h-8 w-8 items-center justify-center rounded text-lg text-slate-700 hover:bg-slate-100"
      panelClassName="w-72 max-w-[calc(100vw-1rem)] space-y-3 p-3 text-sm"
      testId="session-menu"
      keepMounted
    >
      {(close) => (
        <>
          {connected && (
            <ConnectedAccounts
              connections={connections}
              onAdd={() => {
                close();
                onAddAccount();
              }}
            />
          )}
          {connected && siteId && (
            <AppIdentityStatus
              siteId={siteId}
              connected={session?.appSiteIds.includes(siteId) ?? false}
              onConnect={() => {
                close();
                onConnectApp();
              }}
            />
          )}
          {connected && verifiedTab && (
            <LivePageAccess
              siteId={verifiedTab.claimed.siteId}
              origin={verifiedTab.origin}
              enabled={verifiedTab.enabled}
              customDomain={verifiedTab.customDomain}
              needsPermission={verifiedTab.needsPermission}
            />
          )}
          {connected && siteId && (
            <Button
              tone="link"
              className="block text-xs"
              data-testid="act-as-member"
              onClick={() => {
                close();
                onActAsMember();
              }}
            >
              {t('session.actAsMember')}
            </Button>
          )}
          <SettingsLink />
          <TechnicalDetails rows={ids} />
        </>
      )}
    </MenuDisclosure>
  );
}
