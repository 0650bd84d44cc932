import { z } from 'zod';
import { message, type ApiSpec } from './protocol/define-api';
import { Guid, type AccountSite, type CurrentSite } from './site';
import { AccountName, SandboxUrl, type SessionState } from './session';

const SiteScoped = z.object({ siteId: Guid });
/** An http(s) origin, as `new URL(x).origin` writes it. */
export const Origin = z
  .string()
  .max(300)
  .refine((o) => {
    try {
      const u = new URL(o);
      return /^https?:$/.test(u.protocol) && u.origin === o;
    } catch {
      return false;
    }
  }, 'must be an origin like https://www.example.com');
const Secret = (what: string) => z.string().trim().min(8, `looks too short for ${what}`).max(4000);

/** The connection, the account's sites and the tab's site (admin API). */
export const sessionApi = {
  'session.get': message(z.object({}).strict()).returns<SessionState>(),
  /**
   * Connects a sandbox account: `accountId`'s (adding one), else the one owning `siteId`, else the first;
   * under `name` when the admin gave one, else the sandbox's name for it.
   */
  'session.connectSandbox': message(
    z
      .object({
        sandboxUrl: SandboxUrl,
        siteId: Guid.optional(),
        accountId: Guid.optional(),
        name: AccountName.optional(),
      })
      .strict(),
  ).returns<SessionState>(),
  /** The accounts the local sandbox offers (development builds; none elsewhere). */
  'session.sandboxAccounts': message(z.object({}).strict()).returns<{
    accounts: Array<{ accountId: string; name: string }>;
  }>(),
  'session.connectApiKey': message(
    z
      .object({
        apiKey: z.string().trim().min(20, 'looks too short for a Wix API key').max(4000),
        accountId: Guid,
        name: AccountName.optional(),
      })
      .strict(),
  ).returns<SessionState>(),
  'session.connectApp': message(
    SiteScoped.extend({ appId: Guid, appSecret: Secret('an app secret'), instanceId: Guid }).strict(),
  ).returns<SessionState>(),
  'session.disconnectApp': message(SiteScoped.strict()).returns<SessionState>(),
  /**
   * Disconnects one account, or (no id) every account. `queued`: what to do with the changes those
   * accounts made that still wait (send them first, or discard them); refused when some wait and none is given.
   */
  'session.disconnect': message(
    z.object({ accountId: Guid.optional(), queued: z.enum(['send', 'discard']).optional() }).strict(),
  ).returns<SessionState>(),
  'sites.list': message(z.object({ refresh: z.boolean().optional() }).strict()).returns<{ sites: AccountSite[] }>(),
  'site.current': message(z.object({ windowId: z.number().int().nullable() }).strict()).returns<CurrentSite>(),
  'site.setEnabled': message(SiteScoped.extend({ origin: Origin, enabled: z.boolean() }).strict()).returns<{
    enabled: boolean;
  }>(),
} satisfies ApiSpec;
