// Moderation Rules through the SDK client's fetchWithAuth (the registry has no SDK module for them):
// the extension's own way to call an endpoint without a module (lib/provider/review-collect.ts).
import { expect } from 'vitest';
import { createSiteClient } from '../../lib/provider/client.ts';
import type { SandboxHandle } from '../../sandbox/server.ts';
import type { RuleDoc } from '../../sandbox/domains/moderation-rules/rule-doc.ts';
import type { DemoSite } from './sdk-client.ts';
import type { RuleInput } from '../../lib/messaging/moderation-rules.ts';

export const RULES_API = 'https://www.wixapis.com/moderation/v1/rules';

/** The rule a shop owner writes first, as the panel sends it: photos held for approval, from everyone. */
export const HOLD_PHOTOS: RuleInput = {
  name: 'Hold reviews with photos for my approval',
  enabled: true,
  action: 'NEEDS_MANUAL_APPROVAL',
  audience: { type: 'MEMBERS_AND_VISITORS' },
  trigger: { type: 'CONTENT_FEATURES', images: true, videos: false, links: false, attachments: false },
};

/** Any client with the SDK's fetchWithAuth: API key, app, visitor or member. */
export interface AuthFetcher {
  fetchWithAuth: (url: string, init?: RequestInit) => Promise<Response>;
}

export interface Answer<T> {
  status: number;
  body: T;
  requestId: string | null;
}

export interface ErrorAnswerBody {
  message: string;
  details: {
    applicationError?: { code: string; description: string; data: Record<string, unknown> };
    validationError?: { fieldViolations: { field: string; description: string; violatedRule: string }[] };
  };
}

export async function call<T = unknown>(
  client: AuthFetcher,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<Answer<T>> {
  const res = await client.fetchWithAuth(`${RULES_API}${path}`, {
    method,
    ...(body !== undefined && { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as T, requestId: res.headers.get('x-wix-request-id') };
}

export const adminClient = (sandbox: SandboxHandle, site: DemoSite) =>
  createSiteClient(
    { kind: 'sandbox', apiKey: site.apiKey, accountId: site.accountId, sandboxUrl: sandbox.url },
    site.id,
  );

export type RuleBody = Record<string, unknown>;

/** A rule body for `reviews/stores`, with what the test overrides. */
export const ruleBody = (over: RuleBody = {}): RuleBody => ({
  namespace: 'reviews/stores',
  name: 'A rule',
  audience: { type: 'MEMBERS_AND_VISITORS' },
  trigger: { type: 'ALWAYS' },
  action: { type: 'REJECT' },
  enabled: true,
  ...over,
});

export async function createRule(client: AuthFetcher, over: RuleBody = {}): Promise<RuleDoc> {
  const a = await call<{ rule: RuleDoc }>(client, 'POST', '', { rule: ruleBody(over) });
  expect(a.status, JSON.stringify(a.body)).toBe(200);
  return a.body.rule;
}

/** The site's rules of a namespace (default: the reviews one), oldest first. */
export async function rulesOf(client: AuthFetcher, namespace = 'reviews/stores'): Promise<RuleDoc[]> {
  const a = await call<{ rules: RuleDoc[] }>(client, 'POST', '/query', { query: { filter: { namespace } } });
  expect(a.status).toBe(200);
  return a.body.rules;
}

/** Turns the seeded "hold every new review" rule off, so the test's own rules decide alone. */
export async function disableSeededRules(client: AuthFetcher): Promise<void> {
  for (const rule of await rulesOf(client)) {
    const a = await call(client, 'PATCH', `/${rule.id}`, { rule: { revision: rule.revision, enabled: false } });
    expect(a.status).toBe(200);
  }
}

export const appCode = (a: Answer<unknown>): string | undefined =>
  (a.body as ErrorAnswerBody).details?.applicationError?.code;
export const violationFields = (a: Answer<unknown>): string[] =>
  ((a.body as ErrorAnswerBody).details?.validationError?.fieldViolations ?? []).map((v) => v.field);

/** Sets the site's identity rules: `docs` refuses API keys where the reference allows only an app or a user. */
export const setIdentityRules = (sandbox: SandboxHandle, siteId: string, identityRules: 'docs' | 'open') =>
  fetch(`${sandbox.url}/_sandbox/sites/${siteId}/identity-rules`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identityRules }),
  });
