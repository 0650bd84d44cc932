import { useState } from 'react';
import { formatAge, t } from '@/lib/i18n';
import { shownFromCache } from '@/lib/queries/panel-cache';

/**
 * "as of 3 minutes ago" beside a list's count while the list shown is the one kept from earlier in
 * the browser session (lib/queries/panel-cache.ts), until the fresh answer arrives. Its place stays
 * (invisible) once the fresh list is in, so nothing on the line or below it moves. `twoLines`: in a
 * line as high as two of its small lines (beside buttons), it may break once rather than need more room.
 */
export function CachedAge({
  updatedAt,
  className = '',
  twoLines = false,
}: {
  updatedAt: number;
  className?: string;
  twoLines?: boolean;
}) {
  const [wasCached] = useState(() => shownFromCache(updatedAt));
  if (!wasCached) return null;
  const cached = shownFromCache(updatedAt);
  const age = formatAge(updatedAt);
  return (
    <span
      data-testid="cached-age"
      className={`${twoLines ? 'block text-[11px] leading-[11px]' : 'whitespace-nowrap'} text-slate-500 ${className} ${cached ? '' : 'invisible'}`}
      title={t('cached.title')}
      aria-hidden={!cached}
    >
      {age === null ? t('cached.justNow') : t('cached.asOf', { age })}
    </span>
  );
}
