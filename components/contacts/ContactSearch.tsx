import { useEffect, useRef, useState } from 'react';
import { t } from '@/lib/i18n';
import { useDebouncedValue } from '../common/useDebouncedValue';

/** How long typing must pause before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 250;

/**
 * Search as you type: the box answers every keystroke, the search (and the panel URL) follows once
 * typing pauses. The list shows only the answer for the text that was sent last.
 */
export function ContactSearch({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState(value);
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const sent = useRef(value);
  useEffect(() => {
    const next = settled.trim();
    if (next === sent.current) return;
    sent.current = next;
    onSearch(next);
  }, [settled, onSearch]);
  // Set from outside (a lookup from a page, a facet reset): the box shows it. Our own sends are not echoed back.
  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    setText(value);
  }, [value]);
  return (
    <input
      type="search"
      className="w-full rounded border border-slate-300 px-2 py-1 text-sm"
      aria-label={t('contacts.search')}
      placeholder={t('contacts.searchHint')}
      value={text}
      onChange={(e) => setText(e.target.value)}
      autoComplete="off"
    />
  );
}
