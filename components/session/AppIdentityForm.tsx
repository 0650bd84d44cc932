import { useState } from 'react';
import { useConnectApp } from '@/lib/queries/session';
import { ErrorNotice } from '../common/ErrorNotice';
import { t } from '@/lib/i18n';
import { Button } from '../common/Button';
import { TextField } from '../common/Field';

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
      {(
        [
          [t('app.appId'), appId, setAppId, 'text'],
          [t('app.appSecret'), appSecret, setAppSecret, 'password'],
          [t('app.instanceId'), instanceId, setInstanceId, 'text'],
        ] as const
      ).map(([label, value, set, type]) => (
        <TextField
          key={label}
          className="text-xs"
          label={label}
          mono
          type={type}
          value={value}
          onChange={(e) => set(e.target.value)}
          autoComplete="off"
        />
      ))}
      <div className="flex gap-2">
        <Button type="submit" tone="dark" size="lg" className="text-sm" disabled={connect.isPending}>
          {t('app.submit')}
        </Button>
        <Button tone="text" className="text-sm" onClick={onDone}>
          {t('app.cancel')}
        </Button>
      </div>
      {connect.error && <ErrorNotice error={connect.error} />}
    </form>
  );
}
