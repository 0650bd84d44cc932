import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { seriousFindings } from '../pages/axe';
import { expectPanelRules } from './checks';

// The layout suite's matrix: every screen at the side panel's widths (Chrome's minimum 320 px, its
// usual 400, and 480 px, where the tool tabs show their words). What fits does not depend on the colour scheme, so the widths are checked in light and
// dark is checked at 360 px. Languages are one browser each (the UI language is the browser's), so a
// spec runs its screens once per language. With SCREENSHOTS=1 (`npm run screenshots`) each screen is
// also kept, at 360 px, in docs/screenshots/. Axe checks each English screen at 360 px, all its rules
// in one theme (light or dark by the screen's name, half of the screens each) and the colour rules in
// the other: no serious or critical finding. This is the panel's accessibility check (the
// accessibility spec adds the states and pages these walks don't reach). Axe is most of this suite's time.

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

/** Checks the screen now shown at each width and theme; `name` names it in failures and screenshots. */
export async function checkScreen(page: Page, lang: Lang, name: string): Promise<void> {
  const combos: Array<[number, Theme]> = [...WIDTHS.map((w): [number, Theme] => [w, 'light']), [360, 'dark']];
  for (const [width, colorScheme] of combos) {
    await page.setViewportSize({ width, height: 800 });
    await page.emulateMedia({ colorScheme });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await expectPanelRules(page, `${name} (${lang}, ${width} px, ${colorScheme})`);
    if (process.env.SCREENSHOTS && width === 360) {
      mkdirSync(shots, { recursive: true });
      await page.screenshot({ path: path.join(shots, `${name}-${lang}-${colorScheme}.png`) });
    }
    // After the screenshot: axe leaves the page in the system's colour scheme. Axe runs on the English
    // screens: the German ones are the same elements with other words (the layout checks above run
    // in both).
    if (width === 360 && lang === 'en' && colorScheme === axeTheme(name)) {
      const schemes = colorScheme === 'light' ? (['light', 'dark'] as const) : (['dark', 'light'] as const);
      expect(await seriousFindings(page, { schemes: [...schemes] }), `${name} (${lang}): axe`).toEqual([]);
    }
  }
  await page.emulateMedia({ colorScheme: null });
}
