// Token-endpoint failures: HTTP 400 with the provider's application-error body, the code being the
// OAuth 2.0 error name (RFC 6749 §5.2). The SDK masks any of them as "System error occurred".
import { applicationError, type ProviderError } from '../../http/errors.ts';

export type OAuthErrorCode = 'invalid_request' | 'invalid_client' | 'invalid_grant' | 'unsupported_grant_type';

export const oauthError = (code: OAuthErrorCode, description: string): ProviderError =>
  applicationError(400, code, description);
