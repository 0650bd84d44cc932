import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AccountConnection } from '@/lib/messaging/session';
import { sandboxAccountsOptions, useConnectApiKey, useConnectSandbox } from '@/lib/queries/session';
import { ErrorNotice } from '../common/ErrorNotice';
import { t } from '@/lib/i18n';

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
          <button type="button" className="text-xs text-indigo-700" onClick={adding.onDone}>
            {t('common.cancel')}
          </button>
        </div>
      )}
      {sandboxUrl !== null && adding && (
        <SandboxAccounts
          connected={adding.connections}
          busy={sandbox.isPending}
          onConnect={(id) => sandbox.mutate({ sandboxUrl, accountId: id }, done)}
        />
      )}
      {sandboxUrl !== null && !adding && (
        <div className="rounded border border-slate-200 bg-white p-3">
          <h2 className="text-sm font-semibold">{t('session.sandboxHeading')}</h2>
          <p className="mb-2 text-xs text-slate-600">{t('session.sandboxHint')}</p>
          <label className="mb-2 block text-xs">
            {t('session.sandboxUrl')}
            <input
              className="mt-1 w-full rounded border px-2 py-1 font-mono"
              value={url}
              onChange={(e) => setUrl(e.target.value)}
            />
          </label>
          <button
            type="button"
            className="rounded bg-indigo-600 px-3 py-1.5 text-sm text-white disabled:opacity-50"
            disabled={sandbox.isPending}
            onClick={() => sandbox.mutate({ sandboxUrl: url, siteId })}
          >
            {t('session.useSandbox')}
          </button>
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
        <label className="block text-xs">
          {t('session.accountName')}
          <input
            className="mt-1 w-full rounded border px-2 py-1"
            maxLength={60}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </label>
        <label className="block text-xs">
          {t('session.apiKey')}
          <input
            className="mt-1 w-full rounded border px-2 py-1 font-mono"
            type="password"
            autoComplete="off"
            value={apiKey}
            onChange={(e) => setApiKey(e.target.value)}
          />
        </label>
        <label className="block text-xs">
          {t('session.accountId')}
          <input
            className="mt-1 w-full rounded border px-2 py-1 font-mono"
            value={accountId}
            onChange={(e) => setAccountId(e.target.value)}
          />
        </label>
        <button
          type="submit"
          className="rounded bg-slate-800 px-3 py-1.5 text-sm text-white disabled:opacity-50"
          disabled={wix.isPending}
        >
          {t('session.connectWix')}
        </button>
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
            <button
              type="button"
              disabled={busy}
              className="rounded bg-indigo-600 px-3 py-1 text-sm text-white disabled:opacity-50"
              onClick={() => onConnect(a.accountId)}
            >
              {t('session.connectAccount', { name: a.name })}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
