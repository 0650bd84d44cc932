import { useState } from 'react';
import { t } from '@/lib/i18n';
import { imageHost, isProviderImageUrl } from './provider-image-url';

/**
 * A picture someone else chose the address of: shown at once from the provider's media hosts; from
 * any other host only when the admin asks (a placeholder names the host), so a member's photo can't
 * be a tracking pixel for the admin.
 */
export function ProviderImage({ src, alt, className }: { src: string; alt: string; className: string }) {
  const [asked, setAsked] = useState(false);
  if (asked || isProviderImageUrl(src))
    return <img src={src} alt={alt} className={className} referrerPolicy="no-referrer" />;
  return (
    <button
      type="button"
      className={`${className} flex items-center justify-center overflow-hidden border border-dashed border-slate-400 bg-slate-100 p-0.5 text-center text-[10px] leading-tight text-slate-700`}
      title={t('common.loadImage', { host: imageHost(src) })}
      aria-label={t('common.loadImageOf', { what: alt, host: imageHost(src) })}
      data-testid="image-not-loaded"
      onClick={() => setAsked(true)}
    >
      {t('common.loadImageShort')}
    </button>
  );
}
