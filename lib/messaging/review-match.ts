import type { AuthorType, ReviewFilter, ReviewSummary } from './reviews';

// Whether a review matches a desk filter, told apart the way the provider's answer is: the part the
// provider filters and counts (status, rating, verified, dates, item, author's contact), and the
// refinements it can't apply (reply, author type, text), which the background applies over its pages.
// One home for both sides: the background refines its pages with it, and the panel uses it to learn
// from a write's answer whether the review still belongs in a cached list and which counts it moves.

/** A filter's day bounds (UTC): the first moment of `day`, and of the day after it. */
export const dayStart = (day: string) => `${day}T00:00:00.000Z`;
export const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString();

/** Whether the review matches the part of the filter the provider applies (and counts with Count Reviews). */
export function matchesProviderPart(r: ReviewSummary, f: ReviewFilter): boolean {
  if (f.statuses && f.statuses.length > 0 && !(f.statuses as readonly string[]).includes(r.status)) return false;
  if (f.ratings && f.ratings.length > 0 && f.ratings.length < 5 && (r.rating === null || !f.ratings.includes(r.rating)))
    return false;
  if (f.verified !== undefined && r.verified !== f.verified) return false;
  if (f.from && (r.createdDate ?? '') < dayStart(f.from)) return false;
  if (f.to && (r.createdDate ?? '') >= dayAfter(f.to)) return false;
  if (f.item && (r.namespace !== f.item.namespace || r.entityId !== f.item.entityId)) return false;
  if (f.contactId && r.authorContactId !== f.contactId) return false;
  return true;
}

const folded = (s: string) => s.toLocaleLowerCase();

/** The refinements the provider can't filter on, as one predicate (null when there are none). */
export function refinement(f: ReviewFilter): ((r: ReviewSummary) => boolean) | null {
  const checks: Array<(r: ReviewSummary) => boolean> = [];
  if (f.hasReply !== undefined) checks.push((r) => (r.reply !== null && r.reply !== '') === f.hasReply);
  if (f.authorType) {
    const wanted: AuthorType = f.authorType;
    checks.push((r) => r.authorType === wanted);
  }
  const text = f.text?.trim();
  if (text) {
    const needle = folded(text);
    checks.push((r) => [r.title, r.body, r.authorName, r.reply ?? ''].some((s) => folded(s).includes(needle)));
  }
  return checks.length === 0 ? null : (r) => checks.every((c) => c(r));
}

/** Whether the review belongs in the desk's list under the filter. */
export function matchesFilter(r: ReviewSummary, f: ReviewFilter): boolean {
  return matchesProviderPart(r, f) && (refinement(f)?.(r) ?? true);
}
