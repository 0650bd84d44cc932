// The pages a redirect session's fullUrl leads to: GET/POST /oauth2/authorize (log a demo member
// in, then back to the redirectUri with code+state, or to the post-flow URL), GET /oauth2/logout,
// GET /oauth2/s/:id (shortUrl). Form posts answer 303 to the next page.
import { randomUUID } from 'node:crypto';
import type { Context, Hono } from 'hono';
import type { Db } from '../../db/open.ts';
import type { SandboxEnv } from '../../http/env.ts';
import { getMember } from '../members/store.ts';
import type { MemberDoc } from '../members/member-doc.ts';
import { callbackUrl, isFollowable } from './callback-url.ts';
import { loginPage, messagePage, PAGE_HEADERS, webMessagePage } from './login-page.ts';
import { loginPageMembers, loginRefusal, memberByLoginEmail, recordLogin } from './member-login.ts';
import { createAuthCode, getRedirectSession, type RedirectSession } from './redirect-sessions.ts';
import { hostedPagePath } from './redirect-session-routes.ts';
import { clientOfSite } from './site-clients.ts';
import { revokeFamily } from './tokens.ts';

type Ctx = Context<SandboxEnv>;

/** Sessions the login page answers (the others have their own pages). */
const isLoginSession = (s: RedirectSession): boolean => s.request.intent === 'auth' || s.request.intent === 'login';

/** Only http(s) post-flow URLs are followed; another scheme is named on the page instead. */
const followed = (url: string | null): string | null => (url && isFollowable(url) ? url : null);
const notFollowed = (url: string | null): string =>
  url && !isFollowable(url)
    ? ` The post-flow URL ${url} is not an http(s) URL, so the sandbox does not follow it.`
    : '';

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
function completeLogin(db: Db, c: Ctx, session: RedirectSession, member: MemberDoc): Response {
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
  const to = followed(postFlowUrl);
  if (to) return c.redirect(callbackUrl(to, 'query', { wixMemberLoggedIn: 'true' }), 303);
  return page(c, messagePage('Logged in', `Logged in as ${member.profile.nickname}.${notFollowed(postFlowUrl)}`));
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

export function registerHostedPages(app: Hono<SandboxEnv>, db: Db): void {
  app.get('/authorize', (c) => {
    const session = getRedirectSession(db, c.req.query('redirectSessionId') ?? '', Date.now());
    if (!session || !isLoginSession(session)) return expired(c);
    if (session.request.intent === 'auth' && session.request.prompt === 'none') {
      // No page: the member who asked is logged in again, or the app learns a login is needed.
      const memberId = session.caller?.kind === 'member' ? session.caller.memberId : null;
      const member = memberId ? getMember(db, session.siteId, memberId) : undefined;
      if (member && !loginRefusal(member)) return completeLogin(db, c, session, member);
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
      const to = followed(postFlowUrl);
      if (to) return c.redirect(callbackUrl(to, 'query', { wixMemberLoggedIn: 'false' }), 303);
      return page(c, messagePage('Login cancelled', `Nobody was logged in.${notFollowed(postFlowUrl)}`));
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
    return completeLogin(db, c, session, member);
  });

  app.get('/logout', (c) => {
    const now = Date.now();
    const session = getRedirectSession(db, c.req.query('redirectSessionId') ?? '', now);
    if (!session || session.request.intent !== 'logout') return expired(c);
    const caller = session.caller;
    if (caller) db.transaction(() => revokeFamily(db, session.siteId, caller.familyId, now))();
    const to = followed(session.request.postFlowUrl);
    if (to) return c.redirect(to, 303);
    return page(c, messagePage('Logged out', `You are logged out.${notFollowed(session.request.postFlowUrl)}`));
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
