// Check Content: the namespace's enabled rules on the given content. Plain text and rich content
// are read the same way (either may be sent; both are read when both are); attributes as given.
import type { Db } from '../../db/open.ts';
import { authorByMemberId } from './author.ts';
import { violationsOf } from './match.ts';
import { readRichContent } from './rich-content.ts';
import type { Violation } from './rule-doc.ts';
import type { CheckInput } from './schemas.ts';
import { enabledRules } from './store.ts';
import { hasLink, type ModerationSubject } from './subject.ts';

export function checkContent(db: Db, siteId: string, input: CheckInput, now: Date): Violation[] {
  const content = input.content;
  const rich = readRichContent(content?.richContent?.nodes ?? []);
  const plain = content?.plainText ? [content.plainText] : [];
  const subject: ModerationSubject = {
    texts: [...plain, ...rich.texts],
    features: { ...rich.features, links: rich.features.links || plain.some(hasLink) },
    attributes: (content?.attributes ?? []).map((a) => ({ name: a.name ?? '', value: a.value ?? '' })),
    author: authorByMemberId(db, siteId, content?.memberId, content?.memberGroups ?? []),
  };
  return violationsOf(enabledRules(db, siteId, input.namespace), subject, now);
}
