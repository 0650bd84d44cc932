import { useState } from 'react';
import { t } from '@/lib/i18n';
import { PictureStandIn, type PictureKind } from './PictureStandIn';
import { imageHost, isProviderImageUrl } from './provider-image-url';

/**
 * A picture someone else chose the address of: shown at once from the provider's media hosts; from
 * any other host only when the admin asks (a placeholder names the host), so a member's photo can't
 * be a tracking pixel for the admin. One that fails to load gives its place to the person's initials
 * or a photo icon of the same size (`kind`), never a broken image with its alt text cut off.
 */
export function ProviderImage({
  src,
  alt,
  className,
  kind,
  lazy = false,
}: {
  src: string;
  alt: string;
  className: string;
  kind: PictureKind;
  lazy?: boolean;
}) {
  const [asked, setAsked] = useState(false);
  // The address that failed: a new address is tried again.
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === src) return <PictureStandIn kind={kind} alt={alt} className={className} />;
  if (asked || isProviderImageUrl(src))
    return (
      <img
        src={src}
        alt={alt}
        className={className}
        referrerPolicy="no-referrer"
        loading={lazy ? 'lazy' : undefined}
        onError={() => setFailed(src)}
      />
    );
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
