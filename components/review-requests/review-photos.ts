// Checks photos picked for a review before anything is sent: type, size and count, each problem
// naming the file (the provider's limit of 10 media items, our image types and size: see
// REVIEW_PHOTO_LIMITS).
import { formatNumber, t } from '@/lib/i18n';
import { uploadMime } from '@/lib/messaging/media-limits';
import { isReviewPhotoType, REVIEW_PHOTO_LIMITS } from '@/lib/messaging/review-collect';
import { formatBytes } from '../media/format';

export interface PhotoCheck<F> {
  accepted: F[];
  problems: string[];
}

/** Which of `picked` can join the `already` photos of a review, in order, and why the others can't. */
export function checkReviewPhotos<F extends { name: string; type: string; size: number }>(
  already: number,
  picked: readonly F[],
): PhotoCheck<F> {
  const accepted: F[] = [];
  const problems: string[] = [];
  for (const f of picked) {
    if (!isReviewPhotoType(uploadMime(f.name, f.type))) problems.push(t('reviewCollect.photoType', { name: f.name }));
    else if (f.size === 0) problems.push(t('reviewCollect.photoEmpty', { name: f.name }));
    else if (f.size > REVIEW_PHOTO_LIMITS.maxBytes)
      problems.push(t('reviewCollect.photoTooLarge', { name: f.name, max: formatBytes(REVIEW_PHOTO_LIMITS.maxBytes) }));
    else if (already + accepted.length >= REVIEW_PHOTO_LIMITS.count)
      problems.push(t('reviewCollect.photoTooMany', { name: f.name, max: formatNumber(REVIEW_PHOTO_LIMITS.count) }));
    else accepted.push(f);
  }
  return { accepted, problems };
}

/** The MIME type a checked photo is uploaded as. */
export const photoMime = (f: { name: string; type: string }): string => uploadMime(f.name, f.type);
