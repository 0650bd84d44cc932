/**
 * How long ago a moment was, as the amount and unit people say it in ("3 minutes", "2 hours",
 * "1 day"), for Intl.RelativeTimeFormat; null under a minute. One rule for the panel's words
 * (lib/i18n.ts formatAge) and for the kept screen's age drawn before the bundle (lib/paint/kept-age.ts),
 * so both say the same.
 */
export function ageUnit(at: number, now: number): [value: number, unit: Intl.RelativeTimeFormatUnit] | null {
  const seconds = Math.max(0, (now - at) / 1000);
  if (seconds < 60) return null;
  const [value, unit]: [number, Intl.RelativeTimeFormatUnit] =
    seconds < 3600 ? [seconds / 60, 'minute'] : seconds < 86_400 ? [seconds / 3600, 'hour'] : [seconds / 86_400, 'day'];
  return [-Math.floor(value), unit];
}
