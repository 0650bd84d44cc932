import type { AdminApi } from '../../messaging/admin-api';
import { contactsHandlers } from './contacts';
import { inboxHandlers } from './inbox';
import { membersHandlers } from './members';
import { memberSocialHandlers } from './member-social';
import { mediaHandlers } from './media';
import { mediaFolderHandlers } from './media-folders';
import { offlineQueueHandlers } from './offline-queue';
import { reviewsHandlers } from './reviews';
import type { Handlers } from '../infra/router';
import type { AdminSender } from '../infra/senders';
import { sessionHandlers } from './session';
import { reviewRequestsHandlers } from './review-requests';
import { reviewCollectHandlers } from './review-collect';
import { settingsHandlers } from './settings';
import { tasksHandlers } from './tasks';

/** The admin API's handlers, one file per domain (a new tool adds its spread here). */
export const adminHandlers: Handlers<AdminApi, AdminSender> = {
  ...sessionHandlers,
  ...reviewsHandlers,
  ...inboxHandlers,
  ...reviewRequestsHandlers,
  ...reviewCollectHandlers,
  ...membersHandlers,
  ...memberSocialHandlers,
  ...contactsHandlers,
  ...tasksHandlers,
  ...mediaHandlers,
  ...mediaFolderHandlers,
  ...settingsHandlers,
  ...offlineQueueHandlers,
};
