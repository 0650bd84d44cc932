// The official SDK pointed at the sandbox: keep the default host, rewrite it in `fetch`
// (docs/provider-contract.md §1.3), with the extension's own client fetch for a sandbox route
// (lib/provider/provider-route.ts).
import { ApiKeyStrategy, createClient } from '@wix/sdk';
import { members } from '@wix/members';
import { reviews } from '@wix/reviews';
import { clientFetch, routeOf } from '../../lib/provider/provider-route.ts';

export interface DemoSite {
  id: string;
  name: string;
  accountId: string;
  accountName: string;
  liveUrl: string;
  /** `http://{domain}:{port}` for the site with a custom domain (Bloom & Basket), else null. */
  customDomainUrl: string | null;
  publishedUrls: { urlType: 'FREE' | 'PREMIUM'; primary: boolean; url: string }[];
  apiKey: string;
  oauthClientId: string;
  /** The account's registered app on this site (AppStrategy). */
  app: { appId: string; appSecret: string; instanceId: string } | null;
  identityRules: 'open' | 'docs';
}

/** The `fetch` the extension gives a client connected to the sandbox at `sandboxUrl`. */
export const sandboxFetch = (sandboxUrl: string): typeof fetch => clientFetch(routeOf({ sandboxUrl }));

export function sdkClient(sandboxUrl: string, auth: { apiKey: string; siteId: string }) {
  return createClient({
    modules: { members, reviews },
    auth: ApiKeyStrategy({ apiKey: auth.apiKey, siteId: auth.siteId }),
    fetch: sandboxFetch(sandboxUrl),
  });
}

export async function demoSites(sandboxUrl: string): Promise<DemoSite[]> {
  const res = await fetch(`${sandboxUrl}/_sandbox/sites`);
  return ((await res.json()) as { sites: DemoSite[] }).sites;
}

/** What the SDK throws (an SDKError transformed by sdk-runtime's transformError). */
export interface SdkError {
  message: string;
  status?: number;
  requestId?: string;
  details: {
    applicationError?: { code: string | number; description: string; data: Record<string, unknown> };
    validationError?: { fieldViolations: { field: string; description: string; violatedRule: string }[] };
  };
}

type Violation = { field: string; description: string; violatedRule: string };

/**
 * The field violations of a refused request: a validation error's, or those a query's application
 * error (UNSUPPORTED_FILTER_FIELD_UNKNOWN, …) carries in its data.
 */
export function violationsOf(e: SdkError): Violation[] {
  const coded = e.details.applicationError?.data.fieldViolations;
  return Array.isArray(coded) ? (coded as Violation[]) : (e.details.validationError?.fieldViolations ?? []);
}

/** Awaits a call that must fail and returns the SDK's error. */
export async function sdkError(call: Promise<unknown>): Promise<SdkError> {
  try {
    await call;
  } catch (e) {
    return e as SdkError;
  }
  throw new Error('expected the SDK call to fail');
}
