import { useDisconnectApp } from '@/lib/queries/session';
import { t } from '@/lib/i18n';
import { Button } from '../common/Button';

/** Which identities the tools use on this site: the account's API key, and the admin's app if connected. */
export function AppIdentityStatus({
  siteId,
  connected,
  onConnect,
}: {
  siteId: string;
  connected: boolean;
  onConnect: () => void;
}) {
  const remove = useDisconnectApp(siteId);
  return (
    <p className="flex items-center justify-between gap-2 text-xs text-slate-600" data-testid="app-identity">
      {connected ? (
        <>
          <span>{t('app.connected')}</span>
          <Button tone="text" onClick={() => remove.mutate()}>
            {t('app.disconnect')}
          </Button>
        </>
      ) : (
        <>
          <span>{t('app.usingKey')}</span>
          <Button tone="text" onClick={onConnect}>
            {t('app.connect')}
          </Button>
        </>
      )}
    </p>
  );
}
