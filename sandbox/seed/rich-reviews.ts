// Extra realism for the `large` seed's reviews: photo sets and more owner replies. Own PRNG
// stream, so the `small` seed (which skips it) stays byte-identical.
import type { ReviewDoc } from '../domains/reviews/review-doc.ts';
import type { Prng } from './prng.ts';
import { isoDaysAgo, SEED_BASE_DATE } from './prng.ts';
import { REPLIES } from './word-lists.ts';

const image = (id: string, width: number, height: number) => ({
  id,
  url: `https://static.wixstatic.com/media/${id}`,
  height,
  width,
});

export function enrichReview(rng: Prng, r: ReviewDoc): void {
  if (rng.chance(0.15)) {
    const n = rng.int(1, 4);
    for (let k = 0; k < n; k++)
      r.content.media.push({
        image: image(`a27d24_${rng.hex(12)}~mv2.jpg`, rng.pick([1200, 1600]), rng.pick([900, 1200])),
      });
  }
  // Owners also answer some reviews still waiting for moderation.
  if (!r.reply && r.moderation.moderationStatus !== 'REJECTED' && rng.chance(0.08)) {
    const ageDays = (SEED_BASE_DATE - Date.parse(r.createdDate)) / 86_400_000;
    const replyDate = isoDaysAgo(ageDays * rng.next());
    r.reply = { message: rng.pick(REPLIES), createdDate: replyDate, updatedDate: replyDate };
    r.updatedDate = replyDate;
    r.revision = String(Number(r.revision) + 1);
  }
}
