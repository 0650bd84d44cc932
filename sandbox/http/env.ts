// Types shared by every route: per-request variables and the sandbox's dependencies.
import type { Db } from '../db/open.ts';
import type { OwnAddress } from './own-origin.ts';
import type { RemoteOrigins } from './remote-origins.ts';
import type { RequestLog } from './request-log.ts';

/**
 * Who is calling. API keys act as an admin of their account's sites; OAuth access tokens act as an
 * anonymous visitor or a logged-in member of one site (set by the identity middleware); an app
 * access token (client-credentials grant) acts as the registered app on the one site of its instance.
 */
export type Caller =
  | { kind: 'admin'; accountId: string }
  | { kind: 'app'; appId: string; instanceId: string; siteId: string }
  | { kind: 'visitor'; visitorId: string; siteId: string }
  | { kind: 'member'; memberId: string; visitorId: string; siteId: string };

export interface SandboxVariables {
  /** Set by the auth middleware on every provider call. */
  caller: Caller | null;
  requestId: string;
  /** Set by the auth middleware for site-level calls. */
  siteId: string | null;
  /** The account of the API key, set by the auth middleware. */
  accountId: string | null;
  /** A JSON request body as read (readJsonBody), for the request log. */
  requestBody?: string;
  /** Where the request came in (the listening socket's address and port), set first (own-origin.ts). */
  own: OwnAddress;
}

export type SandboxEnv = { Variables: SandboxVariables };

export interface SandboxDeps {
  db: Db;
  log: RequestLog;
  /** Where the sandbox may send requests of its own (imports, webhooks). */
  remoteOrigins: RemoteOrigins;
  /** Extension ids named at start: they may read /_sandbox, and their login window URI is an allowed OAuth redirect. */
  allowExtensions: readonly string[];
}
