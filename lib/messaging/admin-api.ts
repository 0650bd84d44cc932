import type { ApiSpec } from './protocol/define-api';
import { contactsApi } from './contacts-api';
import { inboxApi } from './inbox-api';
import { membersApi } from './members-api';
import { memberSocialApi } from './member-social-api';
import { mediaApi } from './media-api';
import { mediaFoldersApi } from './media-folders-api';
import { offlineQueueApi } from './offline-queue-api';
import { reviewsApi } from './reviews-api';
import { sessionApi } from './session-api';
import { reviewRequestsApi } from './review-requests-api';
import { reviewCollectApi } from './review-collect-api';
import { settingsApi } from './settings-api';
import { tasksApi } from './tasks-api';

/**
 * Side panel → background: every domain's messages, one file per domain (`<domain>-api.ts`).
 * Answered only for the extension's own pages. A new tool adds its spread here.
 */
export const adminApi = {
  ...sessionApi,
  ...reviewsApi,
  ...inboxApi,
  ...reviewRequestsApi,
  ...reviewCollectApi,
  ...membersApi,
  ...memberSocialApi,
  ...contactsApi,
  ...tasksApi,
  ...mediaApi,
  ...mediaFoldersApi,
  ...settingsApi,
  ...offlineQueueApi,
} satisfies ApiSpec;
export type AdminApi = typeof adminApi;
export type AdminType = keyof AdminApi;
