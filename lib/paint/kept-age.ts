import { ageUnit } from '../age-unit';

/**
 * The age marker of a kept screen, put right as it is drawn (entrypoints/panel-paint.ts): the screen
 * was kept from a panel whose lists were fresh, so its marker (components/common/CachedAge.tsx) was
 * hidden or empty then. Each marker's element carries what it needs (`data-paint-age`: when its list
 * was read; `…-words`: "as of {age}" in the panel's language; `…-now`: the words for under a minute;
 * `…-locale`: the language the age is said in), so this says the same as the panel will, in the
 * frame the kept screen is first drawn in.
 */
export function markKeptAge(root: Element, now: number): void {
  for (const marker of root.querySelectorAll<HTMLElement>('[data-paint-age]')) {
    const { paintAge, paintAgeWords, paintAgeNow, paintAgeLocale } = marker.dataset;
    const at = Number(paintAge);
    if (!Number.isFinite(at) || !paintAgeWords || !paintAgeNow) continue;
    const age = ageUnit(at, now);
    marker.textContent = age
      ? paintAgeWords.replace('{age}', new Intl.RelativeTimeFormat(paintAgeLocale, { numeric: 'auto' }).format(...age))
      : paintAgeNow;
    marker.hidden = false;
    marker.classList.remove('invisible');
    marker.removeAttribute('aria-hidden');
  }
}
