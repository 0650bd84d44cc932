import type { ReactNode } from 'react';
import { ProviderImage } from './ProviderImage';
import { TechnicalDetails, type TechnicalRow } from './TechnicalDetails';

/**
 * A person's card (a contact's, a member's): the cover and picture the provider has, the name, a line
 * under it, state chips, the actions, then the card's facts (`children`) and its ids for support in
 * the technical details. Provider text is drawn as text, in its own direction.
 */
export function ProfileCard({
  label,
  testId,
  data,
  cover,
  picture,
  name,
  subtitle,
  chips,
  actions,
  technical,
  children,
}: {
  /** The card's accessible name. */
  label: string;
  /** The card's test id; its name's is `<testId>-name`. */
  testId: string;
  /** More `data-` attributes of the card (its id, its revision). */
  data?: Record<`data-${string}`, string | number>;
  cover?: { src: string; alt: string } | null;
  picture?: { src: string; alt: string } | null;
  name: string;
  subtitle?: string;
  chips?: ReactNode;
  actions?: ReactNode;
  technical: TechnicalRow[];
  children?: ReactNode;
}) {
  return (
    <article
      aria-label={label}
      className="space-y-3 rounded border border-slate-200 bg-white p-3 text-xs"
      data-testid={testId}
      {...data}
    >
      {cover && (
        <ProviderImage src={cover.src} alt={cover.alt} className="h-16 w-full rounded object-cover" kind="photo" />
      )}
      <header className="flex items-start gap-2">
        {picture && (
          <ProviderImage
            src={picture.src}
            alt={picture.alt}
            className="h-10 w-10 shrink-0 rounded-full object-cover"
            kind={{ person: name }}
          />
        )}
        <div className="min-w-0 flex-1 space-y-1">
          <h3 className="text-sm font-semibold break-words" data-testid={`${testId}-name`} dir="auto">
            {name}
          </h3>
          {subtitle && (
            <p dir="auto" className="break-words">
              {subtitle}
            </p>
          )}
          {chips && <p className="flex flex-wrap gap-1">{chips}</p>}
        </div>
      </header>
      {actions}
      {children}
      <TechnicalDetails rows={technical} />
    </article>
  );
}
