import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AccountConnection } from '@/lib/messaging/session';
import { sandboxAccountsOptions, useConnectApiKey, useConnectSandbox } from '@/lib/queries/session';
import { ErrorNotice } from '../common/ErrorNotice';
import { t } from '@/lib/i18n';
import { Button } from '../common/Button';
import { TextField } from '../common/Field';

/**
 * Connecting: the local sandbox in one click (development builds), or a Wix account by its API key,
 * named as the admin likes. With accounts already connected (`adding`), it adds one more: the
 * sandbox's accounts not yet connected, or another Wix account.
 */
export function ConnectPanel({
  sandboxUrl,
  siteId,
  adding = null,
}: {
  sandboxUrl: string | null;
  siteId: string | null;
  /** The accounts already connected and how to close the form; null: the first connection. */
  adding?: { connections: AccountConnection[]; onDone: () => void } | null;
}) {
  const [url, setUrl] = useState(sandboxUrl ?? '');
  const [name, setName] = useState('');
  const [apiKey, setApiKey] = useState('');
  const [accountId, setAccountId] = useState('');
  const sandbox = useConnectSandbox();
  const wix = useConnectApiKey();
  const done = { onSuccess: () => adding?.onDone() };

  return (
    <section className="space-y-4 p-4" aria-label={adding ? t('session.addAccount') : t('session.connect')}>
      {adding && (
        <div className="flex items-center justify-between gap-2">
          <h2 className="text-sm font-semibold">{t('session.addAccount')}</h2>
          <Button tone="text" className="text-xs" onClick={adding.onDone}>
            {t('common.cancel')}
          </Button>
        </div>
      )}
      {/* The name names whichever account is connected next, the sandbox's as well as a Wix one. */}
      <TextField
        className="text-xs"
        label={t('session.accountName')}
        maxLength={60}
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      {sandboxUrl !== null && adding && (
        <SandboxAccounts
          connected={adding.connections}
          busy={sandbox.isPending}
          onConnect={(id) => sandbox.mutate({ sandboxUrl, accountId: id, name }, done)}
        />
      )}
      {sandboxUrl !== null && !adding && (
        <div className="rounded border border-slate-200 bg-white p-3">
          <h2 className="text-sm font-semibold">{t('session.sandboxHeading')}</h2>
          <p className="mb-2 text-xs text-slate-600">{t('session.sandboxHint')}</p>
          <TextField
            className="mb-2 text-xs"
            label={t('session.sandboxUrl')}
            mono
            value={url}
            onChange={(e) => setUrl(e.target.value)}
          />
          <Button
            tone="primary"
            size="lg"
            className="text-sm"
            disabled={sandbox.isPending}
            onClick={() => sandbox.mutate({ sandboxUrl: url, siteId, name })}
          >
            {t('session.useSandbox')}
          </Button>
        </div>
      )}
      {sandbox.error && <ErrorNotice error={sandbox.error} />}
      <form
        className="space-y-2 rounded border border-slate-200 bg-white p-3"
        onSubmit={(e) => {
          e.preventDefault();
          wix.mutate({ apiKey, accountId, ...(name.trim() ? { name: name.trim() } : {}) }, done);
        }}
      >
        <h2 className="text-sm font-semibold">{t('session.wixHeading')}</h2>
        <p className="text-xs text-slate-600">{t('session.wixHint')}</p>
        <TextField
          className="text-xs"
          label={t('session.apiKey')}
          mono
          type="password"
          autoComplete="off"
          value={apiKey}
          onChange={(e) => setApiKey(e.target.value)}
        />
        <TextField
          className="text-xs"
          label={t('session.accountId')}
          mono
          value={accountId}
          onChange={(e) => setAccountId(e.target.value)}
        />
        <Button type="submit" tone="dark" size="lg" className="text-sm" disabled={wix.isPending}>
          {t('session.connectWix')}
        </Button>
        {wix.error && <ErrorNotice error={wix.error} />}
      </form>
    </section>
  );
}

/** The sandbox's accounts not yet connected, each connected in one click. */
function SandboxAccounts({
  connected,
  busy,
  onConnect,
}: {
  connected: AccountConnection[];
  busy: boolean;
  onConnect: (accountId: string) => void;
}) {
  const accounts = useQuery(sandboxAccountsOptions());
  const left = (accounts.data?.accounts ?? []).filter((a) => !connected.some((c) => c.accountId === a.accountId));
  return (
    <div className="space-y-2 rounded border border-slate-200 bg-white p-3">
      <h3 className="text-sm font-semibold">{t('session.sandboxHeading')}</h3>
      {accounts.error && <ErrorNotice error={accounts.error} />}
      {accounts.data && left.length === 0 && (
        <p className="text-xs text-slate-600">{t('session.allSandboxAccounts')}</p>
      )}
      <ul className="space-y-1">
        {left.map((a) => (
          <li key={a.accountId}>
            <Button tone="primary" size="lg" className="text-sm" disabled={busy} onClick={() => onConnect(a.accountId)}>
              {t('session.connectAccount', { name: a.name })}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
