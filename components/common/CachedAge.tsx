import { useState } from 'react';
import { formatAge, t, uiLocale } from '@/lib/i18n';
import { shownFromCache } from '@/lib/queries/panel-cache';

/**
 * "as of 3 minutes ago" beside a list's count while the list shown is the one kept from earlier in
 * the browser session (lib/queries/panel-cache.ts), until the fresh answer arrives. Its place stays
 * (invisible) once the fresh list is in, so nothing on the line or below it moves. Beside a list this
 * panel read itself it is there but hidden, with what the kept screen needs to show it with the right
 * age when the panel next opens (lib/paint/kept-age.ts): that screen is as old as this list then.
 * `twoLines`: in a line as high as two of its small lines (beside buttons), it may break once rather
 * than need more room.
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
  const cached = shownFromCache(updatedAt);
  const age = formatAge(updatedAt);
  const kept = {
    'data-paint-age': updatedAt,
    'data-paint-age-words': t('cached.asOf', { age: '{age}' }),
    'data-paint-age-now': t('cached.justNow'),
    'data-paint-age-locale': uiLocale(),
  };
  const look = `${twoLines ? 'block text-[11px] leading-[11px]' : 'whitespace-nowrap'} text-slate-500 ${className}`;
  if (!wasCached) return <span hidden aria-hidden className={look} {...kept} />;
  return (
    <span
      data-testid="cached-age"
      className={`${look} ${cached ? '' : 'invisible'}`}
      title={t('cached.title')}
      aria-hidden={!cached}
      {...kept}
    >
      {age === null ? t('cached.justNow') : t('cached.asOf', { age })}
    </span>
  );
}
