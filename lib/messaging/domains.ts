// The admin API's domains, one line each: a domain declares its messages in `<domain>-api.ts` (their
// schemas and types in `<domain>.ts`) and is registered here; its handlers are registered the same way in
// lib/service/domains.ts. Each line exports that one message set and nothing else.
export { sessionApi } from './session-api';
export { reviewsApi } from './reviews-api';
export { inboxApi } from './inbox-api';
export { reviewRequestsApi } from './review-requests-api';
export { reviewCollectApi } from './review-collect-api';
export { membersApi } from './members-api';
export { memberSocialApi } from './member-social-api';
export { contactsApi } from './contacts-api';
export { tasksApi } from './tasks-api';
export { moderationRulesApi } from './moderation-rules-api';
export { mediaApi } from './media-api';
export { mediaFoldersApi } from './media-folders-api';
export { settingsApi } from './settings-api';
export { offlineQueueApi } from './offline-queue-api';
export { savedRepliesApi } from './saved-replies-api';
