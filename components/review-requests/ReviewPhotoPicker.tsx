import { useSignals } from '@preact/signals-react/runtime';
import { useId, useRef } from 'react';
import { formatNumber, t } from '@/lib/i18n';
import { REVIEW_PHOTO_LIMITS } from '@/lib/messaging/review-collect';
import { formatBytes } from '../media/format';
import { Button, buttonClass } from '../common/Button';
import { ProgressRow } from '../common/ProgressRow';
import type { PickedPhoto, ReviewPhotos } from './useReviewPhotos';
import { FormProblems } from '../common/FormProblems';

function PhotoRow({ photo, onRemove, busy }: { photo: PickedPhoto; onRemove: () => void; busy: boolean }) {
  useSignals();
  const { item } = photo;
  return (
    <li className="flex items-center gap-2 text-xs" data-testid="review-photo" data-state={item.state.value}>
      <img
        src={photo.preview}
        alt={t('reviewCollect.photoPreview', { name: item.name })}
        className="h-12 w-12 rounded object-cover"
      />
      <ProgressRow
        item={item}
        words={{
          done: t('reviewCollect.photoDone'),
          failed: t('reviewCollect.photoFailed'),
          waiting: t('reviewCollect.photoWaiting'),
          checking: t('media.upload.checking'),
        }}
        progressLabel={t('reviewCollect.photoProgress', { name: item.name })}
        statusTestId="review-photo-status"
      />
      <Button
        size="sm"
        onClick={onRemove}
        disabled={busy}
        aria-label={t('reviewCollect.photoRemove', { name: item.name })}
      >
        ×
      </Button>
    </li>
  );
}

/** Photos for a review: picked (checked at once, each refusal naming its file), previewed, and their upload progress. */
export function ReviewPhotoPicker({ photos, busy }: { photos: ReviewPhotos; busy: boolean }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const full = photos.photos.length >= REVIEW_PHOTO_LIMITS.count;
  return (
    <fieldset className="space-y-1">
      <legend className="text-xs font-medium">{t('reviewCollect.photos')}</legend>
      <p className="text-xs text-slate-600">
        {t('reviewCollect.photosHint', {
          max: formatNumber(REVIEW_PHOTO_LIMITS.count),
          size: formatBytes(REVIEW_PHOTO_LIMITS.maxBytes),
        })}
      </p>
      <input
        ref={input}
        id={inputId}
        type="file"
        multiple
        accept={REVIEW_PHOTO_LIMITS.types.join(',')}
        disabled={full || busy}
        className="peer sr-only"
        data-testid="review-photo-input"
        onChange={(e) => {
          photos.add(Array.from(e.target.files ?? []));
          // The same file can be picked again after a removal.
          if (input.current) input.current.value = '';
        }}
      />
      <label
        htmlFor={inputId}
        className={buttonClass({
          className: `inline-block text-sm peer-focus-visible:ring-2 peer-focus-visible:ring-indigo-500 ${full || busy ? 'opacity-50' : 'cursor-pointer'}`,
        })}
      >
        {t('reviewCollect.photoPick')}
      </label>
      <FormProblems problems={photos.problems} testId="review-photo-problems" />
      {photos.photos.length > 0 && (
        <ul className="space-y-1" aria-label={t('reviewCollect.photos')}>
          {photos.photos.map((p) => (
            <PhotoRow key={p.item.key} photo={p} busy={busy} onRemove={() => photos.remove(p.item.key)} />
          ))}
        </ul>
      )}
    </fieldset>
  );
}
