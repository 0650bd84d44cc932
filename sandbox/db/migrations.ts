// Schema migrations by name, applied in list order, each once (table schema_migrations). Names
// instead of one version number let several domains add migrations independently.
// Append; never edit a shipped one. A domain's migration lives in its own folder.
import type Database from 'better-sqlite3';
import { schemaV1 } from './schema-v1.ts';
import { eventsSchema } from '../events/schema.ts';
import { jobsSchema } from '../jobs/schema.ts';
import { contactsSchema } from '../domains/contacts/schema.ts';
import { reviewsAuthorSchema } from '../domains/reviews/schema.ts';
import { webhooksSchema } from '../events/webhooks-schema.ts';
import { webhookAttemptsSchema } from '../events/webhook-attempts.ts';
import { identitySchema } from '../domains/identity/schema.ts';
import { oauthRedirectUrisSchema } from '../domains/identity/redirect-uris-schema.ts';
import { oauthRedirectDomainsSchema } from '../domains/identity/redirect-domains-schema.ts';
import { redirectSessionIntentsSchema } from '../domains/identity/redirect-intents-schema.ts';
import { mediaSchema } from '../domains/media/schema.ts';
import { membersLoginEmailIndex, membersQueryColumns } from '../domains/members/schema.ts';
import { siteProfilesSchema } from '../domains/sites/profile-schema.ts';
import { appIdentitySchema } from '../domains/app-identity/schema.ts';
import { siteClockSchema } from '../clock/schema.ts';
import { reviewRequestsSchema } from '../domains/review-requests/schema.ts';
import { extendedFieldsSchema } from '../domains/extended-fields/schema.ts';
import { contactsFacetsSchema } from '../domains/contacts/facets-schema.ts';
import { mediaSearchSchema } from '../domains/media/search-schema.ts';
import { mediaFoldersSchema } from '../domains/media/folders/schema.ts';
import { tasksSchema } from '../domains/tasks/schema.ts';
import { memberReportsSchema } from '../domains/member-reports/schema.ts';
import { memberFollowsSchema } from '../domains/member-followers/schema.ts';
import { moderationRulesSchema } from '../domains/moderation-rules/schema.ts';

export interface Migration {
  name: string;
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  { name: '001-core', sql: schemaV1 },
  { name: '002-events', sql: eventsSchema },
  { name: '003-jobs', sql: jobsSchema },
  { name: '030-contacts', sql: contactsSchema },
  { name: '040-reviews-author', sql: reviewsAuthorSchema },
  { name: '070-ops-webhooks', sql: webhooksSchema },
  { name: '060-identity-tokens', sql: identitySchema },
  { name: '050-media-files', sql: mediaSchema },
  { name: '021-members-query-columns', sql: membersQueryColumns },
  { name: '080-site-profiles', sql: siteProfilesSchema },
  { name: '090-app-identity', sql: appIdentitySchema },
  { name: '091-site-clock', sql: siteClockSchema },
  { name: '092-review-requests', sql: reviewRequestsSchema },
  { name: '093-contact-extended-fields', sql: extendedFieldsSchema },
  { name: '094-contacts-facets-search', sql: contactsFacetsSchema },
  { name: '095-media-search-index', sql: mediaSearchSchema },
  { name: '096-members-login-email', sql: membersLoginEmailIndex },
  { name: '097-oauth-redirect-uris', sql: oauthRedirectUrisSchema },
  { name: '098-media-folders', sql: mediaFoldersSchema },
  { name: '099-crm-tasks', sql: tasksSchema },
  { name: '100-member-reports', sql: memberReportsSchema },
  { name: '101-member-follows', sql: memberFollowsSchema },
  { name: '102-redirect-session-intents', sql: redirectSessionIntentsSchema },
  { name: '103-oauth-redirect-domains', sql: oauthRedirectDomainsSchema },
  { name: '104-moderation-rules', sql: moderationRulesSchema },
  { name: '105-webhook-attempts', sql: webhookAttemptsSchema },
];

export function migrate(db: Database.Database): void {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
  // Databases made before named migrations recorded only PRAGMA user_version = 1 (= 001-core).
  if ((db.pragma('user_version', { simple: true }) as number) >= 1) {
    db.prepare(`INSERT OR IGNORE INTO schema_migrations (name, applied_at) VALUES ('001-core', datetime('now'))`).run();
  }
  const applied = new Set(
    (db.prepare('SELECT name FROM schema_migrations').all() as { name: string }[]).map((r) => r.name),
  );
  for (const m of MIGRATIONS) {
    if (applied.has(m.name)) continue;
    db.transaction(() => {
      db.exec(m.sql);
      db.prepare(`INSERT INTO schema_migrations (name, applied_at) VALUES (?, datetime('now'))`).run(m.name);
    })();
  }
}
