import { t } from '../i18n';
import type { ModerationDecision, ModerationStatus } from '../messaging/reviews';

const label = (status: ModerationStatus): string =>
  status === 'APPROVED' ? t('moderation.APPROVED') : status === 'REJECTED' ? t('moderation.REJECTED') : status === 'UNKNOWN' ? t('moderation.UNKNOWN') : t('moderation.PENDING');

const STYLE = `
  :host { all: initial; display: inline-flex; gap: 4px; align-items: center; margin: 4px 0; font: 12px/1.4 system-ui, sans-serif; }
  button { font: inherit; padding: 1px 8px; border-radius: 10px; border: 1px solid #999; background: #fff; color: #222; cursor: pointer; }
  button[aria-pressed="true"][data-status="APPROVED"] { background: #0a7a3d; border-color: #0a7a3d; color: #fff; }
  button[aria-pressed="true"][data-status="REJECTED"] { background: #b3261e; border-color: #b3261e; color: #fff; }
  button:disabled { opacity: .6; cursor: default; }
  .state { color: #555; } .error { color: #b3261e; }
`;

export interface ModerateButtons {
  host: HTMLElement;
  setStatus(status: ModerationStatus): void;
}

/**
 * Small Approve / Reject buttons for one review, in a shadow root so the page's CSS can't restyle
 * them. `moderate` does the work and resolves to the review's new status.
 */
export function createModerateButtons(reviewId: string, moderate: (status: ModerationDecision) => Promise<ModerationStatus>): ModerateButtons {
  const host = document.createElement('span');
  host.dataset.sitekeeper = 'moderate';
  host.dataset.reviewId = reviewId;
  const root = host.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = STYLE;
  const state = document.createElement('span');
  state.className = 'state';
  state.setAttribute('role', 'status');
  const error = document.createElement('span');
  error.className = 'error';
  error.setAttribute('role', 'alert');
  const buttons = (['APPROVED', 'REJECTED'] as const).map((status) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.dataset.status = status;
    b.textContent = status === 'APPROVED' ? t('reviews.approve') : t('reviews.reject');
    b.addEventListener('click', (event) => {
      if (!event.isTrusted) return; // only a person's click, never the page's script
      void run(status);
    });
    return b;
  });
  root.append(style, state, ...buttons, error);

  const setStatus = (status: ModerationStatus) => {
    state.textContent = label(status);
    host.dataset.status = status;
    for (const b of buttons) b.setAttribute('aria-pressed', String(b.dataset.status === status));
  };
  const run = async (status: ModerationDecision) => {
    for (const b of buttons) b.disabled = true;
    error.textContent = '';
    try {
      setStatus(await moderate(status));
    } catch (e) {
      error.textContent = e instanceof Error ? e.message : String(e);
    } finally {
      for (const b of buttons) b.disabled = false;
    }
  };
  return { host, setStatus };
}
