// One sandbox per test file (or describe), optional site reset per test; its objects are filled in place in beforeAll.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startSandbox, type SandboxHandle, type SandboxOptions } from '../../sandbox/server.ts';
import { demoSites, type DemoSite } from './sdk-client.ts';

export interface Harness<C extends object> {
  sandbox: SandboxHandle;
  /** The demo sites; `site` is the first. */
  sites: DemoSite[];
  site: DemoSite;
  /** What `client` made for `site` (empty without one). */
  client: C;
}

export interface HarnessOptions<C extends object> {
  /** An SDK client factory such as sdkClient or contactsClient, called with `site`'s key. */
  client?: (sandboxUrl: string, auth: { apiKey: string; siteId: string }) => C;
  /** POST /_sandbox/sites/{site}/reset before each test. */
  reset?: boolean;
  /** More startSandbox options (port 0 and quiet are given). */
  options?: SandboxOptions;
}

/** Copies `from`'s own properties (getters as getters) onto `to`. */
const fill = <T extends object>(to: T, from: T): void =>
  void Object.defineProperties(to, Object.getOwnPropertyDescriptors(from));

export function useSandbox<C extends object = Record<never, never>>(opts: HarnessOptions<C> = {}): Harness<C> {
  const h: Harness<C> = { sandbox: {} as SandboxHandle, sites: [], site: {} as DemoSite, client: {} as C };
  beforeAll(async () => {
    fill(h.sandbox, await startSandbox({ port: 0, quiet: true, ...opts.options }));
    h.sites.push(...(await demoSites(h.sandbox.url)));
    fill(h.site, h.sites[0]!);
    if (opts.client) fill(h.client, opts.client(h.sandbox.url, { apiKey: h.site.apiKey, siteId: h.site.id }));
  });
  if (opts.reset)
    beforeEach(async () => {
      await resetSite(h.sandbox, h.site);
    });
  afterAll(() => h.sandbox.close());
  return h;
}

/** Puts one site back to its seeded rows. */
export const resetSite = (sandbox: SandboxHandle, site: DemoSite): Promise<Response> =>
  fetch(`${sandbox.url}/_sandbox/sites/${site.id}/reset`, { method: 'POST' });
