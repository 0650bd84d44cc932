import { el } from './dom';

/** Where a live-page view draws, and how its buttons take a person's click. */
export interface Surface {
  root: ParentNode;
  /** The view's error line (role alert). */
  error: HTMLElement;
  /** Runs `act` on a person's click only, on a control that was really visible. */
  onClick: (b: HTMLElement, act: () => void) => void;
}

/**
 * The live page's frame document as a surface (entrypoints/live-frame/): the page's script can't
 * reach into it, send it events or read it. The page can still cover the frame or make it transparent:
 * before any action runs the background asks the content script, whose clickjacking guard watches the
 * frame from the page's side (lib/live/frame-host.ts; from inside, a cross-process frame's
 * IntersectionObserver v2 may call it hidden for good after the page's layout moves).
 */
export function frameSurface(doc: Document, style: string): Surface {
  doc.head.append(el('style', { textContent: style }));
  const error = el('span', { className: 'error' });
  error.setAttribute('role', 'alert');
  const onClick = (b: HTMLElement, act: () => void) => b.addEventListener('click', (e) => e.isTrusted && act());
  return { root: doc.body, error, onClick };
}
