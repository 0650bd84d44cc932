// One light agency site's data: a few products, members, visitor contacts and reviews on them.
// Nothing else (no media, folders, review requests, tasks, extended fields): 1 000 of these seed in
// about a second. All from one stream keyed by the site.
import type { AgencySiteSpec } from './agency-sites.ts';
import type { SeedProduct, SiteData } from './generate.ts';
import { seedPeople } from './people.ts';
import { Prng, seedFrom } from './prng.ts';
import { seedReviews } from './reviews.ts';
import { seedSiteIds } from './seed-ids.ts';
import { slugify } from './slugify.ts';

export function generateLightSite(spec: AgencySiteSpec, accountId: string): SiteData {
  const site = { ...seedSiteIds(spec.key), accountId, name: spec.name, slug: spec.slug, position: spec.position };
  const rng = new Prng(seedFrom(`agency-site-data:${spec.key}`));
  const productCount = rng.int(2, spec.products.length);
  const products = spec.products.slice(0, productCount).map((name, i): SeedProduct => ({
    id: rng.guid(),
    slug: slugify(name),
    name,
    priceCents: rng.int(4, 120) * 100 + rng.pick([0, 50, 95]),
    currency: 'USD',
    description: `${name} from ${spec.name}.`,
    position: i,
  }));
  const members = rng.int(2, 5);
  const visitors = rng.int(1, 3);
  const people = seedPeople(rng, { members, visitors, hostile: false });
  const reviews = seedReviews(rng, {
    count: rng.int(2, 8),
    products,
    people,
    mix: spec.moderationMix,
    hostile: false,
  });
  return {
    site,
    products,
    members: people.flatMap((p) => (p.member ? [p.member] : [])),
    contacts: people.map((p) => p.contact),
    extendedFields: [],
    reviews,
    media: [],
    mediaFolders: [],
    reviewRequests: [],
    tasks: [],
    memberReports: [],
    memberFollows: [],
  };
}
