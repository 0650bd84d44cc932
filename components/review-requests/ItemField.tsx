import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { t } from '@/lib/i18n';
import { isGuid } from '@/lib/messaging/wire/ids';
import { productMatchesOptions, productNameOptions } from '@/lib/queries/review-requests';
import { ErrorNotice } from '../common/ErrorNotice';
import { controlClass, Field } from '../common/Field';
import { useDebouncedValue } from '../common/useDebouncedValue';
import { MatchList } from '../common/MatchList';

/**
 * The item a review is for: type part of a store product's name and pick it from the site's
 * products, or paste the product's id. The chosen product is shown by name; `value` (what the form
 * sends) is its id, or '' while nothing is chosen.
 */
export function ItemField({
  siteId,
  value,
  onChange,
  label = t('reviewRequests.item'),
}: {
  siteId: string;
  value: string;
  onChange: (id: string) => void;
  /** The field's label, where the item is asked for another reason than a review (canceling by item). */
  label?: string;
}) {
  const [text, setText] = useState(value);
  const [textFor, setTextFor] = useState(value);
  // A value set from outside (a product from a live page, a form reset) replaces what was typed.
  if (value !== textFor) {
    setTextFor(value);
    setText(value);
  }
  const typed = text.trim();
  const name = useDebouncedValue(value === '' && !isGuid(typed) ? typed : '', 250);
  const matches = useQuery(productMatchesOptions(siteId, name));
  const chosen = useQuery(productNameOptions(siteId, value));

  const choose = (shown: string, itemId: string) => {
    setText(shown);
    setTextFor(itemId);
    onChange(itemId);
  };
  const listed = value === '' && name !== '' && name === typed ? matches.data : undefined;
  return (
    <Field className="text-sm" label={label} hint={t('reviewRequests.itemHint')}>
      {(wiring) => (
        <>
          <input
            {...wiring}
            type="search"
            value={text}
            autoComplete="off"
            maxLength={100}
            onChange={(e) => choose(e.target.value, isGuid(e.target.value.trim()) ? e.target.value.trim() : '')}
            className={controlClass}
          />
          {value !== '' && chosen.data && (
            <p className="text-xs text-slate-700" data-testid="item-chosen" data-item-id={value}>
              {t('reviewRequests.itemChosen', { name: chosen.data.name })}
            </p>
          )}
          {value !== '' && chosen.data === null && (
            <p role="status" className="text-xs text-amber-800">
              {t('reviewRequests.itemUnknown')}
            </p>
          )}
          {matches.error && value === '' && <ErrorNotice error={matches.error} />}
          <MatchList
            label={t('reviewRequests.productMatches')}
            matches={listed}
            none={t('reviewRequests.noProduct')}
            onPick={(p) => choose(p.name, p.id)}
          >
            {(p) => p.name}
          </MatchList>
        </>
      )}
    </Field>
  );
}
