import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { seriousFindings } from '../pages/axe';
import { expectPanelRules } from './checks';

// The layout suite's matrix: every screen at the side panel's widths (Chrome's minimum 320 px, its
// usual 400, and 480 px, where the tool tabs show their words). What fits does not depend on the
// colour scheme (dark mode only remaps colour tokens), so the widths are checked in light; the dark
// scheme is axe's colour rules' and the screenshots'. Languages are one browser each (the UI language
// is the browser's), so a spec runs its screens once per language. With SCREENSHOTS=1 (`npm run
// screenshots`) each screen is also kept, at 360 px, per language and theme, in docs/screenshots/. Axe
// checks each English screen at 360 px, all its rules in one theme (light or dark by the screen's
// name, half of the screens each) and the colour rules in the other: no serious or critical finding.
// This is the panel's accessibility check (the accessibility spec adds the states and pages these
// walks don't reach). Axe is most of this suite's time.

export const WIDTHS = [320, 360, 400, 480] as const;
export const THEMES = ['light', 'dark'] as const;
export const LANGS = ['en', 'de'] as const;
export type Lang = (typeof LANGS)[number];
type Theme = (typeof THEMES)[number];

const shots = path.resolve('docs/screenshots');

/** The theme axe checks a screen in: the same one every run, about half of the screens each. */
function axeTheme(name: string): Theme {
  let sum = 0;
  for (const ch of name) sum += ch.codePointAt(0)!;
  return THEMES[sum % THEMES.length]!;
}

/** The width the screenshots and axe take: the last one checked, so the screen is already there. */
const AXE_WIDTH = 360;

/** Waits two frames: what reacts to a new size or scheme in script (resize observers, React) has drawn. */
const settled = (page: Page) =>
  page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

/** Checks the screen now shown at each width; `name` names it in failures and screenshots. */
export async function checkScreen(page: Page, lang: Lang, name: string): Promise<void> {
  await page.emulateMedia({ colorScheme: 'light' });
  for (const width of [...WIDTHS.filter((w) => w !== AXE_WIDTH), AXE_WIDTH]) {
    await page.setViewportSize({ width, height: 800 });
    await settled(page);
    await expectPanelRules(page, `${name} (${lang}, ${width} px)`);
  }
  if (process.env.SCREENSHOTS) {
    mkdirSync(shots, { recursive: true });
    for (const colorScheme of THEMES) {
      await page.emulateMedia({ colorScheme });
      await settled(page);
      await page.screenshot({ path: path.join(shots, `${name}-${lang}-${colorScheme}.png`) });
    }
  }
  // Axe runs on the English screens: the German ones are the same elements with other words (the
  // layout checks above run in both). It leaves the page in the system's colour scheme.
  if (lang === 'en') {
    const schemes = axeTheme(name) === 'light' ? (['light', 'dark'] as const) : (['dark', 'light'] as const);
    expect(await seriousFindings(page, { schemes: [...schemes] }), `${name} (${lang}): axe`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: null });
}
