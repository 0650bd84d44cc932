import type { ProviderErrorData } from '../../messaging/protocol/provider-error';

/**
 * An error the service itself raises, already in the shape that crosses the boundary. Its code (and
 * `params`) is what the UI words in the reader's language (lib/ui/error-words.ts); the
 * English message is for logs and for codes the UI has no words for.
 */
export class ServiceError extends Error {
  readonly data: ProviderErrorData;
  constructor(
    status: number | null,
    code: string,
    message: string,
    extra: {
      requestId?: string | null;
      details?: unknown;
      retryAfterSeconds?: number;
      params?: Record<string, string | number>;
    } = {},
  ) {
    super(message);
    this.data = {
      status,
      code,
      message,
      details: extra.details ?? null,
      requestId: extra.requestId ?? null,
      ...(extra.retryAfterSeconds !== undefined ? { retryAfterSeconds: extra.retryAfterSeconds } : {}),
      ...(extra.params ? { params: extra.params } : {}),
    };
  }
}

/**
 * An admin call with no admin connection (also while acting as a member): the "elevated client
 * required" of docs/product.md §8.
 */
export const notConnected = () =>
  new ServiceError(
    401,
    'NOT_CONNECTED',
    "An elevated client is required: this is an admin action, and Sitekeeper is not connected with the admin's account (a member's login never stands in for it). Open the side panel and connect to your Wix account or the local sandbox.",
  );
export const forbiddenSender = (api: string) =>
  new ServiceError(403, 'FORBIDDEN_SENDER', `The ${api} API does not answer this sender.`);
export const siteNotEnabled = () =>
  new ServiceError(403, 'SITE_NOT_ENABLED', 'Sitekeeper is not enabled on this site. Turn it on in the side panel.');
export const siteNotVerified = () =>
  new ServiceError(
    403,
    'SITE_NOT_VERIFIED',
    "This page is not at an address of one of your connected account's sites, so Sitekeeper does nothing for it.",
  );
