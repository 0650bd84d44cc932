// The provider surface, one entry per domain. New domains (contacts, media, oauth ...) add a line.
import type { Hono } from 'hono';
import type { SandboxDeps, SandboxEnv } from '../http/env.ts';
import { membersRoutes } from './members/routes.ts';
import { reviewsRoutes } from './reviews/routes.ts';

export interface ProviderDomain {
  name: string;
  /** Production path prefix (www.wixapis.com layout). */
  basePath: string;
  /** Which credentials the calls need: a site (`wix-site-id`) or an account (`wix-account-id`). */
  scope: 'site' | 'account';
  routes: (deps: SandboxDeps) => Hono<SandboxEnv>;
}

export const PROVIDER_DOMAINS: readonly ProviderDomain[] = [
  { name: 'members', basePath: '/members/v1/members', scope: 'site', routes: membersRoutes },
  { name: 'reviews', basePath: '/reviews/v1', scope: 'site', routes: reviewsRoutes },
];
