import { initials } from './initials';

/** What a picture stands for when it can't be shown: a person (by name) or a photo. */
export type PictureKind = { person: string } | 'photo';

/** A landscape in a frame, in the text colour: a photo that is not shown. */
const photoIcon = (
  <svg
    aria-hidden="true"
    viewBox="0 0 24 24"
    className="h-1/2 max-h-8 w-1/2 max-w-8"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <circle cx="9" cy="10" r="1.5" />
    <path d="M4 17l5-5 4 4 2.5-2.5L20 17" />
  </svg>
);

/**
 * In a picture's place (its size and shape, from `className`), when it failed to load: the person's
 * initials, or a neutral photo icon (a person with no letters in their name too). Named by `alt`.
 */
export function PictureStandIn({ kind, alt, className }: { kind: PictureKind; alt: string; className: string }) {
  const letters = kind === 'photo' ? '' : initials(kind.person);
  return (
    <span
      role="img"
      aria-label={alt}
      className={`${className} flex items-center justify-center overflow-hidden bg-slate-200 text-sm font-semibold text-slate-700 select-none`}
      data-testid="picture-stand-in"
    >
      {letters ? <span aria-hidden="true">{letters}</span> : photoIcon}
    </span>
  );
}
