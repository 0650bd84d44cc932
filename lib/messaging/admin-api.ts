import { z } from 'zod';
import { message, type ApiSpec } from './define-api';
import { Guid, type CurrentSite } from './site';
import { ModerationDecision, type ReviewPage, type ReviewSummary } from './reviews';
import { SandboxUrl, type SessionState } from './session';

const SiteScoped = z.object({ siteId: Guid });

/** Side panel → background. Answered only for the extension's own pages. */
export const adminApi = {
  'session.get': message(z.object({}).strict()).returns<SessionState>(),
  'session.connectSandbox': message(z.object({ sandboxUrl: SandboxUrl, siteId: Guid.optional() }).strict()).returns<SessionState>(),
  'session.connectApiKey': message(
    z
      .object({
        apiKey: z.string().trim().min(20, 'looks too short for a Wix API key').max(4000),
        accountId: Guid,
      })
      .strict(),
  ).returns<SessionState>(),
  'session.disconnect': message(z.object({}).strict()).returns<SessionState>(),
  'site.current': message(z.object({ windowId: z.number().int().nullable() }).strict()).returns<CurrentSite>(),
  'site.setEnabled': message(SiteScoped.extend({ enabled: z.boolean() }).strict()).returns<{ enabled: boolean }>(),
  'reviews.pending': message(
    SiteScoped.extend({ cursor: z.string().max(4000).nullish(), limit: z.number().int().min(1).max(100).optional() }).strict(),
  ).returns<ReviewPage>(),
  'reviews.pendingCount': message(SiteScoped.strict()).returns<{ count: number }>(),
  'reviews.moderate': message(
    SiteScoped.extend({ reviewId: z.string().min(1).max(200), status: ModerationDecision }).strict(),
  ).returns<ReviewSummary>(),
} satisfies ApiSpec;
export type AdminApi = typeof adminApi;
export type AdminType = keyof AdminApi;
