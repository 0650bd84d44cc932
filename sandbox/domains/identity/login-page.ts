// The hosted pages' HTML: the login page (a button per demo member, or a login email), a result
// page, and the web_message answer. Plain forms, no script; every text is escaped (seed data is
// hostile on purpose).
import { html, jsonForScript, raw, type RawHtml } from '../../live/html.ts';
import type { MemberDoc } from '../members/member-doc.ts';

const CSS = `body{font:15px/1.5 system-ui,sans-serif;background:#f4f5f7;color:#1c1d21;margin:0}
main{max-width:520px;margin:40px auto;background:#fff;border-radius:8px;padding:24px 28px;box-shadow:0 1px 4px #0002}
h1{font-size:22px;margin:0 0 4px}.sub{color:#666;font-size:13px;margin:0 0 16px;word-break:break-all}
ul{list-style:none;padding:0;margin:0 0 16px}li{display:flex;gap:8px;align-items:center;padding:6px 0;border-bottom:1px solid #eee}
li small{color:#666}.status{font-size:11px;background:#eee;border-radius:3px;padding:1px 5px}
button{font:inherit;padding:6px 12px;border-radius:4px;border:1px solid #116dff;background:#116dff;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#116dff}input{font:inherit;padding:5px 8px;width:60%}
.error{background:#fde8e8;color:#9b1c1c;padding:8px 12px;border-radius:4px}
.standin{background:#fff4d6;color:#6b4e00;padding:8px 12px;border-radius:4px;font-size:13px}
a.action{display:inline-block;margin:0 8px 8px 0;padding:6px 12px;border-radius:4px;background:#116dff;color:#fff;text-decoration:none}
.note{color:#666;font-size:13px}code{word-break:break-all}`;

/** Headers of every hosted page: no caching, no scripts (except the web_message answer). */
export const PAGE_HEADERS = {
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
};

/** A hosted page: the shared look, `body` inside <main>. */
export function shell(title: string, body: RawHtml): string {
  return html`<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title><style>${raw(CSS)}</style></head>
<body><main>${body}</main></body></html>`.html;
}

export interface LoginPageInput {
  siteName: string;
  sessionId: string;
  /** Where the login leads: the auth request's redirectUri or the post-flow URL. */
  returnsTo: string | null;
  members: MemberDoc[];
  error?: string;
}

export function loginPage(p: LoginPageInput): string {
  const hidden = html`<input type="hidden" name="redirectSessionId" value="${p.sessionId}">`;
  const items = p.members.map(
    (m) => html`<li><button type="submit" name="memberId" value="${m.id}">Log in as ${m.profile.nickname}</button>
      <span class="status">${m.status}</span> <small>${m.loginEmail}</small></li>`,
  );
  return shell(
    `Log in | ${p.siteName}`,
    html`<h1>Log in to ${p.siteName}</h1>
<p class="sub">Sitekeeper sandbox login page${p.returnsTo ? html`, then back to ${p.returnsTo}` : ''}.</p>
${p.error ? html`<p class="error" role="alert">${p.error}</p>` : ''}
<form method="post" action="/oauth2/authorize">${hidden}<ul>${items}</ul></form>
<form method="post" action="/oauth2/authorize">${hidden}
<p><label>Login email <input type="email" name="email" required autocomplete="username"></label> <button type="submit">Log in</button></p></form>
<form method="post" action="/oauth2/authorize">${hidden}<button type="submit" class="secondary" name="cancel" value="1">Cancel</button></form>`,
  );
}

export function messagePage(title: string, text: string): string {
  return shell(title, html`<h1>${title}</h1><p>${text}</p>`);
}

/** responseMode web_message: the page (in the SDK's hidden iframe) posts the result to its parent. */
export function webMessagePage(targetOrigin: string, data: Record<string, string | null>): string {
  const script = `window.parent.postMessage(${jsonForScript(data)}, ${jsonForScript(targetOrigin)});`;
  return html`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Signing in</title></head>
<body><script>${raw(script)}</script></body></html>`.html;
}
