import { t } from '@/lib/i18n';
import type { ToolTab } from './common/ToolTabs';
import { MediaTool } from './media/MediaTool';
import { PendingReviews } from './reviews/PendingReviews';

/** What every tool gets: the site it works on and the ways out of an identity error. */
export interface ToolProps {
  siteId: string;
  onReconnect: () => void;
  onConnectApp: () => void;
}

/** The panel's tools, in tab order. A new tool (members, contacts, media) adds one entry. */
export function toolTabs(props: ToolProps): ToolTab[] {
  return [
    { id: 'reviews', label: t('tools.reviews'), render: () => <PendingReviews key={props.siteId} {...props} /> },
    { id: 'media', label: t('tools.media'), render: () => <MediaTool key={props.siteId} {...props} /> },
  ];
}
