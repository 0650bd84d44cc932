import { useEffect, useRef } from 'react';
import { setHashParams } from '../common/useHashParam';

/** Panel URL keys that name one site's things (a member, a contact, a file, a folder, a label facet, a page offset, a product to review). */
const SITE_SCOPED = [
  'members.member',
  'members.offset',
  'contacts.contact',
  'contacts.facet',
  'contacts.offset',
  'contacts.lookup',
  'media.file',
  'media.folder',
  'media.scope',
  'reviewRequests.write',
] as const;

/**
 * When the tools move to another site, what was open on the last one is closed: another site has no
 * such member, contact or file. The first site of a panel (a reload) keeps its URL.
 */
export function useSiteScopedParams(siteId: string | null): void {
  const last = useRef(siteId);
  useEffect(() => {
    const previous = last.current;
    last.current = siteId ?? previous;
    if (previous && siteId && previous !== siteId) setHashParams(Object.fromEntries(SITE_SCOPED.map((k) => [k, null])));
  }, [siteId]);
}
