import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { t } from '@/lib/i18n';
import { memberSessionOptions } from '@/lib/queries/members';
import { useSetVisitorClient, visitorClientOptions } from '@/lib/queries/review-collect';
import { accountSitesOptions } from '@/lib/queries/session';
import { ErrorNotice } from '../common/ErrorNotice';
import { TechnicalDetails } from '../common/TechnicalDetails';
import { Button } from '../common/Button';
import { TextField } from '../common/Field';
import { SettingSection } from './SettingSection';

/**
 * The sites' OAuth apps (Wix Headless): the client id each site's reviews written as a visitor and
 * "Act as a member" sign in with, set up here once per site, and the redirect URI the app must allow.
 */
export function OAuthClients({ connected }: { connected: boolean }) {
  const sites = useQuery({ ...accountSitesOptions(), enabled: connected });
  const first = sites.data?.sites[0]?.id ?? null;
  const session = useQuery({ ...memberSessionOptions(first ?? ''), enabled: first !== null });
  return (
    <SettingSection id="oauth-heading" heading={t('options.oauthHeading')}>
      <p className="text-sm">{t('options.oauthHint')}</p>
      {!connected && <p className="text-sm text-slate-600">{t('options.oauthDisconnected')}</p>}
      {sites.error && <ErrorNotice error={sites.error} />}
      <ul className="space-y-3">
        {sites.data?.sites.map((site) => (
          <OAuthClientRow key={site.id} siteId={site.id} siteName={site.name} />
        ))}
      </ul>
      {session.data && (
        <>
          <p className="text-xs text-slate-600">{t('options.oauthRedirect')}</p>
          <TechnicalDetails rows={[{ label: t('options.redirectUri'), value: session.data.redirectUri }]} />
        </>
      )}
    </SettingSection>
  );
}

function OAuthClientRow({ siteId, siteName }: { siteId: string; siteName: string }) {
  const stored = useQuery(visitorClientOptions(siteId));
  const save = useSetVisitorClient(siteId);
  const [typed, setTyped] = useState<string | null>(null);
  const value = typed ?? stored.data?.clientId ?? '';
  return (
    <li data-testid="oauth-client" data-site-id={siteId}>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate(value.trim() || null, { onSuccess: () => setTyped(null) });
        }}
      >
        <TextField
          className="min-w-0 flex-1"
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
    </li>
  );
}
