import type { ReactNode } from 'react';

// The tools' tab icons, and the Reviews tool's Rules view's: simple outline drawings in the text
// colour, decorative (each has its words too, shown or for screen readers).

const icon = (children: ReactNode) => (
  <svg
    aria-hidden="true"
    viewBox="0 0 24 24"
    width="18"
    height="18"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    {children}
  </svg>
);

export const toolIcons = {
  reviews: icon(<path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />),
  requests: icon(
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3.5 6.5l8.5 6 8.5-6" />
    </>,
  ),
  members: icon(
    <>
      <circle cx="9" cy="8" r="3.2" />
      <path d="M3 19c0-3.3 2.7-5.5 6-5.5s6 2.2 6 5.5" />
      <path d="M16 5.2a3 3 0 010 5.6M18 13.8c1.8.7 3 2.4 3 4.7" />
    </>,
  ),
  contacts: icon(
    <>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="10" r="2.4" />
      <path d="M5.5 16.5c.6-1.9 2-3 3.5-3s2.9 1.1 3.5 3M15 9h3.5M15 13h3.5" />
    </>,
  ),
  media: icon(
    <>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="8.5" cy="9.5" r="1.8" />
      <path d="M21 16l-5.5-5.5L6 20" />
    </>,
  ),
  rules: icon(
    <>
      <path d="M12 3l7 3v5c0 4.5-3 8-7 10-4-2-7-5.5-7-10V6z" />
      <path d="M9 12l2 2 4-4" />
    </>,
  ),
  savedReplies: icon(
    <>
      <path d="M4 5h16v10H9l-5 4z" />
      <path d="M8 9h8M8 12h5" />
    </>,
  ),
} as const;
