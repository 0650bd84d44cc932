import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { t } from '@/lib/i18n';
import { useSetVisitorClient, visitorClientOptions } from '@/lib/queries/review-collect';
import { ErrorNotice } from '../common/ErrorNotice';
import { Button } from '../common/Button';
import { TextField } from '../common/Field';

/** The site's OAuth client id, entered once: who a visitor's review comes from. */
export function VisitorClientSetting({ siteId, children }: { siteId: string; children: React.ReactNode }) {
  const current = useQuery(visitorClientOptions(siteId));
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
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
      <TextField
        className="text-xs"
        label={t('reviewCollect.clientId')}
        hint={t('reviewCollect.clientIdHint')}
        mono
        value={text}
        onChange={(e) => setText(e.target.value)}
        autoComplete="off"
      />
      {save.error && <ErrorNotice error={save.error} />}
      <Button type="submit" tone="primary" size="lg" className="text-sm" disabled={save.isPending}>
        {t('reviewCollect.saveClient')}
      </Button>
    </form>
  );
  return (
    <>
      {ready ? (
        <p className="text-xs text-slate-700" data-testid="visitor-identity">
          {t('reviewCollect.asVisitor', { clientId })}{' '}
          <Button tone="link" onClick={() => setEditing(true)}>
            {t('reviewCollect.changeClient')}
          </Button>
        </p>
      ) : (
        clientIdForm
      )}
      {/* Kept mounted while the client id is changed: what the admin typed in the review survives. */}
      <div hidden={!ready}>{children}</div>
    </>
  );
}
