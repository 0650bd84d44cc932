// Assembles the Hono app: request ids, CORS, the provider log, /_sandbox, live pages, provider domains.
import { Hono } from 'hono';
import type { Db } from './db/open.ts';
import { adminRoutes } from './admin/routes.ts';
import { IDENTITY_RESOLVERS, PROVIDER_DOMAINS } from './domains/index.ts';
import { requireAccount, requireSite } from './http/auth.ts';
import { IdentityRegistry } from './http/identities.ts';
import { providerCors } from './http/cors.ts';
import { hostGuard, inspectionGuard } from './http/origin-policy.ts';
import { ownAddress } from './http/own-origin.ts';
import { requireSandboxToken } from './http/sandbox-token.ts';
import { limitStreamedBodies } from './http/streamed-body-limit.ts';
import { RemoteOrigins } from './http/remote-origins.ts';
import type { SandboxDeps, SandboxEnv } from './http/env.ts';
import { applicationError, ProviderError, sendError, validationError } from './http/errors.ts';
import { applyFaults } from './faults/middleware.ts';
import { applyRateLimit } from './rate-limit/middleware.ts';
import { logProviderRequests, RequestLog } from './http/request-log.ts';
import { requestId } from './http/request-id.ts';
import { liveRoutes } from './live/routes.ts';
import { customDomainPages } from './live/custom-domain.ts';
import { mediaByteRoutes } from './domains/media/byte-routes.ts';
import { QueryValidationError } from './query/types.ts';
import type { ProviderClient } from './admin/console/provider-client.ts';

export interface SandboxAppOptions {
  log?: RequestLog;
  quiet?: boolean;
  /** Host names the sandbox answers on besides its loopback names (`--allow-host`). */
  allowHosts?: readonly string[];
  /** Origins besides its own that imports and webhooks may reach (`--allow-remote-origin`). */
  remoteOrigins?: RemoteOrigins;
  /** Extension ids whose pages may read /_sandbox (`--allow-extension`). */
  allowExtensions?: readonly string[];
  /** When set, every /_sandbox request must carry it (`--expose-on-network`). */
  sandboxToken?: string;
  /** The origin for in-process `app.request()` calls, which have no socket (write-fixtures.ts). */
  selfOrigin?: string;
}

export function createSandboxApp(db: Db, opts: SandboxAppOptions = {}): Hono<SandboxEnv> {
  const deps: SandboxDeps = {
    db,
    log: opts.log ?? new RequestLog(),
    remoteOrigins: opts.remoteOrigins ?? new RemoteOrigins(),
    allowExtensions: opts.allowExtensions ?? [],
  };
  const app = new Hono<SandboxEnv>();

  // Its own origin from the socket (never the Host header); a request id on every answer, refusals included.
  app.use('*', ownAddress(opts.selfOrigin));
  app.use('*', requestId());
  // Every body counted as it streams, per route (http/body-limits.ts bodyLimitFor), before anyone reads it.
  app.use('*', limitStreamedBodies());
  // Only its own Host names on its own port (against DNS rebinding; another local port is never "the sandbox").
  app.use('*', hostGuard(opts.allowHosts));
  // A site's custom domain (Host header) serves only that site's live pages: no media, API or /_sandbox.
  app.use('*', customDomainPages(deps));
  // Media upload/download URLs: no provider auth, own CORS/TUS headers (before the provider middleware).
  app.route('/_media', mediaByteRoutes(deps));
  const cors = providerCors();
  app.use('*', (c, next) =>
    c.req.path === '/_sandbox' || c.req.path.startsWith('/_sandbox/') ? next() : cors(c, next),
  );
  app.use('/_sandbox', inspectionGuard(opts.allowExtensions));
  app.use('/_sandbox/*', inspectionGuard(opts.allowExtensions));
  if (opts.sandboxToken) {
    app.use('/_sandbox', requireSandboxToken(opts.sandboxToken));
    app.use('/_sandbox/*', requireSandboxToken(opts.sandboxToken));
  }
  app.use('*', logProviderRequests(deps.log));

  // The console's in-process provider calls: writes through this very app (log, rate limit, faults,
  // events: as a client's), reads through a quiet copy of the provider routes (auth only), so that
  // browsing neither fills the request log nor meets the fault knobs. That copy is built when the
  // console first browses, not at every start (most sandboxes, the tests', never open the console).
  let quiet: Hono<SandboxEnv> | undefined;
  const provider: ProviderClient = {
    send: (req, env) => Promise.resolve(app.fetch(req, env)),
    read: (req, env) => Promise.resolve((quiet ??= quietProviderApp(deps, opts)).fetch(req, env)),
  };

  app.get('/_sandbox/', (c) => c.redirect('/_sandbox')); // people type the slash
  app.route('/_sandbox', adminRoutes(deps, provider));
  app.route('/sites', liveRoutes(deps));

  mountProviderDomains(app, deps, { guards: true });
  answerErrors(app, opts);
  return app;
}

/** The provider domains behind their auth and, when `guards`, the rate limit and fault knobs. */
function mountProviderDomains(app: Hono<SandboxEnv>, deps: SandboxDeps, { guards }: { guards: boolean }): void {
  // Who a credential is: each domain that issues credentials answers for its own.
  const identities = new IdentityRegistry();
  for (const resolver of IDENTITY_RESOLVERS) identities.register(resolver);
  const siteAuth = requireSite(deps.db, identities);
  const accountAuth = requireAccount(deps.db, identities);
  for (const domain of PROVIDER_DOMAINS) {
    if (domain.scope !== 'public') app.use(`${domain.basePath}/*`, domain.scope === 'site' ? siteAuth : accountAuth);
    if (guards) {
      app.use(`${domain.basePath}/*`, applyRateLimit(deps.db));
      app.use(`${domain.basePath}/*`, applyFaults(deps.db));
    }
    app.route(domain.basePath, domain.routes(deps));
  }
}

function answerErrors(app: Hono<SandboxEnv>, opts: SandboxAppOptions): void {
  app.notFound((c) =>
    sendError(c, applicationError(404, 'NOT_FOUND', `No such endpoint: ${c.req.method} ${c.req.path}`)),
  );

  app.onError((err, c) => {
    if (err instanceof ProviderError) return sendError(c, err);
    if (err instanceof QueryValidationError) return sendError(c, validationError(err.violations));
    if (!opts.quiet) console.error('[sandbox] unhandled error', err);
    return sendError(
      c,
      applicationError(500, 'INTERNAL_ERROR', 'Internal sandbox error', { requestId: c.get('requestId') }),
    );
  });
}

/** Provider reads for the console: auth and the domains' own rules, nothing logged, no knobs. */
function quietProviderApp(deps: SandboxDeps, opts: SandboxAppOptions): Hono<SandboxEnv> {
  const quiet = new Hono<SandboxEnv>();
  quiet.use('*', ownAddress(opts.selfOrigin));
  quiet.use('*', requestId());
  mountProviderDomains(quiet, deps, { guards: false });
  answerErrors(quiet, opts);
  return quiet;
}
