import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { t } from '@/lib/i18n';
import { useSetVisitorClient, visitorClientOptions } from '@/lib/queries/review-collect';
import { ErrorNotice } from '../common/ErrorNotice';
import { Button } from '../common/Button';
import { TextField } from '../common/Field';

/**
 * A site's OAuth app (Wix Headless): the client id its reviews written as a visitor and "Act as a
 * member" sign in with, set up here once per site.
 */
export function OAuthClientField({ siteId, siteName }: { siteId: string; siteName: string }) {
  const stored = useQuery(visitorClientOptions(siteId));
  const save = useSetVisitorClient(siteId);
  const [typed, setTyped] = useState<string | null>(null);
  const value = typed ?? stored.data?.clientId ?? '';
  return (
    <div data-testid="oauth-client" data-site-id={siteId}>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate(value.trim() || null, { onSuccess: () => setTyped(null) });
        }}
      >
        <TextField
          className="min-w-0 flex-1 basis-48"
          label={t('options.oauthClientFor', { site: siteName })}
          mono
          controlClassName="text-xs"
          value={value}
          autoComplete="off"
          onChange={(e) => setTyped(e.target.value)}
        />
        <Button type="submit" tone="primary" size="lg" className="text-sm" disabled={save.isPending}>
          {t('options.oauthSave')}
        </Button>
      </form>
      {save.isSuccess && typed === null && (
        <p role="status" className="text-xs text-slate-600">
          {t('options.oauthSaved')}
        </p>
      )}
      {save.error && <ErrorNotice error={save.error} />}
    </div>
  );
}
