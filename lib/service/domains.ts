import type { AdminApi } from '../messaging/admin-api';
import { contactsHandlers } from './contacts/handlers';
import { inboxHandlers } from './inbox/handlers';
import { membersHandlers } from './members/handlers';
import { memberSocialHandlers } from './members/social-handlers';
import { mediaHandlers } from './media/handlers';
import { mediaFolderHandlers } from './media/folder-handlers';
import { offlineQueueHandlers } from './offline-queue/handlers';
import { reviewsHandlers } from './reviews/handlers';
import type { Handlers } from './infra/router';
import type { AdminSender } from './infra/senders';
import { sessionHandlers } from './session/handlers';
import { reviewRequestsHandlers } from './review-requests/handlers';
import { reviewCollectHandlers } from './review-collect/handlers';
import { settingsHandlers } from './settings/handlers';
import { tasksHandlers } from './tasks/handlers';

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
