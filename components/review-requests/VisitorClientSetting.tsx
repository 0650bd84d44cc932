import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { t } from '@/lib/i18n';
import { useSetVisitorClient, visitorClientOptions } from '@/lib/queries/review-collect';
import { ErrorNotice } from '../common/ErrorNotice';

/** The site's OAuth client id, entered once: who a visitor's review comes from. */
export function VisitorClientSetting({ siteId, children }: { siteId: string; children: React.ReactNode }) {
  const current = useQuery(visitorClientOptions(siteId));
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const inputId = useId();
  const save = useSetVisitorClient(siteId);
  const clientId = current.data?.clientId ?? null;

  if (current.isPending) return <p className="text-sm text-slate-500">{t('common.loading')}</p>;
  const ready = clientId !== null && !editing;
  const clientIdForm = (
    <form
      className="space-y-1"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(text.trim() || null, { onSuccess: () => setEditing(false) });
      }}
    >
      <label htmlFor={inputId} className="block text-xs font-medium">
        {t('reviewCollect.clientId')}
      </label>
      <input
        id={inputId}
        value={text}
        onChange={(e) => setText(e.target.value)}
        className="w-full rounded border border-slate-300 px-2 py-1 font-mono text-xs"
        autoComplete="off"
      />
      <p className="text-xs text-slate-500">{t('reviewCollect.clientIdHint')}</p>
      {save.error && <ErrorNotice error={save.error} />}
      <button
        type="submit"
        disabled={save.isPending}
        className="rounded bg-indigo-700 px-3 py-1 text-sm text-white disabled:opacity-50"
      >
        {t('reviewCollect.saveClient')}
      </button>
    </form>
  );
  return (
    <>
      {ready ? (
        <p className="text-xs text-slate-700" data-testid="visitor-identity">
          {t('reviewCollect.asVisitor', { clientId })}{' '}
          <button type="button" className="text-indigo-700 underline" onClick={() => setEditing(true)}>
            {t('reviewCollect.changeClient')}
          </button>
        </p>
      ) : (
        clientIdForm
      )}
      {/* Kept mounted while the client id is changed: what the admin typed in the review survives. */}
      <div hidden={!ready}>{children}</div>
    </>
  );
}
