import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { sendAdmin } from '@/lib/messaging/send';
import { ErrorNotice } from '../common/ErrorNotice';

/** Connecting: the local sandbox in one click (development builds), or a Wix API key. */
export function ConnectPanel({ sandboxUrl, siteId }: { sandboxUrl: string | null; siteId: string | null }) {
  const queryClient = useQueryClient();
  const [url, setUrl] = useState(sandboxUrl ?? '');
  const [apiKey, setApiKey] = useState('');
  const [accountId, setAccountId] = useState('');
  const onSuccess = () => queryClient.invalidateQueries();
  const sandbox = useMutation({
    mutationFn: () => sendAdmin('session.connectSandbox', { sandboxUrl: url, ...(siteId ? { siteId } : {}) }),
    onSuccess,
  });
  const wix = useMutation({ mutationFn: () => sendAdmin('session.connectApiKey', { apiKey, accountId }), onSuccess });

  return (
    <section className="space-y-4 p-4" aria-label="Connect">
      {sandboxUrl !== null && (
        <div className="rounded border border-slate-200 bg-white p-3">
          <h2 className="text-sm font-semibold">Local sandbox</h2>
          <p className="mb-2 text-xs text-slate-600">Demo sites with no Wix account (started by <code>npm start</code>).</p>
          <label className="mb-2 block text-xs">
            Sandbox URL
            <input className="mt-1 w-full rounded border px-2 py-1 font-mono" value={url} onChange={(e) => setUrl(e.target.value)} />
          </label>
          <button type="button" className="rounded bg-indigo-600 px-3 py-1.5 text-sm text-white disabled:opacity-50" disabled={sandbox.isPending} onClick={() => sandbox.mutate()}>
            Use the local sandbox
          </button>
          {sandbox.error && <ErrorNotice error={sandbox.error} />}
        </div>
      )}
      <form
        className="space-y-2 rounded border border-slate-200 bg-white p-3"
        onSubmit={(e) => {
          e.preventDefault();
          wix.mutate();
        }}
      >
        <h2 className="text-sm font-semibold">Connect a Wix account</h2>
        <p className="text-xs text-slate-600">
          Create an API key in your Wix account's API Keys Manager (account settings → API Keys). Give it access to the sites you manage
          and the permissions Manage Members, Manage Contacts, Manage Reviews and Manage Media Manager. Your account id is shown on the same
          page. The key stays in this browser session only and is sent to Wix alone.
        </p>
        <label className="block text-xs">
          API key
          <input className="mt-1 w-full rounded border px-2 py-1 font-mono" type="password" autoComplete="off" value={apiKey} onChange={(e) => setApiKey(e.target.value)} />
        </label>
        <label className="block text-xs">
          Account id
          <input className="mt-1 w-full rounded border px-2 py-1 font-mono" value={accountId} onChange={(e) => setAccountId(e.target.value)} />
        </label>
        <button type="submit" className="rounded bg-slate-800 px-3 py-1.5 text-sm text-white disabled:opacity-50" disabled={wix.isPending}>
          Connect a Wix account
        </button>
        {wix.error && <ErrorNotice error={wix.error} />}
      </form>
    </section>
  );
}
