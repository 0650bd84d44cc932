import type { ApiSpec } from './define-api';
import { mediaApi } from './media-api';
import { reviewsApi } from './reviews-api';
import { sessionApi } from './session-api';

/**
 * Side panel → background: every domain's messages, one file per domain (`<domain>-api.ts`).
 * Answered only for the extension's own pages. A new tool adds its spread here.
 */
export const adminApi = {
  ...sessionApi,
  ...reviewsApi,
  ...mediaApi,
} satisfies ApiSpec;
export type AdminApi = typeof adminApi;
export type AdminType = keyof AdminApi;
