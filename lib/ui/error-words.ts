import { tValues, type MessageKey } from '../i18n';
import { MessageError, type ProviderErrorData } from '../messaging/wire/message-error';

// Sitekeeper's own errors, worded where they are shown (panel, options page, live page) in the
// reader's language: the background sends a code and its values, never a sentence. An error the
// provider raised keeps the provider's own message.

const WORDS: Record<string, MessageKey> = {
  NOT_CONNECTED: 'errors.service.notConnected',
  SITE_NOT_CONNECTED: 'errors.service.siteNotConnected',
  FORBIDDEN_SENDER: 'errors.service.forbiddenSender',
  SITE_NOT_ENABLED: 'errors.service.siteNotEnabled',
  SITE_NOT_VERIFIED: 'errors.service.siteNotVerified',
  ORIGIN_NOT_GRANTED: 'errors.service.originNotGranted',
  UNSUPPORTED_PHOTO_TYPE: 'errors.service.unsupportedPhotoType',
  PHOTO_NOT_A_VISITOR_UPLOAD: 'errors.service.photoNotVisitorUpload',
  PHOTO_NOT_READY: 'errors.service.photoNotReady',
  UNSUPPORTED_ITEM: 'errors.service.unsupportedItem',
  IMPORT_FAILED: 'errors.service.importFailed',
  UNSUPPORTED_MEDIA_TYPE: 'errors.service.unsupportedMediaType',
  EMPTY_FILE: 'errors.service.emptyFile',
  FILE_TOO_LARGE: 'errors.service.fileTooLarge',
  SANDBOX_DISABLED: 'errors.service.sandboxDisabled',
  SANDBOX_UNREACHABLE: 'errors.service.sandboxUnreachable',
  SANDBOX_BAD_ANSWER: 'errors.service.sandboxBadAnswer',
  APP_NOT_ACCEPTED: 'errors.service.appNotAccepted',
  APP_OTHER_SITE: 'errors.service.appOtherSite',
  APP_IDENTITY_NEEDED: 'errors.service.appIdentityNeeded',
  VISITOR_CLIENT_NEEDED: 'errors.service.visitorClientNeeded',
  PAGE_RATE_LIMITED: 'errors.service.pageRateLimited',
  REVIEW_NOT_ON_PAGE: 'errors.service.reviewNotOnPage',
  FRAME_TICKET_UNKNOWN: 'errors.service.frameTicketUnknown',
  FRAME_HIDDEN: 'errors.service.frameHidden',
  NOT_LOGGED_IN_AS_MEMBER: 'errors.service.notLoggedInAsMember',
  LOGIN_CANCELLED: 'errors.service.loginCancelled',
  LOGIN_TIMEOUT: 'errors.service.loginTimeout',
  LOGOUT_NOT_REACHED: 'errors.service.logoutNotReached',
  MEMBER_PAGE_UNKNOWN: 'errors.service.memberPageUnknown',
  MEMBER_WITHOUT_CONTACT: 'errors.service.memberWithoutContact',
  BAD_CURSOR: 'errors.service.badCursor',
  BACKGROUND_UNREACHABLE: 'errors.service.backgroundUnreachable',
  CHANGES_NOT_SENT: 'errors.service.changesNotSent',
  CHANGES_STILL_WAITING: 'errors.service.changesStillWaiting',
  CHANGES_REFUSED: 'errors.service.changesRefused',
  RULES_FULL: 'errors.service.rulesFull',
  RULE_CHANGED: 'errors.service.ruleChanged',
  RULES_COPY_LEFT: 'errors.service.rulesCopyLeft',
  SAVED_REPLIES_LIST_FULL: 'errors.service.savedRepliesListFull',
  SAVED_REPLIES_SYNC_FULL: 'errors.service.savedRepliesSyncFull',
  SAVED_REPLY_GONE: 'errors.service.savedReplyGone',
  ACCOUNT_NOT_CONNECTED: 'errors.service.accountNotConnected',
};

/** The codes Sitekeeper words itself (tests check each has words in every language). */
export const WORDED_CODES = Object.keys(WORDS);

/** What an error says to the admin: Sitekeeper's own codes in their words, else the error's message. */
export function errorWords(e: ProviderErrorData): string {
  return codeWords(e.code, e.params) ?? e.message;
}

/** One of Sitekeeper's own codes in words, with its params (null for a code it has no words for). */
export function codeWords(code: string, params: Record<string, string | number> = {}): string | null {
  const key = WORDS[code];
  if (!key) return null;
  return tValues(key, Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])));
}

/** An error as a person reads it: a provider refusal with its request id, else the message. */
export function readableError(e: unknown): string {
  if (e instanceof MessageError) {
    const words = errorWords(e.data);
    return e.data.requestId ? `${words} (request ${e.data.requestId})` : words;
  }
  return e instanceof Error ? e.message : String(e);
}
