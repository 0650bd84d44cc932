// Types shared by every route: per-request variables and the sandbox's dependencies.
import type { Db } from '../db/open.ts';
import type { RequestLog } from './request-log.ts';

export interface SandboxVariables {
  requestId: string;
  /** Set by the auth middleware for site-level calls. */
  siteId: string | null;
  /** The account of the API key, set by the auth middleware. */
  accountId: string | null;
}

export type SandboxEnv = { Variables: SandboxVariables };

export interface SandboxDeps {
  db: Db;
  log: RequestLog;
}
