import { z } from 'zod';
import type { SessionState } from '../../messaging/session';
import { appIdentitySite } from '../../provider/app-identity';
import {
  appIdentitiesItem,
  connectionsItem,
  inboxStore,
  sandboxUrlItem,
  type AppIdentity,
  type Connection,
} from '../../storage';
import { dropAccountSites, keptAccountSites, refreshAccountSites } from './account-sites';
import { storedConnections } from './connections';
import { followConnection } from './provider-route';
import { ServiceError } from '../infra/service-error';

/** Where development builds look for the local sandbox (`.env.development`). */
export const DEFAULT_SANDBOX_URL: string | null = import.meta.env.WXT_SANDBOX_URL ?? null;

const SandboxSites = z.object({
  sites: z
    .array(
      z.object({
        id: z.string(),
        name: z.string(),
        accountId: z.string(),
        accountName: z.string().optional(),
        apiKey: z.string(),
      }),
    )
    .min(1),
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
  const connections = await storedConnections();
  const apps = Object.keys(await appIdentitiesItem.getValue());
  return {
    connections: connections.map((c) => ({
      kind: c.kind,
      accountId: c.accountId,
      name: c.name ?? null,
      sandboxHost: c.sandboxUrl ? c.sandboxUrl.replace(/^https?:\/\//, '') : null,
    })),
    appSiteIds: apps,
    sandboxUrl: await sandboxUrlSetting(),
  };
}

const sameRoute = (a: Connection, b: Connection) => (a.sandboxUrl ?? '') === (b.sandboxUrl ?? '');

/**
 * Adds an account once the provider answered for it: its sites are what every page is checked against.
 * The same account again replaces its connection (a new key, a new name); an account on another route
 * (the sandbox beside Wix) replaces every other, since all connections share one route.
 */
async function keep(connection: Connection): Promise<SessionState> {
  await refreshAccountSites(connection);
  const others = (await storedConnections()).filter(
    (c) => c.accountId !== connection.accountId && sameRoute(c, connection),
  );
  const next = [...others, connection];
  await connectionsItem.setValue(next);
  await dropAccountSites(next.map((c) => c.accountId));
  await followConnection(next[0]!);
  if (others.length === 0) {
    await appIdentitiesItem.setValue({});
    await inboxStore.keepOnly(new Set()); // what the inbox knew of the sites replaced
  }
  return sessionState();
}

/**
 * One click for developers: the sandbox lists its demo sites with their account's API key. We take
 * the key of the account `accountId` when asked for one (adding another account), else of the account
 * that owns `siteId` (the site in view), else of the first demo site.
 */
export async function connectSandbox(
  sandboxUrl: string,
  opts: { siteId?: string | undefined; accountId?: string | undefined; name?: string | undefined } = {},
): Promise<SessionState> {
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
  const site =
    (opts.accountId ? sites.find((s) => s.accountId === opts.accountId) : sites.find((s) => s.id === opts.siteId)) ??
    sites[0]!;
  await sandboxUrlItem.setValue(base);
  return keep({
    kind: 'sandbox',
    apiKey: site.apiKey,
    accountId: site.accountId,
    ...(opts.name || site.accountName ? { name: opts.name || site.accountName } : {}),
    sandboxUrl: base,
  });
}

/** The accounts a sandbox offers (development builds): what "Add an account" lists. */
export async function sandboxAccounts(sandboxUrl: string): Promise<Array<{ accountId: string; name: string }>> {
  const res = await fetch(`${sandboxUrl.replace(/\/+$/, '')}/_sandbox/sites`).catch(() => null);
  const parsed = SandboxSites.safeParse(await res?.json().catch(() => null));
  if (!parsed.success) return [];
  const byId = new Map(parsed.data.sites.map((s) => [s.accountId, s.accountName ?? s.accountId]));
  return [...byId].map(([accountId, name]) => ({ accountId, name }));
}

export async function connectApiKey(apiKey: string, accountId: string, name?: string): Promise<SessionState> {
  return keep({ kind: 'api-key', apiKey, accountId, ...(name ? { name } : {}) });
}

/** Adds the admin's own Wix app on one site of the account, after the provider confirmed it is that site's. */
export async function connectApp(siteId: string, identity: AppIdentity): Promise<SessionState> {
  if ((await storedConnections()).length === 0)
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

/** Disconnects one account (its sites' app identities go with it), or every account. */
export async function disconnect(accountId?: string): Promise<SessionState> {
  const before = await storedConnections();
  const left = accountId ? before.filter((c) => c.accountId !== accountId) : [];
  const kept = (await keptAccountSites()) ?? [];
  const stays = (s: { accountId: string }) => left.some((c) => c.accountId === s.accountId);
  const gone = new Set(kept.filter((s) => !stays(s)).map((s) => s.id));
  await inboxStore.keepOnly(new Set(kept.filter(stays).map((s) => s.id))); // what the inbox knew of the sites gone
  await connectionsItem.setValue(left);
  await followConnection(left[0] ?? null);
  const apps = await appIdentitiesItem.getValue();
  await appIdentitiesItem.setValue(
    left.length === 0 ? {} : Object.fromEntries(Object.entries(apps).filter(([siteId]) => !gone.has(siteId))),
  );
  await dropAccountSites(left.map((c) => c.accountId));
  return sessionState();
}
