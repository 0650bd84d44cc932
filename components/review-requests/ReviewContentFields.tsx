import { useId } from 'react';
import { REVIEW_LIMITS } from '@/lib/messaging/review-collect';
import { formatNumber, t } from '@/lib/i18n';
import { ItemField } from './ItemField';
import type { ReviewDraft } from './review-input';

/** Item, rating (1–5 stars), title and body of a review being written, with the provider's limits. */
export function ReviewContentFields({
  siteId,
  draft,
  onChange,
}: {
  siteId: string;
  draft: ReviewDraft;
  onChange: (d: ReviewDraft) => void;
}) {
  const titleId = useId();
  const bodyId = useId();
  const ratingName = useId();
  const over = (text: string, max: number) => (text.length > max ? 'text-red-700 font-semibold' : 'text-slate-500');
  return (
    <>
      <ItemField siteId={siteId} value={draft.itemId} onChange={(itemId) => onChange({ ...draft, itemId })} />
      <fieldset>
        <legend className="text-xs font-medium">{t('reviewCollect.rating')}</legend>
        <div className="flex gap-2">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="text-sm">
              <input
                type="radio"
                name={ratingName}
                value={n}
                checked={draft.rating === n}
                onChange={() => onChange({ ...draft, rating: n })}
              />{' '}
              {plural5(n)}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={titleId} className="block text-xs font-medium">
          {t('reviewCollect.title')}
        </label>
        <input
          id={titleId}
          value={draft.title}
          onChange={(e) => onChange({ ...draft, title: e.target.value })}
          className="w-full rounded border border-slate-300 px-2 py-1 text-sm"
        />
        <p className={`text-xs ${over(draft.title, REVIEW_LIMITS.title)}`}>
          {formatNumber(draft.title.length)} / {formatNumber(REVIEW_LIMITS.title)}
        </p>
      </div>
      <div>
        <label htmlFor={bodyId} className="block text-xs font-medium">
          {t('reviewCollect.body')}
        </label>
        <textarea
          id={bodyId}
          value={draft.body}
          rows={4}
          onChange={(e) => onChange({ ...draft, body: e.target.value })}
          className="w-full rounded border border-slate-300 px-2 py-1 text-sm"
        />
        <p className={`text-xs ${over(draft.body, REVIEW_LIMITS.body)}`}>
          {formatNumber(draft.body.length)} / {formatNumber(REVIEW_LIMITS.body)}
        </p>
      </div>
    </>
  );
}

const plural5 = (n: number): string => t('reviewCollect.stars', { n: formatNumber(n) });
