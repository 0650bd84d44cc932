// The provider surface, one entry per domain. New domains (contacts, media, oauth ...) add a line.
import type { Hono } from 'hono';
import type { SandboxDeps, SandboxEnv } from '../http/env.ts';
import type { IdentityResolver } from '../http/identities.ts';
import { appTokenIdentity } from './app-identity/identity-resolver.ts';
import { accessTokenIdentity } from './identity/identity-resolver.ts';
import { apiKeyIdentity } from './sites/identity-resolver.ts';
import { contactsRoutes } from './contacts/routes.ts';
import { contactsListRoutes } from './contacts/list-routes.ts';
import { contactsBulkRoutes } from './contacts/bulk-routes.ts';
import { contactLabelsRoutes } from './contact-labels/routes.ts';
import { extendedFieldsRoutes } from './extended-fields/routes.ts';
import { oauthRoutes } from './identity/routes.ts';
import { redirectSessionRoutes } from './identity/redirect-session-routes.ts';
import { oauthAppsRoutes } from './oauth-apps/routes.ts';
import { membersMyRoutes } from './members-my/routes.ts';
import { membersRoutes } from './members/routes.ts';
import { memberReportsRoutes } from './member-reports/routes.ts';
import { memberFollowersRoutes } from './member-followers/routes.ts';
import { reviewsRoutes } from './reviews/routes.ts';
import { mediaRoutes } from './media/routes.ts';
import { siteListRoutes } from './site-list/routes.ts';
import { siteUrlsRoutes } from './site-urls/routes.ts';
import { reviewRequestsRoutes } from './review-requests/routes.ts';
import { productsV1Routes, productsV3Routes } from './products/routes.ts';
import { tasksRoutes } from './tasks/routes.ts';
import { moderationRulesRoutes } from './moderation-rules/routes.ts';

export interface ProviderDomain {
  name: string;
  /** Production path prefix (www.wixapis.com layout). */
  basePath: string;
  /**
   * Which credentials the calls need: a site (API key + `wix-site-id`, or a visitor/member access
   * token), an account (`wix-account-id`), or none (`public`: the OAuth token endpoint and pages).
   */
  scope: 'site' | 'account' | 'public';
  routes: (deps: SandboxDeps) => Hono<SandboxEnv>;
}

export const PROVIDER_DOMAINS: readonly ProviderDomain[] = [
  // Before members: `/my` must not be taken for a member id.
  { name: 'members-my', basePath: '/members/v1/members', scope: 'site', routes: membersMyRoutes },
  { name: 'members', basePath: '/members/v1/members', scope: 'site', routes: membersRoutes },
  { name: 'member-reports', basePath: '/members/v1/member-reports', scope: 'site', routes: memberReportsRoutes },
  { name: 'member-followers', basePath: '/members/v3/followers', scope: 'site', routes: memberFollowersRoutes },
  { name: 'reviews', basePath: '/reviews/v1', scope: 'site', routes: reviewsRoutes },
  { name: 'media', basePath: '/site-media/v1', scope: 'site', routes: mediaRoutes },
  { name: 'contacts', basePath: '/contacts/v4/contacts', scope: 'site', routes: contactsRoutes },
  { name: 'contacts-list', basePath: '/contacts/v4/contacts', scope: 'site', routes: contactsListRoutes },
  { name: 'contacts-bulk', basePath: '/contacts/v4/bulk', scope: 'site', routes: contactsBulkRoutes },
  { name: 'contact-labels', basePath: '/contacts/v4/labels', scope: 'site', routes: contactLabelsRoutes },
  { name: 'extended-fields', basePath: '/contacts/v4/extended-fields', scope: 'site', routes: extendedFieldsRoutes },
  { name: 'stores-v1', basePath: '/stores-reader/v1/products', scope: 'site', routes: productsV1Routes },
  { name: 'stores-v3', basePath: '/stores/v3', scope: 'site', routes: productsV3Routes },
  { name: 'oauth2', basePath: '/oauth2', scope: 'public', routes: oauthRoutes },
  { name: 'redirects', basePath: '/_api/redirects-api/v1', scope: 'site', routes: redirectSessionRoutes },
  { name: 'redirect-session', basePath: '/redirect-session/v1', scope: 'site', routes: redirectSessionRoutes },
  { name: 'oauth-apps', basePath: '/oauth-app/v1', scope: 'site', routes: oauthAppsRoutes },
  { name: 'site-list', basePath: '/site-list/v2', scope: 'account', routes: siteListRoutes },
  { name: 'site-urls', basePath: '/urls-server', scope: 'site', routes: siteUrlsRoutes },
  { name: 'review-requests', basePath: '/reviews/v2', scope: 'site', routes: reviewRequestsRoutes },
  { name: 'crm-tasks', basePath: '/crm/tasks/v2', scope: 'site', routes: tasksRoutes },
  { name: 'moderation-rules', basePath: '/moderation/v1', scope: 'site', routes: moderationRulesRoutes },
];

/**
 * Who may call (http/identities.ts), asked in this order: API keys (sites), visitor and member
 * access tokens (identity), app access tokens (app-identity). A domain that issues credentials adds
 * its resolver here.
 */
export const IDENTITY_RESOLVERS: readonly IdentityResolver[] = [apiKeyIdentity, accessTokenIdentity, appTokenIdentity];
