import { readableError } from '../ui/error-words';
import { t } from '../i18n';
import { GUID_PATTERN } from '../messaging/wire/ids';
import { sendPage } from './send-page';
import { BASE_STYLE } from './dom';
import { guardVisibility } from './visibility-guard';
import { profileSlugOf } from '../messaging/wire/profile-path';
import { createFrameHost } from './frame-host';

// "Open in Sitekeeper" next to the member's name on a member's profile page. The member is read from
// the URL (`/profile/{slug}/profile`) or from the page's data (`data-member-slug` / `data-member-id`),
// so sites with another path work too. The background checks the site before it does anything.

const SLUG = /^[a-z0-9]+(?:[-_.][a-z0-9]+)*$/;

export interface PageMember {
  slug?: string;
  memberId?: string;
  /** Where the control goes: after the member's name, else after the element carrying the data. */
  anchor: Element;
}

export function findPageMember(doc: Document, url: string): PageMember | null {
  const holder = doc.querySelector('[data-member-slug], [data-member-id]');
  const name = doc.querySelector('[data-hook="profile-name"]') ?? holder;
  const slug = holder?.getAttribute('data-member-slug') ?? profileSlugOf(url);
  const id = holder?.getAttribute('data-member-id') ?? null;
  if (!name) return null;
  if (id && GUID_PATTERN.test(id)) return { memberId: id, anchor: name };
  if (slug && SLUG.test(slug)) return { slug, anchor: name };
  return null;
}

// The controls' shared look (with dark mode), plus a gap between the two buttons.
const STYLE = `:host { all: initial !important; display: inline-block !important; margin: 0 6px !important; font: 12px/1.4 system-ui, sans-serif !important; }
${BASE_STYLE}
button { margin-right: 4px; }`;

/** Adds the controls once: the member's card, or the contact behind the member, opens in the panel. */
export function showOpenMember(doc: Document, url: string): void {
  if (doc.querySelector('[data-sitekeeper="open-member"]')) return;
  const found = findPageMember(doc, url);
  if (!found) return;
  const host = doc.createElement('span');
  host.dataset.sitekeeper = 'open-member';
  const root = host.attachShadow({ mode: 'closed' });
  const visibility = guardVisibility(host);
  const style = doc.createElement('style');
  style.textContent = STYLE;
  const error = doc.createElement('span');
  error.className = 'error';
  error.setAttribute('role', 'alert');
  const target = found.memberId ? { memberId: found.memberId } : { slug: found.slug! };
  const control = (label: string, ask: () => Promise<unknown>) => {
    const button = doc.createElement('button');
    button.type = 'button';
    button.textContent = label;
    button.addEventListener('click', (e) => {
      if (!e.isTrusted) return; // never the page's script
      if (!visibility.seenLongEnough()) {
        error.textContent = t('live.hiddenClick');
        return;
      }
      error.textContent = '';
      ask().catch((x: unknown) => {
        error.textContent = readableError(x);
      });
    });
    return button;
  };
  const member = control(t('members.live.open'), () => sendPage('page.openMember', target));
  const contact = control(t('contacts.live.open'), () => sendPage('page.openMemberContact', target));
  root.append(style, member, contact, error);
  found.anchor.after(host);
  if (profileSlugOf(url)) showReportMark(root);
}

/**
 * The member's "Reported N×" mark, in the extension's frame (lib/live/frame-host.ts) in the controls'
 * closed root: only on a profile page's address, for the member the background finds from that address;
 * the count never reaches the page. Says nothing when the ask fails.
 */
function showReportMark(root: ShadowRoot): void {
  sendPage('page.memberFrame', {}).then(
    ({ ticket }) => createFrameHost('member', ticket).put((frame) => root.append(frame)),
    (x: unknown) => console.warn('Sitekeeper:', readableError(x)),
  );
}

export function removeOpenMember(doc: Document): void {
  doc.querySelector('[data-sitekeeper="open-member"]')?.remove();
}
