// Create Redirect Session (docs/provider-contract.md §2.4): POST /_api/redirects-api/v1/redirect-session (what
// the SDK sends) and /redirect-session/v1/redirect-session|session (the REST docs). The session's
// fullUrl is a page this sandbox hosts, on the origin the request came in on.
import { Hono, type Context } from 'hono';
import type { Db } from '../../db/open.ts';
import type { SandboxDeps, SandboxEnv } from '../../http/env.ts';
import { validationError } from '../../http/errors.ts';
import { parseInput, readJsonBody } from '../../http/validate.ts';
import {
  createRedirectSession,
  type PageSession,
  type RedirectSession,
  type SessionIntent,
} from './redirect-sessions.ts';
import { redirectSessionBody, type RedirectSessionBody } from './schemas.ts';
import { PAGE_INTENTS, type PageIntentName } from './intent-schemas.ts';
import { clientOfSite } from './site-clients.ts';
import { isAllowedRedirectUri } from './redirect-uris.ts';
import { callbackCheck, refusedCallbacks } from './callback-hosts.ts';
import { findToken, randomSecret } from './tokens.ts';
import { ownOrigin } from '../../http/own-origin.ts';

/** Every intent of Create Redirect Session (the request's one-of); exactly one per request. */
const INTENTS = ['auth', 'login', 'logout', ...PAGE_INTENTS] as const;

const isPageIntent = (k: (typeof INTENTS)[number]): k is PageIntentName =>
  (PAGE_INTENTS as readonly string[]).includes(k);

/** A checkout, product, bookings or payment session: the intent's fields as validated, with callbacks and preferences. */
function pageSession(body: RedirectSessionBody, name: (typeof INTENTS)[number]): PageSession | null {
  if (!isPageIntent(name)) return null;
  const callbacks = body.callbacks ?? {};
  const preferences = body.preferences ?? {};
  // The schema validated body[name]; the cast only re-attaches the name to its own fields.
  return { intent: name, params: body[name], callbacks, preferences } as PageSession;
}

function toIntent(
  body: RedirectSessionBody,
  clientId: string,
  allowsRedirect: (uri: string) => boolean,
): SessionIntent {
  const given = INTENTS.filter((k) => body[k] !== undefined && body[k] !== null);
  if (given.length !== 1) {
    throw validationError([
      {
        field: 'intent',
        description: `must hold exactly one of ${INTENTS.join(', ')}`,
        violatedRule: 'REQUIRED_FIELD',
      },
    ]);
  }
  const page = pageSession(body, given[0]!);
  if (page) return page;
  const postFlowUrl = body.callbacks?.postFlowUrl ?? null;
  const wrongClient = (field: string) =>
    validationError([{ field, description: 'is not the OAuth client of this site', violatedRule: 'OTHER' }]);
  if (body.auth) {
    const a = body.auth.authRequest;
    if (a.clientId !== clientId) throw wrongClient('auth.authRequest.clientId');
    if (!allowsRedirect(a.redirectUri))
      throw validationError([
        {
          field: 'auth.authRequest.redirectUri',
          description:
            "is not one of the OAuth client's allowed authorization redirect URIs (exact match; add one under /_sandbox/sites/{siteId}/oauth-redirect-uris)",
          violatedRule: 'OTHER',
        },
      ]);
    return {
      intent: 'auth',
      prompt: body.auth.prompt ?? body.prompt ?? 'login',
      authRequest: {
        clientId: a.clientId,
        redirectUri: a.redirectUri,
        responseMode: a.responseMode ?? 'query',
        codeChallenge: a.codeChallenge,
        codeChallengeMethod: a.codeChallengeMethod ?? 'S256',
        scope: a.scope ?? null,
        state: a.state ?? null,
      },
    };
  }
  if (body.logout) {
    if (body.logout.clientId !== clientId) throw wrongClient('logout.clientId');
    return { intent: 'logout', clientId, postFlowUrl };
  }
  return { intent: 'login', postFlowUrl };
}

/** The visitor or member behind the call, with its token family (logout revokes it). */
function sessionCaller(db: Db, c: Context<SandboxEnv>): RedirectSession['caller'] {
  const caller = c.get('caller');
  if (!caller || caller.kind === 'admin' || caller.kind === 'app') return null;
  const token = findToken(db, c.req.header('authorization')?.trim() ?? '', 'access');
  return token ? { ...caller, familyId: token.familyId } : null;
}

/** Where a session's fullUrl leads: the login page, the logout, or the stand-in of the intent's Wix page. */
export function hostedPagePath(intent: SessionIntent['intent']): string {
  if (intent === 'logout') return '/oauth2/logout';
  if (intent === 'auth' || intent === 'login') return '/oauth2/authorize';
  return '/oauth2/wix-page';
}

/**
 * The page's query: the preferences' additionalQueryParameters (UTM, lang, ...), which the provider
 * appends to the Wix URL, then the session id, which they cannot replace.
 */
function pageQuery(body: RedirectSessionBody, id: string): Record<string, string> {
  return { ...(body.preferences?.additionalQueryParameters ?? {}), redirectSessionId: id };
}

export function redirectSessionRoutes({ db, allowExtensions }: SandboxDeps): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  const create = async (c: Context<SandboxEnv>) => {
    const body = parseInput(redirectSessionBody, await readJsonBody(c));
    const siteId = c.get('siteId')!;
    const client = clientOfSite(db, siteId)!;
    const intent = toIntent(body, client.clientId, (uri) =>
      isAllowedRedirectUri(db, client.clientId, uri, allowExtensions),
    );
    // Login, logout and the page intents lead back to their callbacks: only to allowed domains.
    if (intent.intent !== 'auth') {
      const refused = refusedCallbacks(
        body.callbacks,
        callbackCheck(db, siteId, ownOrigin(c), allowExtensions),
        siteId,
      );
      if (refused.length > 0) throw validationError(refused);
    }
    const caller = sessionCaller(db, c);
    const id = db.transaction(() => createRedirectSession(db, siteId, intent, caller, Date.now()))();
    const origin = ownOrigin(c);
    const endpoint = `${origin}${hostedPagePath(intent.intent)}`;
    const searchParams = pageQuery(body, id);
    return c.json({
      redirectSession: {
        id,
        fullUrl: `${endpoint}?${new URLSearchParams(searchParams).toString()}`,
        urlDetails: { endpoint, searchParams },
        // Opaque; the sandbox's hosted pages work from the session id alone.
        sessionToken: randomSecret('JWS.'),
        shortUrl: `${origin}/oauth2/s/${id}`,
      },
    });
  };

  app.post('/redirect-session', create);
  app.post('/session', create);
  return app;
}
