import { expect, type Page } from '@playwright/test';

// What every screen of the panel must hold at panel widths (docs/product.md, the panel's rules):
// nothing wider than the panel, no placeholder cut off by its field, and no provider code or id in
// visible text. Text inside a
// technical-details disclosure (components/common/TechnicalDetails.tsx, `data-technical`) is exempt.

/** Provider enums (`IN_MODERATION`, `APPROVED`) and ids (UUIDs), as they would leak onto a screen. */
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const UPPER_SNAKE = /\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/;
/** All-caps words of four letters or more are enum values too, but for a few abbreviations people use. */
const CAPS_WORD = /\b[A-Z]{4,}\b/g;
const ABBREVIATIONS = new Set(['JPEG', 'HTML', 'HTTP', 'HTTPS', 'JSON', 'WEBP', 'OAUTH', 'PKCE', 'HTTPS']);

export function codeIn(text: string): string | null {
  const uuid = UUID.exec(text) ?? UPPER_SNAKE.exec(text);
  if (uuid) return uuid[0];
  for (const m of text.matchAll(CAPS_WORD)) if (!ABBREVIATIONS.has(m[0])) return m[0];
  return null;
}

/** Visible text of the page, one entry per text node, leaving out technical details and closed disclosures. */
export function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('[data-technical], script, style, .sr-only')) continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      out.push(text);
    }
    return out;
  });
}

/** Elements that stick out past the panel's right edge or scroll sideways, described for the failure message. */
export function overflows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.getAttribute('data-testid') ? `[data-testid=${el.getAttribute('data-testid')}]` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    if (document.documentElement.scrollWidth > width + 1)
      found.push(`document is ${document.documentElement.scrollWidth} px wide in ${width} px`);
    for (const el of document.body.querySelectorAll('*')) {
      if (!el.checkVisibility()) continue;
      const style = getComputedStyle(el);
      const scrollsSideways = ['auto', 'scroll'].includes(style.overflowX) && el.scrollWidth > el.clientWidth + 1;
      if (scrollsSideways) found.push(`${describe(el)} scrolls sideways (${el.scrollWidth} in ${el.clientWidth} px)`);
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.right <= width + 1) continue;
      // Clipped by an ancestor (a truncated line) is not sticking out.
      let clipped = false;
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const o = getComputedStyle(a).overflowX;
        if (o !== 'visible' && a.getBoundingClientRect().right <= width + 1) clipped = true;
      }
      if (!clipped) found.push(`${describe(el)} reaches ${Math.round(rect.right)} px in ${width} px`);
    }
    return found.slice(0, 10);
  });
}

/**
 * Empty fields whose placeholder is wider than the room for text in them: the browser cuts such a
 * placeholder off without an ellipsis, so the hint reads as a broken word.
 */
export function cutPlaceholders(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const ruler = document.createElement('canvas').getContext('2d')!;
    const found: string[] = [];
    for (const el of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      'input[placeholder], textarea[placeholder]',
    )) {
      if (!el.placeholder || el.value || !el.checkVisibility()) continue;
      const style = getComputedStyle(el);
      ruler.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      ruler.letterSpacing = style.letterSpacing === 'normal' ? '0px' : style.letterSpacing;
      const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      // A textarea wraps its placeholder: only a word longer than a line is cut there.
      const widest =
        el instanceof HTMLTextAreaElement
          ? Math.max(...el.placeholder.split(/\s+/).map((w) => ruler.measureText(w).width))
          : ruler.measureText(el.placeholder).width;
      if (widest > room + 0.5)
        found.push(`"${el.placeholder}" needs ${Math.ceil(widest)} px in a field with ${Math.floor(room)} px`);
    }
    return found;
  });
}

/** The screen fits its width and shows people's words only. */
export async function expectPanelRules(page: Page, screen: string): Promise<void> {
  expect(await overflows(page), `${screen}: nothing wider than the panel`).toEqual([]);
  expect(await cutPlaceholders(page), `${screen}: every placeholder fits its field`).toEqual([]);
  const codes = (await visibleTexts(page)).map((t) => [t, codeIn(t)] as const).filter(([, c]) => c);
  expect(
    codes.map(([t, c]) => `${c} in "${t.slice(0, 60)}"`),
    `${screen}: no provider codes or ids on screen`,
  ).toEqual([]);
}
