import { formatNumber, t } from '../i18n';
import { BASE_STYLE, el } from './dom';
import type { Surface } from './frame-surface';

/** The member frame's document: one line beside the profile page's controls, in the box its host fixed (lib/live/frame-host.ts). */
export const REPORT_STYLE = `
  html, body { margin: 0; padding: 0; background: transparent; }
  body { font: 12px/1.4 system-ui, sans-serif; color: #222; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  ${BASE_STYLE}
  @media (prefers-color-scheme: dark) { body { color: #f3f4f6; } }
`;

/**
 * "Reported N×" for the member of a profile page, in the live page's frame: moderation data the page's
 * script can neither read nor find. Nothing shows when the member has no report.
 */
export function createReportView(view: { reportCount: number }, { root }: Surface): void {
  if (view.reportCount <= 0) return;
  root.append(
    el('span', {
      className: 'state',
      textContent: t('members.live.reported', { count: formatNumber(view.reportCount) }),
    }),
  );
}
