import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { t } from '@/lib/i18n';
import { knownItemsOptions } from '@/lib/queries/review-requests';

/** The item (product id) a review is asked for, with the ids the site's reviews mention as suggestions. */
export function ItemField({ siteId, value, onChange }: { siteId: string; value: string; onChange: (v: string) => void }) {
  const items = useQuery(knownItemsOptions(siteId));
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-xs font-medium">
        {t('reviewRequests.item')}
      </label>
      <input id={id} list={`${id}-items`} value={value} onChange={(e) => onChange(e.target.value)} maxLength={36} className="w-full rounded border border-slate-300 px-2 py-1 font-mono text-xs" />
      <datalist id={`${id}-items`}>
        {items.data?.itemIds.map((i) => <option key={i} value={i} />)}
      </datalist>
      <p className="text-xs text-slate-500">{t('reviewRequests.itemHint')}</p>
    </div>
  );
}
