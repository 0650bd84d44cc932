import { uiLocale } from '@/lib/i18n';
import { sendFrame } from '@/lib/live/send-page';
import { readableError } from '@/lib/ui/error-words';
import { frameSurface } from '@/lib/live/frame-surface';
import { frameSends } from '@/lib/live/frame-sends';
import { createReplyView, REPLY_STYLE } from '@/lib/live/reply-view';
import { createReviewStrip, STRIP_STYLE } from '@/lib/live/review-strip';
import { createReportView, REPORT_STYLE } from '@/lib/live/report-view';

// The live page's frame: an extension page the content script puts in its closed shadow root
// (lib/live/frame-host.ts). Its address carries only a ticket; what it shows comes from the background.

const ticket = location.hash.slice(1);
const sends = frameSends(ticket);

/** Tells the host in the page how tall the content is (through the background: never the page's window). */
function reportHeight(): void {
  let last = -1;
  const send = () => {
    const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    void sendFrame('frame.resize', { ticket, height: Math.min(height, 4000) }).catch(() => undefined);
  };
  new ResizeObserver(send).observe(document.documentElement);
  send();
}

async function main(): Promise<void> {
  document.documentElement.lang = uiLocale();
  const view = await sendFrame('frame.open', { ticket });
  if (view.kind === 'strip') {
    const strip = createReviewStrip(
      {
        run: (reviewId, action, text, previous) => {
          const send = sends[action.id];
          if (!send) throw new Error(`${action.id} is not offered on a live page`);
          return send(reviewId, text ?? '', previous);
        },
        openDesk: () => sendFrame('frame.openDesk', { ticket }),
        writeReview: () => sendFrame('frame.writeReview', { ticket }),
        rules: () => sendFrame('frame.rules', { ticket }).then((answer) => answer.rules),
      },
      frameSurface(document, STRIP_STYLE),
    );
    strip.update(view.pending, view.morePending, view.rules);
  } else if (view.kind === 'member') {
    // No height told: the member frame's box is fixed by its host, so its size says nothing of a report.
    createReportView(view, frameSurface(document, REPORT_STYLE));
    return;
  } else {
    createReplyView(
      view,
      {
        save: (message, previous) => sends.reply!(view.reviewId, message, previous),
        close: () => sendFrame('frame.close', { ticket }),
        savedReplies: () => sendFrame('frame.savedReplies', { ticket }),
      },
      frameSurface(document, REPLY_STYLE),
    );
  }
  reportHeight();
}

main().catch((e: unknown) => {
  document.body.textContent = readableError(e);
  reportHeight();
});
