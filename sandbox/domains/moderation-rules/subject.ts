// What the rules look at, whatever the content was: its text, which non-text features it has, its
// attributes, and who wrote it. Check Content and new reviews each make one (check-content.ts,
// reviews/auto-moderation.ts); match.ts decides on it alone.
export interface ContentFeatureFlags {
  images: boolean;
  videos: boolean;
  links: boolean;
  attachments: boolean;
}

export interface ModerationAuthor {
  /** Absent for a visitor (no member). */
  memberId?: string;
  memberGroups: readonly string[];
  /** When the member joined (their member's createdDate): NEW_MEMBERS audiences compare it. */
  memberSince?: Date;
}

export interface ModerationSubject {
  /** Every piece of text, each on its own (a title and a body do not run into each other). */
  texts: readonly string[];
  features: ContentFeatureFlags;
  attributes: readonly { name: string; value: string }[];
  author: ModerationAuthor;
}

/**
 * A link in text: an address with its scheme, or one starting with `www.`. A bare `example.com` is
 * not one: the reference does not say, and plain words with a dot ("e.g.", "v2.0") are common in
 * reviews.
 */
const LINK_IN_TEXT = /\b(?:https?:\/\/|www\.)[^\s<>"]+/i;

export const hasLink = (text: string): boolean => LINK_IN_TEXT.test(text);
