import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useState } from 'react';
import { plural, t } from '@/lib/i18n';
import { memberSessionOptions } from '@/lib/queries/members';
import { accountSitesOptions, sessionOptions } from '@/lib/queries/session';
import { siteControlsOptions } from '@/lib/queries/settings';
import { ErrorNotice } from '../common/ErrorNotice';
import { TextField } from '../common/Field';
import { TechnicalDetails } from '../common/TechnicalDetails';
import { useAccountNames } from '../session/useAccountNames';
import { AccountGroup } from './AccountGroup';
import { SettingSection } from './SettingSection';
import { SiteList } from './SiteList';
import { matchingSites, siteGroups } from './site-groups';

/**
 * The per-site settings (in-page controls, OAuth client ids), after the general ones: each connected
 * account's sites folded under a line with their counts, and a search over every site by name or
 * address that lists the matches instead.
 */
export function SiteSettings() {
  const session = useQuery(sessionOptions());
  const connections = session.data?.connections;
  const connected = (connections?.length ?? 0) > 0;
  const accounts = useAccountNames();
  const sites = useQuery({ ...accountSitesOptions(), enabled: connected });
  const controls = useQuery(siteControlsOptions());
  const [query, setQuery] = useState('');
  const typed = useDeferredValue(query);
  const groups = useMemo(
    () => siteGroups(sites.data?.sites ?? [], controls.data?.sites ?? [], accounts),
    [sites.data, controls.data, accounts],
  );
  const matches = useMemo(() => matchingSites(groups, typed), [groups, typed]);
  const first = sites.data?.sites[0]?.id ?? null;
  const member = useQuery({ ...memberSessionOptions(first ?? ''), enabled: first !== null });
  const searching = typed.trim() !== '';
  // Counted only once both lists are in: a group must not say "0 sites" while its sites are on their way.
  const ready = controls.data !== undefined && (!connected || sites.data !== undefined);
  return (
    <SettingSection id="sites-heading" heading={t('options.sitesHeading')}>
      <p className="text-xs text-slate-600">{t('options.sitesHint')}</p>
      <p className="text-xs text-slate-600">{t('options.oauthHint')}</p>
      {!connected && <p className="text-xs text-slate-600">{t('options.sitesDisconnected')}</p>}
      {sites.error && <ErrorNotice error={sites.error} />}
      {controls.error && <ErrorNotice error={controls.error} />}
      {/* Nothing to search before there is a site. */}
      {groups.length > 0 && (
        <TextField
          className="text-sm"
          label={t('options.siteSearch')}
          type="search"
          value={query}
          autoComplete="off"
          onChange={(e) => setQuery(e.target.value)}
        />
      )}
      {!ready && !sites.error && !controls.error && <p className="text-sm text-slate-600">{t('common.loading')}</p>}
      {ready && searching && (
        <div data-testid="site-matches">
          <p role="status" className="text-xs text-slate-600">
            {matches.length === 0
              ? t('options.siteSearchNone', { query: typed.trim() })
              : plural('options.siteMatches', matches.length)}
          </p>
          {/* A new query starts again at the first page of its matches. */}
          <SiteList key={typed} sites={matches} withAccount={groups.length > 1} />
        </div>
      )}
      {ready && !searching && (
        <ul className="divide-y divide-slate-200 border-t border-slate-200" aria-labelledby="sites-heading">
          {groups.map((g) => (
            <AccountGroup key={g.accountId ?? ''} group={g} />
          ))}
        </ul>
      )}
      {member.data && (
        <>
          <p className="text-xs text-slate-600">{t('options.oauthRedirect')}</p>
          <TechnicalDetails rows={[{ label: t('options.redirectUri'), value: member.data.redirectUri }]} />
        </>
      )}
    </SettingSection>
  );
}
