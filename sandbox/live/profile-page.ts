// Live member profile page (/profile/{slug}/profile), as the Members Area renders it.
import type { MemberDoc } from '../domains/members/member-doc.ts';
import { html } from './html.ts';
import { page, type PageContext } from './layout.ts';

export function profilePage(ctx: PageContext, m: MemberDoc): string {
  const body = html`<div data-hook="profile-page" data-member-slug="${m.profile.slug}" class="card">
<h1 data-hook="profile-name">${m.profile.nickname}</h1>
${m.profile.title ? html`<p data-hook="profile-title">${m.profile.title}</p>` : ''}
<p>Member since ${m.createdDate.slice(0, 10)}</p>
</div>`;
  return page(ctx, m.profile.nickname, body);
}

export function notFoundPage(ctx: PageContext): string {
  return page(
    ctx,
    'Page not found',
    html`<div class="card" data-hook="not-found"><h1>404</h1><p>This page isn’t available.</p></div>`,
  );
}
