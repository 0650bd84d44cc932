import { useState } from 'react';
import { useConnectApiKey, useConnectSandbox } from '@/lib/queries/session';
import { ErrorNotice } from '../common/ErrorNotice';
import { t } from '@/lib/i18n';

/** Connecting: the local sandbox in one click (development builds), or a Wix API key. */
export function ConnectPanel({ sandboxUrl, siteId }: { sandboxUrl: string | null; siteId: string | null }) {
  const [url, setUrl] = useState(sandboxUrl ?? '');
  const [apiKey, setApiKey] = useState('');
  const [accountId, setAccountId] = useState('');
  const sandbox = useConnectSandbox();
  const wix = useConnectApiKey();

  return (
    <section className="space-y-4 p-4" aria-label="Connect">
      {sandboxUrl !== null && (
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
          {sandbox.error && <ErrorNotice error={sandbox.error} />}
        </div>
      )}
      <form
        className="space-y-2 rounded border border-slate-200 bg-white p-3"
        onSubmit={(e) => {
          e.preventDefault();
          wix.mutate({ apiKey, accountId });
        }}
      >
        <h2 className="text-sm font-semibold">{t('session.wixHeading')}</h2>
        <p className="text-xs text-slate-600">{t('session.wixHint')}</p>
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
