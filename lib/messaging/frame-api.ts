import { z } from 'zod';
import { message, type ApiSpec } from './protocol/define-api';
import type { QueuedAnswer } from './wire/queued';
import type { ModerationRule } from './moderation-rules';
import { ModerationDecision, ReviewId, type ItemRef, type ReviewSummary } from './reviews';
import type { FrameSavedReplies } from './saved-replies';

/** A frame ticket: random, handed by the background to the content script that made the frame. */
export const FrameTicket = z.string().regex(/^[\w-]{22,64}$/);

/** What a frame shows: the item's pending reviews (the strip), the reply editor of one shown review, or a profile page's report mark. */
export type FrameView =
  | {
      kind: 'strip';
      item: ItemRef;
      pending: ReviewSummary[];
      morePending: boolean;
      /** The site's moderation rules when the background knows them (no call): each waiting review says why it waits. */
      rules: ModerationRule[] | null;
    }
  | {
      kind: 'reply';
      reviewId: string;
      author: string;
      excerpt: string;
      reply: string | null;
      rating?: number | null;
      title?: string;
      item?: ItemRef;
    }
  /** How many reports there are about the member of the profile page (0: none). */
  | { kind: 'member'; reportCount: number };

const onTicket = <S extends z.ZodRawShape>(shape: S) => z.object({ ticket: FrameTicket, ...shape }).strict();

/**
 * The live page's frames (entrypoints/live-frame/, an extension page in an iframe the content script
 * puts in its closed shadow root) → background. What is private (unpublished reviews) and every text
 * input live there: the page's script can neither read nor listen to them. A frame speaks only through
 * its ticket, which names the tab and what the frame is for; never the page's word.
 */
export const frameApi = {
  'frame.open': message(onTicket({})).returns<FrameView>(),
  /** Sent now, or queued when the provider can't be reached (lib/messaging/wire/queued.ts). */
  'frame.moderate': message(onTicket({ reviewId: ReviewId, status: ModerationDecision })).returns<
    ReviewSummary | QueuedAnswer
  >(),
  /** `previous`: the reply the frame showed (null: none); refused with REPLY_CHANGED when it changed since. */
  'frame.reply': message(
    onTicket({
      reviewId: ReviewId,
      message: z.string().trim().min(1).max(4000),
      previous: z.string().max(4000).nullable(),
    }),
  ).returns<ReviewSummary | QueuedAnswer>(),
  /**
   * The reply editor's saved replies (the account's of the page's site and those for every site), with
   * what its review fills their placeholders with: kept in the frame, never told to the page.
   */
  'frame.savedReplies': message(onTicket({})).returns<FrameSavedReplies>(),
  /** The strip's site's moderation rules, read when the admin asks why a review waits (one call). */
  'frame.rules': message(onTicket({})).returns<{ rules: ModerationRule[] }>(),
  'frame.openDesk': message(onTicket({})).returns<{ opened: boolean }>(),
  'frame.writeReview': message(onTicket({})).returns<{ opened: boolean }>(),
  /** The frame's content height, for its host in the page. */
  'frame.resize': message(onTicket({ height: z.int().min(0).max(4000) })).returns<{ ok: true }>(),
  /** The reply frame is done with (cancelled): its host goes. */
  'frame.close': message(onTicket({})).returns<{ ok: true }>(),
} satisfies ApiSpec;
export type FrameApi = typeof frameApi;
export type FrameType = keyof FrameApi;

/** Background → the content script that made a frame (tabs.sendMessage, top frame only). */
export type FrameEvent =
  | { kind: 'sitekeeper.frame'; ticket: string; event: 'resize'; height: number }
  | { kind: 'sitekeeper.frame'; ticket: string; event: 'close' }
  | { kind: 'sitekeeper.frame'; ticket: string; event: 'done'; review: ReviewSummary }
  /** Asked before a frame's action runs: is the frame's host in place and painted on top? */
  | { kind: 'sitekeeper.frame'; ticket: string; event: 'check' };
