// Starts the sandbox in-process (contract and e2e tests) or for the CLI.
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createSandboxApp } from './app.ts';
import { RemoteOrigins } from './http/remote-origins.ts';
import { isLoopbackHost } from './http/loopback.ts';
import { newSandboxToken } from './http/sandbox-token.ts';
import { openDatabase, type Db } from './db/open.ts';
import { WebhookDeliverer, type DeliveryOptions } from './events/deliver.ts';
import type { SeedSize } from './seed/demo-sites.ts';
import { isEmpty, seedAll, seededSize } from './seed/load.ts';
import { PROVIDER_CALLS_PER_MINUTE, rateLimitFor } from './rate-limit/store.ts';
import { ensureSiteIdentities } from './domains/app-identity/ensure.ts';
import { importSitesFromDir, type ImportedSite } from './transfer/files.ts';

export { createSandboxApp } from './app.ts';

export interface SandboxOptions {
  /** 0 = a random free port. Default 0. */
  port?: number;
  host?: string;
  /** SQLite file or ':memory:' (default). */
  dbPath?: string;
  /** Wipe and reseed. */
  reset?: boolean;
  /** Demo data size when seeding (default 'small'). */
  seedSize?: SeedSize;
  /** Restore the site snapshots in this folder before serving (no events, no webhooks fire). */
  importDir?: string;
  /** Webhook retry timing (tests use short delays). */
  webhookDelivery?: Partial<DeliveryOptions>;
  quiet?: boolean;
  /** Host names to answer on besides the loopback names (the --host given is one). */
  allowHosts?: readonly string[];
  /** Origins besides its own that media imports and webhooks may reach. */
  allowRemoteOrigins?: readonly string[];
  /** Required for a non-loopback `host`; then every /_sandbox request needs `sandboxToken`. */
  exposeOnNetwork?: boolean;
  /** Extension ids whose pages may read /_sandbox (`--allow-extension`; npm start names its own build). */
  allowExtensions?: readonly string[];
  /**
   * Per-site provider calls a minute (`--rate-limit`), null for none. Default: 200 when the db holds
   * the agency seed, else none (tests and benches hammer one site). PUT /_sandbox/rate-limit changes it.
   */
  rateLimit?: number | null;
}

export interface SandboxHandle {
  /** http://127.0.0.1:PORT */
  url: string;
  port: number;
  db: Db;
  /** Lets imports and webhooks reach one more origin (a test's own local server). */
  allowRemoteOrigin(origin: string): void;
  /** The token every /_sandbox request needs when exposed on the network (else undefined). */
  sandboxToken?: string;
  /** Sites restored from `importDir`. */
  imported: ImportedSite[];
  /** Stops webhook delivery (timers, in-flight posts), the server, then closes the db. */
  close(): Promise<void>;
}

export async function startSandbox(opts: SandboxOptions = {}): Promise<SandboxHandle> {
  const host = opts.host ?? '127.0.0.1';
  if (!isLoopbackHost(host) && !opts.exposeOnNetwork)
    throw new Error(
      `--host ${host} is not a loopback address: it would hand every site's API keys to the network. ` +
        'Add --expose-on-network to mean it (/_sandbox then wants the token printed at start).',
    );
  const sandboxToken = isLoopbackHost(host) ? undefined : newSandboxToken();
  const db = openDatabase(opts.dbPath ?? ':memory:');
  if (opts.reset || isEmpty(db)) seedAll(db, opts.seedSize ?? 'small');
  let imported: ImportedSite[] = [];
  try {
    if (opts.importDir) imported = importSitesFromDir(db, opts.importDir);
  } catch (e) {
    db.close();
    throw e;
  }
  // Older dbs and imported sites: profiles, the app and its instances where missing.
  ensureSiteIdentities(db);
  rateLimitFor(db).callsPerMinute =
    opts.rateLimit !== undefined ? opts.rateLimit : seededSize(db) === 'agency' ? PROVIDER_CALLS_PER_MINUTE : null;
  const remoteOrigins = new RemoteOrigins(opts.allowRemoteOrigins);
  const app = createSandboxApp(db, {
    quiet: opts.quiet,
    allowHosts: [host, ...(opts.allowHosts ?? [])],
    remoteOrigins,
    allowExtensions: opts.allowExtensions,
    sandboxToken,
  });
  const deliverer = new WebhookDeliverer(db, opts.webhookDelivery);

  const server = await new Promise<ServerType>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: opts.port ?? 0, hostname: host }, () => resolve(s));
    s.once('error', reject);
  }).catch(async (e: unknown) => {
    await deliverer.stop();
    db.close();
    throw e;
  });
  // Idle connections are kept a minute, as busy HTTP servers do: with Node's 5 s a client could send
  // on a connection the sandbox was closing that moment ("other side closed" in a loaded test run).
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }
  const { port } = server.address() as AddressInfo;
  const urlHost = host.includes(':') ? `[${host}]` : host;

  return {
    url: `http://${urlHost}:${port}`,
    port,
    db,
    imported,
    sandboxToken,
    allowRemoteOrigin: (origin) => remoteOrigins.add(origin),
    close: async () => {
      await deliverer.stop();
      await new Promise<void>((resolve, reject) => {
        // Browsers keep sockets alive; without this close() would wait for them.
        if ('closeAllConnections' in server) server.closeAllConnections();
        server.close((err) => {
          db.close();
          if (err) reject(err);
          else resolve();
        });
      });
    },
  };
}
