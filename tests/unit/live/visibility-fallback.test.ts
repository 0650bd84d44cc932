// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paintedOnTop } from '@/lib/live/occlusion';
import { guardElements } from '@/lib/live/visibility-guard';

// The clickjacking guard where the browser has no IntersectionObserver v2 (Firefox): in view for a
// moment, and painted on top at the click.

function control() {
  const host = document.createElement('div');
  document.body.append(host);
  const button = document.createElement('button');
  host.attachShadow({ mode: 'closed' }).append(button);
  vi.spyOn(button, 'getBoundingClientRect').mockReturnValue(new DOMRect(10, 10, 40, 24));
  return { host, button };
}

const topmost = (el: Element | null) => {
  Object.defineProperty(document, 'elementFromPoint', { configurable: true, value: () => el });
};

/** IntersectionObserver v1: entries with a ratio, no `isVisible`. */
class ObserverV1 {
  static last: ObserverV1 | null = null;
  constructor(readonly callback: (entries: Array<Partial<IntersectionObserverEntry>>) => void) {
    ObserverV1.last = this;
  }
  observe() {}
  disconnect() {}
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('paintedOnTop', () => {
  it("takes a click only when the control's own host is topmost over its whole box", () => {
    const { host, button } = control();
    topmost(host);
    expect(paintedOnTop(button)).toBe(true);
    const banner = document.createElement('div');
    document.body.append(banner);
    topmost(banner); // a page element laid over the control
    expect(paintedOnTop(button)).toBe(false);
    topmost(null); // out of the viewport
    expect(paintedOnTop(button)).toBe(false);
  });
});

describe('guardElements without paint tracking', () => {
  it('refuses a click before the control has been wholly in view for half a second, and a covered one after', () => {
    vi.stubGlobal('IntersectionObserver', ObserverV1);
    let now = 0;
    const guard = guardElements(() => now);
    const { host, button } = control();
    guard.watch(button);
    topmost(host);
    ObserverV1.last!.callback([{ target: button, intersectionRatio: 1 }]);
    now = 100;
    expect(guard.seenLongEnough(button)).toBe(false);
    now = 600;
    expect(guard.seenLongEnough(button)).toBe(true);
    topmost(document.body);
    expect(guard.seenLongEnough(button)).toBe(false);
    // Scrolled partly out of view: the moment starts again.
    topmost(host);
    ObserverV1.last!.callback([{ target: button, intersectionRatio: 0.5 }]);
    expect(guard.seenLongEnough(button)).toBe(false);
  });
});
