// Builds the whole deterministic demo dataset in memory (no db access here).
import type { ContactDoc } from '../domains/contacts/contact-doc.ts';
import type { ExtendedFieldDoc } from '../domains/extended-fields/extended-field-doc.ts';
import type { MediaFileDoc } from '../domains/media/media-file-doc.ts';
import type { MemberDoc } from '../domains/members/member-doc.ts';
import type { ProductRow } from '../domains/products/store.ts';
import type { ReviewDoc } from '../domains/reviews/review-doc.ts';
import type { ReviewRequestDoc } from '../domains/review-requests/review-request-doc.ts';
import type { SiteRow } from '../domains/sites/store.ts';
import type { TaskDoc } from '../domains/tasks/task-doc.ts';
import { DEMO_ACCOUNTS, DEMO_SITES, type DataSize, type SeedSize, type SiteSeedSpec } from './demo-sites.ts';
import { seedMedia } from './media.ts';
import { SITES_WITH_FOLDERS, seedMediaFolders } from './media-folders.ts';
import type { FolderDoc } from '../domains/media/folders/folder-doc.ts';
import { seedPeople } from './people.ts';
import { Prng, seedFrom } from './prng.ts';
import { seedReviews } from './reviews.ts';
import { seedReviewRequests } from './review-requests.ts';
import { seedAnsweredRequests } from './answered-requests.ts';
import { enrichContact } from './rich-contacts.ts';
import { seedExtendedFields, seedExtendedFieldValues } from './extended-fields.ts';
import { showcasePeople } from './showcase-contacts.ts';
import { seedRichMedia } from './rich-media.ts';
import { seedMemberSocial, type SeedFollow } from './member-social.ts';
import type { MemberReportDoc } from '../domains/member-reports/member-report-doc.ts';
import { enrichReview } from './rich-reviews.ts';
import { seedTasks } from './tasks.ts';
import { withAgencySites } from './agency-dataset.ts';
import { seedAccountId } from './seed-ids.ts';
import { slugify } from './slugify.ts';

/** API keys are not part of the dataset: each database gets its own, random (seed/api-key.ts). */
export interface SeedAccount {
  id: string;
  name: string;
}
/** A site row (domains/sites/store.ts) and its place in the seed order. */
export interface SeedSite extends SiteRow {
  position: number;
}
/** A product row (domains/products/store.ts) and its place in the site's catalog. */
export interface SeedProduct extends ProductRow {
  position: number;
}
export interface SiteData {
  site: SeedSite;
  products: SeedProduct[];
  members: MemberDoc[];
  contacts: ContactDoc[];
  /** The site's own (USER_DEFINED) extended field definitions. */
  extendedFields: ExtendedFieldDoc[];
  reviews: ReviewDoc[];
  media: MediaFileDoc[];
  mediaFolders: FolderDoc[];
  reviewRequests: ReviewRequestDoc[];
  /** CRM tasks on the contacts (seed/tasks.ts). */
  tasks: TaskDoc[];
  /** Demo member reports and follows (seed/member-social.ts). */
  memberReports: MemberReportDoc[];
  memberFollows: SeedFollow[];
}
export interface SeedDataset {
  accounts: SeedAccount[];
  sites: SiteData[];
}

export function accountIds(): Map<string, SeedAccount> {
  const out = new Map<string, SeedAccount>();
  for (const a of DEMO_ACCOUNTS) out.set(a.key, { id: seedAccountId(a.key), name: a.name });
  return out;
}

/** A demo site's id without generating its data (the first draw of its id stream). */
export function demoSiteId(spec: SiteSeedSpec): string {
  return new Prng(seedFrom(`site-ids:${spec.key}`)).guid();
}

export function generateSite(spec: SiteSeedSpec, position: number, accountId: string, size: DataSize): SiteData {
  const ids = new Prng(seedFrom(`site-ids:${spec.key}`));
  const site: SeedSite = {
    id: ids.guid(),
    accountId,
    name: spec.name,
    slug: spec.slug,
    oauthClientId: ids.guid(),
    ownerUserId: ids.guid(),
    editorSiteId: ids.guid(),
    position,
  };
  const rng = new Prng(seedFrom(`site-data:${spec.key}:${size}`));
  const products = spec.products.map((p, i): SeedProduct => ({
    id: rng.guid(),
    slug: slugify(p.name),
    name: p.name,
    priceCents: p.priceCents,
    currency: 'USD',
    description: p.description,
    position: i,
  }));
  const counts = spec.counts[size];
  const people = seedPeople(rng, { members: counts.members, visitors: counts.visitorContacts, hostile: spec.hostile });
  const reviews = seedReviews(rng, {
    count: counts.reviews,
    products,
    people,
    mix: spec.moderationMix,
    hostile: spec.hostile,
  });
  // `large` adds realism from its own stream; `small` stays exactly as the e2e and contract tests know it.
  let media: MediaFileDoc[];
  if (size === 'large') {
    const rich = new Prng(seedFrom(`site-rich:${spec.key}:${size}`));
    people.forEach((p, i) =>
      enrichContact(rich, p, i, {
        hostile: spec.hostile,
        ...(i >= counts.members && { visitorIndex: i - counts.members }),
      }),
    );
    for (const r of reviews) enrichReview(rich, r);
    media = seedRichMedia(rich, { count: counts.media, siteId: site.id, hostile: spec.hostile });
  } else {
    media = seedMedia(rng, { count: counts.media, siteId: site.id });
  }
  // Folders and their files: their own stream, after the root files (which stay as they were).
  const folderTree = SITES_WITH_FOLDERS.has(spec.key)
    ? seedMediaFolders(new Prng(seedFrom(`site-media-folders:${spec.key}:${size}`)), site.id)
    : { folders: [], files: [] };
  media.push(...folderTree.files);
  const contacts = people.map((p) => p.contact);
  const reviewRequests = seedReviewRequests(new Prng(seedFrom(`site-review-requests:${spec.key}:${size}`)), {
    count: size === 'large' ? 200 : 12,
    contacts,
    productIds: products.map((p) => p.id),
    requestedBy: { identityType: 'WIX_USER', wixUserId: site.ownerUserId },
  });
  // Reviews that answered a request: their own stream, after the requests (which mark bounced emails).
  reviewRequests.push(
    ...seedAnsweredRequests(new Prng(seedFrom(`site-answered-requests:${spec.key}:${size}`)), {
      count: size === 'large' ? 40 : 3,
      reviews,
      contacts,
      requestedBy: { identityType: 'WIX_USER', wixUserId: site.ownerUserId },
    }),
  );
  // Extended fields and the showcase contacts come last, from their own stream: nothing above moves.
  const extra = new Prng(seedFrom(`site-contacts-extra:${spec.key}:${size}`));
  const extendedFields = seedExtendedFields(spec.key);
  seedExtendedFieldValues(extra, contacts, extendedFields);
  const showcase = showcasePeople(extra, extendedFields);
  const everyone = [...people, ...showcase];
  // Tasks last, from their own stream: nothing above moves.
  const tasks = seedTasks(new Prng(seedFrom(`site-tasks:${spec.key}:${size}`)), {
    count: size === 'large' ? 60 : 6,
    contacts,
    ownerUserId: site.ownerUserId,
  });
  const members = everyone.flatMap((p) => (p.member ? [p.member] : []));
  // Reports and follows last, from their own stream.
  const social = seedMemberSocial(new Prng(seedFrom(`site-member-social:${spec.key}:${size}`)), members);
  return {
    site,
    products,
    members,
    contacts: everyone.map((p) => p.contact),
    extendedFields,
    reviews,
    media,
    mediaFolders: folderTree.folders,
    reviewRequests,
    tasks,
    ...social,
  };
}

/** The demo sites' data size in a seed of this size (`agency` keeps them as `small`). */
export const demoDataSize = (size: SeedSize): DataSize => (size === 'large' ? 'large' : 'small');

export function generateDataset(size: SeedSize = 'small'): SeedDataset {
  const accounts = accountIds();
  const demo: SeedDataset = {
    accounts: [...accounts.values()],
    sites: DEMO_SITES.map((spec, i) => generateSite(spec, i, accounts.get(spec.accountKey)!.id, demoDataSize(size))),
  };
  return size === 'agency' ? withAgencySites(demo) : demo;
}
