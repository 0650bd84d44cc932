import { useEffect } from 'react';
import { browser, type Browser } from 'wxt/browser';
import { BackgroundEvent } from '@/lib/messaging/events';
import { useHashParam } from '../common/useHashParam';

/** "Open in Sitekeeper" on a live profile page: the panel switches to the Members tab and that member's card. */
export function useMemberOpenRequests(): void {
  const [, setTool] = useHashParam('tool');
  const [, setMember] = useHashParam('members.member');
  useEffect(() => {
    const listener = (message: unknown, sender: Browser.runtime.MessageSender) => {
      if (sender.id !== browser.runtime.id || sender.tab) return undefined; // only the background
      const parsed = BackgroundEvent.safeParse(message);
      if (parsed.success && parsed.data.event === 'members.open') {
        setMember(parsed.data.memberId);
        setTool('members');
      }
      return undefined;
    };
    browser.runtime.onMessage.addListener(listener);
    return () => browser.runtime.onMessage.removeListener(listener);
  }, [setTool, setMember]);
}
