import { useState } from 'react';
import { useConnectApp } from '@/lib/queries/session';
import { ErrorNotice } from '../common/ErrorNotice';
import { t } from '@/lib/i18n';

const field = 'mt-1 w-full rounded border px-2 py-1 font-mono';

/**
 * "Connect as your own Wix app" for one site: the identity the provider wants for some calls (review
 * moderation). The secret goes to the background's session storage, like the API key.
 */
export function AppIdentityForm({
  siteId,
  siteName,
  onDone,
}: {
  siteId: string;
  siteName: string;
  onDone: () => void;
}) {
  const [appId, setAppId] = useState('');
  const [appSecret, setAppSecret] = useState('');
  const [instanceId, setInstanceId] = useState('');
  const connect = useConnectApp(siteId);
  return (
    <form
      aria-label={t('app.formLabel')}
      className="mx-4 mt-3 space-y-2 rounded border border-slate-200 bg-white p-3"
      onSubmit={(e) => {
        e.preventDefault();
        connect.mutate({ appId, appSecret, instanceId }, { onSuccess: onDone });
      }}
    >
      <h2 className="text-sm font-semibold">{t('app.heading', { site: siteName })}</h2>
      <p className="text-xs text-slate-600">{t('app.hint')}</p>
      <label className="block text-xs">
        {t('app.appId')}
        <input className={field} value={appId} onChange={(e) => setAppId(e.target.value)} autoComplete="off" />
      </label>
      <label className="block text-xs">
        {t('app.appSecret')}
        <input
          className={field}
          type="password"
          value={appSecret}
          onChange={(e) => setAppSecret(e.target.value)}
          autoComplete="off"
        />
      </label>
      <label className="block text-xs">
        {t('app.instanceId')}
        <input
          className={field}
          value={instanceId}
          onChange={(e) => setInstanceId(e.target.value)}
          autoComplete="off"
        />
      </label>
      <div className="flex gap-2">
        <button
          type="submit"
          className="rounded bg-slate-800 px-3 py-1.5 text-sm text-white disabled:opacity-50"
          disabled={connect.isPending}
        >
          {t('app.submit')}
        </button>
        <button type="button" className="text-sm text-slate-600" onClick={onDone}>
          {t('app.cancel')}
        </button>
      </div>
      {connect.error && <ErrorNotice error={connect.error} />}
    </form>
  );
}
