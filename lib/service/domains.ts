// The admin API's handlers, one line per domain: a domain's folder here answers its messages
// (lib/messaging/domains.ts registers those) in `handlers.ts`, registered here. Each line exports that
// one handler table and nothing else; listeners/message-listener.ts joins them into the admin protocol.
export { sessionHandlers } from './session/handlers';
export { reviewsHandlers } from './reviews/handlers';
export { inboxHandlers } from './inbox/handlers';
export { reviewRequestsHandlers } from './review-requests/handlers';
export { reviewCollectHandlers } from './review-collect/handlers';
export { membersHandlers } from './members/handlers';
export { memberSocialHandlers } from './members/social-handlers';
export { contactsHandlers } from './contacts/handlers';
export { tasksHandlers } from './tasks/handlers';
export { moderationRulesHandlers } from './moderation-rules/handlers';
export { mediaHandlers } from './media/handlers';
export { mediaFolderHandlers } from './media/folder-handlers';
export { settingsHandlers } from './settings/handlers';
export { offlineQueueHandlers } from './offline-queue/handlers';
export { savedRepliesHandlers } from './saved-replies/handlers';
