import { useMemo, useState } from 'react';
import { plural, t, uiLocale } from '@/lib/i18n';
import type { AccountSite } from '@/lib/messaging/site';
import { TextField } from '../../common/Field';
import { LoadMoreButton, shownInPages } from '../../common/LoadMoreButton';
import { indexSites, siteRows } from '../../session/site-rows';

/** Rows drawn a page at a time: an agency's 1 000 sites cost 30 rows until the admin asks for more. */
const PAGE = 30;

/**
 * The sites to copy rules to, as the site picker lists them: grouped by account, a search by name or
 * address, the best match first; each a checkbox. The chosen ones stay chosen while the search changes.
 */
export function CopySitePicker({
  sites,
  accounts,
  chosen,
  onChange,
}: {
  sites: readonly AccountSite[];
  accounts: ReadonlyArray<{ accountId: string; name: string }>;
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
}) {
  const [query, setQuery] = useState('');
  const [shown, setShown] = useState(PAGE);
  const indexed = useMemo(() => indexSites(sites, uiLocale()), [sites]);
  const rows = useMemo(() => siteRows(indexed, accounts, query), [indexed, accounts, query]);
  const left = rows.slice(shown).filter((r) => r.kind === 'site').length;
  const toggle = (id: string, on: boolean) => onChange(on ? [...chosen, id] : chosen.filter((c) => c !== id));
  return (
    <fieldset className="space-y-1">
      <legend className="font-medium">{t('rules.copy.legend')}</legend>
      {sites.length > PAGE && (
        <TextField
          label={t('rules.copy.search')}
          type="search"
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setShown(PAGE);
          }}
        />
      )}
      <ul className="space-y-0.5" data-testid="copy-sites">
        {rows.slice(0, shown).map((row) =>
          row.kind === 'account' ? (
            <li key={`account-${row.accountId}`} className="pt-1 text-xs font-semibold text-slate-600">
              {row.name}
            </li>
          ) : (
            <li key={row.site.id}>
              <label className="flex min-h-6 min-w-0 items-center gap-2">
                <input
                  type="checkbox"
                  checked={chosen.includes(row.site.id)}
                  onChange={(e) => toggle(row.site.id, e.target.checked)}
                />
                <span className="min-w-0 break-words">{row.site.name}</span>
              </label>
            </li>
          ),
        )}
      </ul>
      {rows.length === 0 && <p className="text-xs text-slate-600">{t('rules.copy.noMatch')}</p>}
      <LoadMoreButton
        list={shownInPages(left, () => setShown((n) => n + PAGE))}
        label={plural('rules.copy.showMore', Math.min(PAGE, left))}
      />
      {chosen.length > 0 && <p className="text-xs text-slate-600">{plural('rules.copy.chosen', chosen.length)}</p>}
    </fieldset>
  );
}
