import { useId } from 'react';
import { REVIEW_LIMITS } from '@/lib/messaging/review-collect';
import { formatNumber, t } from '@/lib/i18n';
import { ItemField } from './ItemField';
import type { ReviewDraft } from './review-input';
import { TextAreaField, TextField } from '../common/Field';

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
  const ratingName = useId();
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
      <TextField
        className="text-sm"
        label={t('reviewCollect.title')}
        value={draft.title}
        onChange={(e) => onChange({ ...draft, title: e.target.value })}
        hint={<Count text={draft.title} max={REVIEW_LIMITS.title} />}
      />
      <TextAreaField
        className="text-sm"
        label={t('reviewCollect.body')}
        value={draft.body}
        rows={4}
        onChange={(e) => onChange({ ...draft, body: e.target.value })}
        hint={<Count text={draft.body} max={REVIEW_LIMITS.body} />}
      />
    </>
  );
}

/** How long a text is against its limit, in red once over it. */
function Count({ text, max }: { text: string; max: number }) {
  return (
    <span className={text.length > max ? 'font-semibold text-red-700' : 'text-slate-500'}>
      {formatNumber(text.length)} / {formatNumber(max)}
    </span>
  );
}

const plural5 = (n: number): string => t('reviewCollect.stars', { n: formatNumber(n) });
