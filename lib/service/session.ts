import { z } from 'zod';
import type { SessionState } from '../messaging/session';
import { connectionItem, type Connection } from '../storage';
import { ServiceError } from './service-error';

/** Where development builds look for the local sandbox (`.env.development`). */
export const DEFAULT_SANDBOX_URL: string | null = import.meta.env.WXT_SANDBOX_URL ?? null;

const SandboxSites = z.object({
  sites: z.array(z.object({ id: z.string(), name: z.string(), accountId: z.string(), apiKey: z.string() })).min(1),
});

export async function sessionState(): Promise<SessionState> {
  const c = await connectionItem.getValue();
  return { connection: c && { kind: c.kind, label: c.label, accountId: c.accountId }, sandboxUrl: DEFAULT_SANDBOX_URL };
}

/**
 * One click for developers: the sandbox lists its demo sites with their account's API key. We take
 * the key of the account that owns `siteId` (the site in view), else of the first demo site.
 */
export async function connectSandbox(sandboxUrl: string, siteId?: string): Promise<SessionState> {
  if (!DEFAULT_SANDBOX_URL) throw new ServiceError(400, 'SANDBOX_DISABLED', 'This is a production build: connect a Wix account instead.');
  const base = sandboxUrl.replace(/\/+$/, '');
  let body: unknown;
  try {
    const res = await fetch(`${base}/_sandbox/sites`);
    body = await res.json();
  } catch (e) {
    throw new ServiceError(null, 'SANDBOX_UNREACHABLE', `No sandbox answered at ${base} (${String(e)}). Start it with "npm start".`);
  }
  const parsed = SandboxSites.safeParse(body);
  if (!parsed.success) throw new ServiceError(502, 'SANDBOX_BAD_ANSWER', `${base} answered, but not like a Sitekeeper sandbox.`);
  const sites = parsed.data.sites;
  const site = sites.find((s) => s.id === siteId) ?? sites[0]!;
  const connection: Connection = {
    kind: 'sandbox',
    apiKey: site.apiKey,
    accountId: site.accountId,
    label: `Local sandbox (${base.replace(/^https?:\/\//, '')})`,
    sandboxUrl: base,
  };
  await connectionItem.setValue(connection);
  return sessionState();
}

export async function connectApiKey(apiKey: string, accountId: string): Promise<SessionState> {
  await connectionItem.setValue({ kind: 'api-key', apiKey, accountId, label: `Wix account ${accountId.slice(0, 8)}…` });
  return sessionState();
}

export async function disconnect(): Promise<SessionState> {
  await connectionItem.setValue(null);
  return sessionState();
}
