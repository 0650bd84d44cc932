import { t } from '@/lib/i18n';

// The ratings a saved reply suits, as a shop owner chooses them: low, middling and high (the stars
// each band holds are what is stored, so a picker can match a review's rating exactly).

export type Band = 'low' | 'mid' | 'high';
const STARS: Record<Band, number[]> = { low: [1, 2], mid: [3], high: [4, 5] };
export const BANDS: readonly Band[] = ['low', 'mid', 'high'];

export const bandLabel = (band: Band): string => t(`savedReplies.band.${band}`);

/** The bands whose every star is among `ratings`. */
export const bandsOf = (ratings: readonly number[]): Band[] =>
  BANDS.filter((band) => STARS[band].every((star) => ratings.includes(star)));

/** The stars of the bands chosen, in order. */
export const ratingsOf = (bands: readonly Band[]): number[] =>
  BANDS.filter((b) => bands.includes(b)).flatMap((b) => STARS[b]);

/** The bands said in words ("4–5 stars"), or "any rating". */
export const bandWords = (ratings: readonly number[]): string =>
  ratings.length === 0 ? t('savedReplies.anyRating') : bandsOf(ratings).map(bandLabel).join(', ');
