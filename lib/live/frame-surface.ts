import { t } from '../i18n';
import { el } from './dom';
import { guardElements } from './visibility-guard';

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
 * IntersectionObserver v2 sees that from inside (Chromium), and the background asks the content
 * script before any action runs (lib/service/handlers/frame.ts).
 */
export function frameSurface(doc: Document, style: string): Surface {
  doc.head.append(el('style', { textContent: style }));
  const error = el('span', { className: 'error' });
  error.setAttribute('role', 'alert');
  const guard = guardElements();
  const onClick = (b: HTMLElement, act: () => void) => {
    guard.watch(b);
    b.addEventListener('click', (e) => {
      if (!e.isTrusted) return;
      if (guard.seenLongEnough(b)) return act();
      error.textContent = t('live.hiddenClick');
    });
  };
  return { root: doc.body, error, onClick };
}
