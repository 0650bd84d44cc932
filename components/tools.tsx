import { t } from '@/lib/i18n';
import type { ToolTab } from './common/ToolTabs';
import { toolIcons } from './tool-icons';
import { ReviewRequestsTool } from './review-requests/ReviewRequestsTool';
import { ReviewsTool } from './reviews/ReviewsTool';
import { MembersTool } from './members/MembersTool';
import { ContactsTool } from './contacts/ContactsTool';
import { MediaTool } from './media/MediaTool';

/** What every tool gets: the site it works on and the ways out of an identity error. */
export interface ToolProps {
  siteId: string;
  onReconnect: () => void;
  onConnectApp: () => void;
  /** The URL of the window's tab when it shows this site, verified and enabled (tools may follow it). */
  tabUrl?: string | null;
  /** Moves the tools to another connected site (the all-sites inbox opens a site's desk). */
  onPickSite?: (siteId: string) => void;
}

/** The panel's tools, in tab order. A new tool adds one entry. */
export function toolTabs(props: ToolProps): ToolTab[] {
  return [
    {
      id: 'reviews',
      icon: toolIcons.reviews,
      label: t('tools.reviews'),
      render: () => <ReviewsTool key={props.siteId} {...props} />,
    },
    {
      id: 'review-requests',
      icon: toolIcons.requests,
      label: t('reviewRequests.tab'),
      render: () => <ReviewRequestsTool key={props.siteId} {...props} />,
    },
    {
      id: 'members',
      icon: toolIcons.members,
      label: t('members.tab'),
      render: () => <MembersTool key={props.siteId} {...props} />,
    },
    {
      id: 'contacts',
      icon: toolIcons.contacts,
      label: t('contacts.tab'),
      render: () => <ContactsTool key={props.siteId} {...props} />,
    },
    {
      id: 'media',
      icon: toolIcons.media,
      label: t('tools.media'),
      render: () => <MediaTool key={props.siteId} {...props} />,
    },
  ];
}
