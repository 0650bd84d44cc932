import { joinDomains, type ApiSpec } from './protocol/define-api';
import * as domains from './domains';

/**
 * Side panel → background: every domain's messages, one file per domain (`<domain>-api.ts`), each
 * registered by one line in lib/messaging/domains.ts. Answered only for the extension's own pages.
 */
export const adminApi = joinDomains(domains) satisfies ApiSpec;
export type AdminApi = typeof adminApi;
export type AdminType = keyof AdminApi;
