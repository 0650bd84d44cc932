// The agency seed's light sites: three accounts with 1 000 small-business sites among them,
// an agency's scale. Names are "<word> <kind>" from seed/word-lists.ts, each pair used once, in an order
// shuffled once by a fixed seed; everything else about a site comes from streams keyed by the site.
import type { SiteProfileSeed } from './demo-sites.ts';
import { Prng, isoDaysAgo, seedFrom } from './prng.ts';
import { seedSiteIds } from './seed-ids.ts';
import { slugify } from './slugify.ts';
import { BUSINESS_KINDS, BUSINESS_NAME_WORDS } from './word-lists.ts';

export interface AgencyAccountSpec {
  key: string;
  name: string;
  siteCount: number;
}

export const AGENCY_ACCOUNTS: readonly AgencyAccountSpec[] = [
  { key: 'agency-northline', name: 'Northline Digital', siteCount: 500 },
  { key: 'agency-fernhill', name: 'Fernhill Web Studio', siteCount: 300 },
  { key: 'agency-ortiz', name: 'Maya Ortiz Freelance', siteCount: 200 },
];

/** Demo sites come first in the seed order (positions 0–2). */
const FIRST_POSITION = 3;
/** Share of sites with no review waiting for moderation. */
const NONE_WAITING_SHARE = 0.08;
/** The demo sites' slugs: an agency site never takes one. */
const DEMO_SLUGS = ['bloom-and-basket', 'harbor-coffee-roasters', 'northwind-yoga'];

export interface AgencySiteSpec {
  /** `agency-northline-0001`: the key every stream of the site derives from. */
  key: string;
  accountKey: string;
  name: string;
  slug: string;
  products: readonly string[];
  position: number;
  /** APPROVED, IN_MODERATION, SUBMITTED, REJECTED shares (no pending share on the "none waiting" sites). */
  moderationMix: readonly [number, number, number, number];
  site: SiteProfileSeed;
}

function shuffledNames(): { name: string; products: readonly string[] }[] {
  const all = BUSINESS_NAME_WORDS.flatMap((word) =>
    BUSINESS_KINDS.map((k) => ({ name: `${word} ${k.kind}`, products: k.products })),
  );
  const rng = new Prng(seedFrom('agency-site-names'));
  for (let i = all.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [all[i], all[j]] = [all[j]!, all[i]!];
  }
  return all;
}

function profile(key: string): { site: SiteProfileSeed; noneWaiting: boolean } {
  const rng = new Prng(seedFrom(`agency-site-profile:${key}`));
  const ageDays = rng.int(40, 2400) + rng.next();
  return {
    site: {
      createdDate: isoDaysAgo(ageDays),
      updatedDate: isoDaysAgo(rng.next() * Math.min(ageDays, 90)),
      published: rng.chance(0.93),
      premium: rng.chance(0.45),
    },
    noneWaiting: rng.chance(NONE_WAITING_SHARE),
  };
}

function buildSpecs(): AgencySiteSpec[] {
  const total = AGENCY_ACCOUNTS.reduce((n, a) => n + a.siteCount, 0);
  const names = shuffledNames();
  if (names.length < total) throw new Error(`agency seed: ${names.length} names for ${total} sites`);
  const slugs = new Set(DEMO_SLUGS);
  const specs: AgencySiteSpec[] = [];
  for (const account of AGENCY_ACCOUNTS) {
    for (let n = 1; n <= account.siteCount; n++) {
      const key = `${account.key}-${String(n).padStart(4, '0')}`;
      const { name, products } = names[specs.length]!;
      let slug = slugify(name);
      for (let k = 2; slugs.has(slug); k++) slug = `${slugify(name)}-${k}`;
      slugs.add(slug);
      const { site, noneWaiting } = profile(key);
      specs.push({
        key,
        accountKey: account.key,
        name,
        slug,
        products,
        position: FIRST_POSITION + specs.length,
        moderationMix: noneWaiting ? [0.85, 0, 0, 0.15] : [0.55, 0.2, 0.15, 0.1],
        site,
      });
    }
  }
  return specs;
}

let specs: AgencySiteSpec[] | undefined;
let byId: Map<string, AgencySiteSpec> | undefined;

/** The 1 000 agency sites, in seed order (made once per process). */
export function agencySiteSpecs(): readonly AgencySiteSpec[] {
  specs ??= buildSpecs();
  return specs;
}

/** The agency site with this id, if it is one. */
export function agencySiteSpec(siteId: string): AgencySiteSpec | undefined {
  byId ??= new Map(agencySiteSpecs().map((s) => [seedSiteIds(s.key).id, s]));
  return byId.get(siteId);
}
