// The pages a redirect session's fullUrl leads to: GET/POST /oauth2/authorize (log a demo member
// in, then back to the redirectUri with code+state, or to the post-flow URL), GET /oauth2/logout,
// GET /oauth2/s/:id (shortUrl). Form posts answer 303 to the next page. Post-flow URLs are followed
// only on an allowed domain (callback-hosts.ts), always with wixMemberLoggedIn in their query.
import { randomUUID } from 'node:crypto';
import type { Context, Hono } from 'hono';
import type { Db } from '../../db/open.ts';
import type { SandboxDeps, SandboxEnv } from '../../http/env.ts';
import { ownOrigin } from '../../http/own-origin.ts';
import { getMember } from '../members/store.ts';
import type { MemberDoc } from '../members/member-doc.ts';
import { callbackUrl, isFollowable } from './callback-url.ts';
import { callbackCheck, type CallbackCheck } from './callback-hosts.ts';
import { loginPage, messagePage, PAGE_HEADERS, webMessagePage } from './login-page.ts';
import { loginPageMembers, loginRefusal, memberByLoginEmail, recordLogin } from './member-login.ts';
import { createAuthCode, getRedirectSession, type RedirectSession } from './redirect-sessions.ts';
import { hostedPagePath } from './redirect-session-routes.ts';
import { clientOfSite } from './site-clients.ts';
import { revokeFamily } from './tokens.ts';

type Ctx = Context<SandboxEnv>;

/** Sessions the login page answers (the others have their own pages). */
const isLoginSession = (s: RedirectSession): boolean => s.request.intent === 'auth' || s.request.intent === 'login';

/**
 * Where the post-flow URL leads: `to` when it is an http(s) URL on an allowed domain as the lists
 * stand now (callback-hosts.ts), else null and `why` says so on the page.
 */
function postFlow(allows: CallbackCheck, url: string | null): { to: string | null; why: string } {
  if (!url) return { to: null, why: '' };
  if (!isFollowable(url))
    return { to: null, why: ` The post-flow URL ${url} is not an http(s) URL, so the sandbox does not follow it.` };
  if (!allows(url))
    return {
      to: null,
      why: ` The post-flow URL ${url} is not on one of the OAuth app's allowed redirect domains, so the sandbox does not follow it.`,
    };
  return { to: url, why: '' };
}

const page = (c: Ctx, body: string, status: 200 | 400 | 403 | 404 = 200) => c.html(body, status, PAGE_HEADERS);
const expired = (c: Ctx) =>
  page(c, messagePage('Link expired', 'This login link is unknown or has expired. Start again from the app.'), 404);

/** Sends the auth result (code+state or error) to the auth request's redirectUri. */
function answerAuth(c: Ctx, session: RedirectSession, params: Record<string, string | null>): Response {
  if (session.request.intent !== 'auth') throw new Error('not an auth session');
  const auth = session.request.authRequest;
  const withState = { ...params, state: auth.state };
  if (auth.responseMode === 'web_message') {
    const origin = new URL(auth.redirectUri).origin;
    return c.html(webMessagePage(origin === 'null' ? '*' : origin, withState), 200, { 'cache-control': 'no-store' });
  }
  return c.redirect(callbackUrl(auth.redirectUri, auth.responseMode, withState), 303);
}

/** The member logs in: an auth code for the app, or (login intent) back to the post-flow URL. */
function completeLogin(db: Db, c: Ctx, session: RedirectSession, member: MemberDoc, allows: CallbackCheck): Response {
  const now = Date.now();
  const code = db.transaction(() => {
    recordLogin(db, session.siteId, member, new Date(now));
    if (session.request.intent !== 'auth') return null;
    // The member keeps the visitor id of the visitor token that started the flow, if any.
    const visitorId = session.caller?.visitorId ?? randomUUID();
    return createAuthCode(db, session, session.request.authRequest, member.id, visitorId, now);
  })();
  if (code !== null) return answerAuth(c, session, { code });
  const postFlowUrl = session.request.intent === 'login' ? session.request.postFlowUrl : null;
  const { to, why } = postFlow(allows, postFlowUrl);
  if (to) return c.redirect(callbackUrl(to, 'query', { wixMemberLoggedIn: 'true' }), 303);
  return page(c, messagePage('Logged in', `Logged in as ${member.profile.nickname}.${why}`));
}

function renderLogin(
  db: Db,
  c: Ctx,
  session: RedirectSession,
  error?: string,
  status: 200 | 400 | 403 = 200,
): Response {
  const returnsTo =
    session.request.intent === 'auth'
      ? session.request.authRequest.redirectUri
      : session.request.intent === 'login'
        ? session.request.postFlowUrl
        : null;
  const siteName = clientOfSite(db, session.siteId)?.siteName ?? 'this site';
  const members = loginPageMembers(db, session.siteId);
  return page(
    c,
    loginPage({ siteName, sessionId: session.id, returnsTo, members, ...(error ? { error } : {}) }),
    status,
  );
}

export function registerHostedPages(app: Hono<SandboxEnv>, { db, allowExtensions }: SandboxDeps): void {
  /** The session's site's allowed callback hosts, as its lists stand at this request. */
  const allowsFor = (c: Ctx, session: RedirectSession): CallbackCheck =>
    callbackCheck(db, session.siteId, ownOrigin(c), allowExtensions);

  app.get('/authorize', (c) => {
    const session = getRedirectSession(db, c.req.query('redirectSessionId') ?? '', Date.now());
    if (!session || !isLoginSession(session)) return expired(c);
    if (session.request.intent === 'auth' && session.request.prompt === 'none') {
      // No page: the member who asked is logged in again, or the app learns a login is needed.
      const memberId = session.caller?.kind === 'member' ? session.caller.memberId : null;
      const member = memberId ? getMember(db, session.siteId, memberId) : undefined;
      if (member && !loginRefusal(member)) return completeLogin(db, c, session, member, allowsFor(c, session));
      return answerAuth(c, session, { error: 'login_required', error_description: 'No member is logged in.' });
    }
    return renderLogin(db, c, session);
  });

  app.post('/authorize', async (c) => {
    const form = await c.req.parseBody();
    const field = (name: string) => (typeof form[name] === 'string' ? form[name] : '');
    const session = getRedirectSession(db, field('redirectSessionId'), Date.now());
    if (!session || !isLoginSession(session)) return expired(c);
    if (field('cancel')) {
      if (session.request.intent === 'auth')
        return answerAuth(c, session, {
          error: 'access_denied',
          error_description: 'The visitor cancelled the login.',
        });
      const postFlowUrl = session.request.intent === 'login' ? session.request.postFlowUrl : null;
      const { to, why } = postFlow(allowsFor(c, session), postFlowUrl);
      if (to) return c.redirect(callbackUrl(to, 'query', { wixMemberLoggedIn: 'false' }), 303);
      return page(c, messagePage('Login cancelled', `Nobody was logged in.${why}`));
    }
    const memberId = field('memberId');
    const email = field('email');
    if (!memberId && !email) return renderLogin(db, c, session, 'Choose a member or enter a login email.', 400);
    const member = memberId ? getMember(db, session.siteId, memberId) : memberByLoginEmail(db, session.siteId, email);
    if (!member)
      return renderLogin(
        db,
        c,
        session,
        memberId ? 'No such member on this site.' : `No member of this site has the login email ${email}.`,
        400,
      );
    const refusal = loginRefusal(member);
    if (refusal) return renderLogin(db, c, session, refusal, 403);
    return completeLogin(db, c, session, member, allowsFor(c, session));
  });

  app.get('/logout', (c) => {
    const now = Date.now();
    const session = getRedirectSession(db, c.req.query('redirectSessionId') ?? '', now);
    if (!session || session.request.intent !== 'logout') return expired(c);
    const caller = session.caller;
    if (caller) db.transaction(() => revokeFamily(db, session.siteId, caller.familyId, now))();
    // The reference: Wix passes wixMemberLoggedIn to every callback; nobody logs in on a logout.
    const { to, why } = postFlow(allowsFor(c, session), session.request.postFlowUrl);
    if (to) return c.redirect(callbackUrl(to, 'query', { wixMemberLoggedIn: 'false' }), 303);
    return page(c, messagePage('Logged out', `You are logged out.${why}`));
  });

  app.get('/s/:id', (c) => {
    const id = c.req.param('id');
    const session = getRedirectSession(db, id, Date.now());
    if (!session) return expired(c);
    return c.redirect(
      `${hostedPagePath(session.request.intent)}?${new URLSearchParams({ redirectSessionId: id }).toString()}`,
      302,
    );
  });
}
