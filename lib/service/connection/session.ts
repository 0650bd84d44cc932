import { z } from 'zod';
import type { SessionState } from '../../messaging/session';
import { appIdentitySite } from '../../provider/app-identity';
import {
  accountSitesItem,
  appIdentitiesItem,
  connectionItem,
  sandboxUrlItem,
  type AppIdentity,
  type Connection,
} from '../../storage';
import { refreshAccountSites } from '../trust/account-sites';
import { followConnection } from './provider-route';
import { ServiceError } from '../infra/service-error';

/** Where development builds look for the local sandbox (`.env.development`). */
export const DEFAULT_SANDBOX_URL: string | null = import.meta.env.WXT_SANDBOX_URL ?? null;

const SandboxSites = z.object({
  sites: z.array(z.object({ id: z.string(), name: z.string(), accountId: z.string(), apiKey: z.string() })).min(1),
});

/** Development builds: where "Use the local sandbox" connects (the address last used or set on the options page). */
export async function sandboxUrlSetting(): Promise<string | null> {
  if (!DEFAULT_SANDBOX_URL) return null;
  return (await sandboxUrlItem.getValue()) ?? DEFAULT_SANDBOX_URL;
}

export async function setSandboxUrl(sandboxUrl: string): Promise<void> {
  if (!DEFAULT_SANDBOX_URL)
    throw new ServiceError(400, 'SANDBOX_DISABLED', 'This is a production build: it has no sandbox.');
  await sandboxUrlItem.setValue(sandboxUrl.replace(/\/+$/, ''));
}

export async function sessionState(): Promise<SessionState> {
  const c = await connectionItem.getValue();
  const apps = Object.keys(await appIdentitiesItem.getValue());
  return {
    connection: c && {
      kind: c.kind,
      sandboxHost: c.sandboxUrl ? c.sandboxUrl.replace(/^https?:\/\//, '') : null,
      accountId: c.accountId,
      appSiteIds: apps,
    },
    sandboxUrl: await sandboxUrlSetting(),
  };
}

/** Keeps a connection only once the provider answered for it: its sites are what every page is checked against. */
async function keep(connection: Connection): Promise<SessionState> {
  await refreshAccountSites(connection);
  await connectionItem.setValue(connection);
  await followConnection(connection);
  await appIdentitiesItem.setValue({});
  return sessionState();
}

/**
 * One click for developers: the sandbox lists its demo sites with their account's API key. We take
 * the key of the account that owns `siteId` (the site in view), else of the first demo site.
 */
export async function connectSandbox(sandboxUrl: string, siteId?: string): Promise<SessionState> {
  if (!DEFAULT_SANDBOX_URL)
    throw new ServiceError(400, 'SANDBOX_DISABLED', 'This is a production build: connect a Wix account instead.');
  const base = sandboxUrl.replace(/\/+$/, '');
  let body: unknown;
  try {
    const res = await fetch(`${base}/_sandbox/sites`);
    body = await res.json();
  } catch (e) {
    throw new ServiceError(
      null,
      'SANDBOX_UNREACHABLE',
      `No sandbox answered at ${base} (${String(e)}). Start it with "npm start".`,
      { params: { url: base } },
    );
  }
  const parsed = SandboxSites.safeParse(body);
  if (!parsed.success)
    throw new ServiceError(502, 'SANDBOX_BAD_ANSWER', `${base} answered, but not like a Sitekeeper sandbox.`, {
      params: { url: base },
    });
  const sites = parsed.data.sites;
  const site = sites.find((s) => s.id === siteId) ?? sites[0]!;
  await sandboxUrlItem.setValue(base);
  return keep({
    kind: 'sandbox',
    apiKey: site.apiKey,
    accountId: site.accountId,
    sandboxUrl: base,
  });
}

export async function connectApiKey(apiKey: string, accountId: string): Promise<SessionState> {
  return keep({ kind: 'api-key', apiKey, accountId });
}

/** Adds the admin's own Wix app on one site of the account, after the provider confirmed it is that site's. */
export async function connectApp(siteId: string, identity: AppIdentity): Promise<SessionState> {
  const connection = await connectionItem.getValue();
  if (!connection)
    throw new ServiceError(
      401,
      'NOT_CONNECTED',
      'Connect your Wix account (API key) first; the app identity is added per site.',
    );
  let appSite: string;
  try {
    appSite = await appIdentitySite(identity);
  } catch (e) {
    throw new ServiceError(
      401,
      'APP_NOT_ACCEPTED',
      `The provider did not accept this app: ${e instanceof Error ? e.message : String(e)}. Check the app ID, the app secret and the instance ID.`,
      { params: { reason: e instanceof Error ? e.message : String(e) } },
    );
  }
  if (appSite !== siteId)
    throw new ServiceError(
      400,
      'APP_OTHER_SITE',
      `This instance ID belongs to another site (${appSite}), not to the site you are connecting it for.`,
    );
  await appIdentitiesItem.setValue({ ...(await appIdentitiesItem.getValue()), [siteId]: identity });
  return sessionState();
}

export async function disconnectApp(siteId: string): Promise<SessionState> {
  const { [siteId]: _gone, ...rest } = await appIdentitiesItem.getValue();
  await appIdentitiesItem.setValue(rest);
  return sessionState();
}

export async function disconnect(): Promise<SessionState> {
  await connectionItem.setValue(null);
  await followConnection(null);
  await appIdentitiesItem.setValue({});
  await accountSitesItem.setValue(null);
  return sessionState();
}
