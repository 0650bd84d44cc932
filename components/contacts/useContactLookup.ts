import { useEffect } from 'react';
import type { ContactPage } from '@/lib/messaging/contacts';
import { setHashParams, useHashParam } from '../common/useHashParam';
import { parseLookup } from './LookupNotice';

/**
 * A lookup from a selection (`contacts.lookup`): the list searches for it alone; one match opens,
 * several are listed, none is said (the notice then offers to create the contact).
 */
export function useContactLookup(
  text: string,
  page: { data?: ContactPage; isPlaceholderData: boolean },
  onOpen: (id: string) => void,
) {
  const [raw, setLookup] = useHashParam('contacts.lookup');
  const lookup = parseLookup(raw);
  useEffect(() => {
    if (!lookup?.value) return;
    setHashParams({
      'contacts.q': lookup.value,
      'contacts.facet': null,
      'contacts.filter': null,
      'contacts.offset': null,
    });
  }, [lookup?.value]);
  const result = lookup?.value && text === lookup.value && page.data && !page.isPlaceholderData ? page.data : null;
  useEffect(() => {
    if (!result) return;
    if (result.contacts.length === 1) {
      setLookup(null);
      onOpen(result.contacts[0]!.id);
    } else if (result.contacts.length > 1) setLookup(null);
  }, [result, setLookup, onOpen]);
  return {
    lookup,
    /** The lookup found nobody (or was of neither an email nor a phone): its notice is shown. */
    unanswered: lookup !== null && (lookup.value === null || result?.contacts.length === 0),
    dismiss: () => setLookup(null),
  };
}
