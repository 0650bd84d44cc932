import { useEffect, useState } from 'react';
import { mediaSearchRequestItem } from '@/lib/storage';
import { useHashParam } from '../common/useHashParam';

const SEARCH_EVENT = 'sitekeeper:media-search';
/** A request older than this was for a panel that has since been closed. */
const FRESH_MS = 10_000;

/**
 * The "search media" shortcut (manifest command): the background opens the panel and records the
 * moment; the panel switches to the Media tab. Used once, at the panel's top.
 */
export function useMediaShortcut(): void {
  const [, setTool] = useHashParam('tool');
  useEffect(() => {
    const take = (at: number | null) => {
      if (!at || Date.now() - at > FRESH_MS) return;
      setTool('media');
      window.dispatchEvent(new Event(SEARCH_EVENT));
      void mediaSearchRequestItem.setValue(null);
    };
    void mediaSearchRequestItem.getValue().then(take);
    return mediaSearchRequestItem.watch(take);
  }, [setTool]);
}

/** A number that changes each time the shortcut asks for the search box (the Media tab focuses it then). */
export function useSearchShortcut(onSearch: () => void): number {
  const [token, setToken] = useState(0);
  useEffect(() => {
    const bump = () => {
      onSearch();
      setToken((n) => n + 1);
    };
    window.addEventListener(SEARCH_EVENT, bump);
    return () => window.removeEventListener(SEARCH_EVENT, bump);
  }, [onSearch]);
  return token;
}
