// The demo world: two accounts, three sites. Counts scale with the data size; `large` totals
// 100 000 contacts (20 000 of them members), 50 000 reviews and 5 000 files, mostly on site 1.
/** How much data the demo sites get. */
export type DataSize = 'small' | 'large';
/** `agency`: the demo sites as `small`, plus 1 000 light sites in three more accounts (seed/agency-sites.ts). */
export type SeedSize = DataSize | 'agency';
export const SEED_SIZES: readonly SeedSize[] = ['small', 'large', 'agency'];

export interface ProductSeed {
  name: string;
  priceCents: number;
  description: string;
}

export interface SiteSeedSpec {
  /** Stable key: seeds derive from it, so editing one site never shifts another's data. */
  key: string;
  accountKey: string;
  name: string;
  slug: string;
  products: readonly ProductSeed[];
  counts: Record<DataSize, { members: number; visitorContacts: number; reviews: number; media: number }>;
  /** Share of reviews per moderation state (APPROVED, IN_MODERATION, SUBMITTED, REJECTED). */
  moderationMix: readonly [number, number, number, number];
  /** Plant hostile text in a few records. */
  hostile: boolean;
  /** What the Sites API tells about the site (domains/sites/profiles.ts). */
  site: SiteProfileSeed;
}

export interface SiteProfileSeed {
  createdDate: string;
  updatedDate: string;
  published: boolean;
  premium: boolean;
  /** A custom-domain-like host name the sandbox also serves the live pages on (same port). */
  customDomain?: string;
}

export const DEMO_ACCOUNTS = [
  { key: 'account-a', name: 'Demo Studio' },
  { key: 'account-b', name: 'Other Agency' },
] as const;

export const DEMO_SITES: readonly SiteSeedSpec[] = [
  {
    key: 'bloom-and-basket',
    accountKey: 'account-a',
    name: 'Bloom & Basket',
    slug: 'bloom-and-basket',
    products: [
      { name: 'Wildflower Bouquet', priceCents: 4500, description: 'Seasonal wildflowers, hand-tied with jute twine.' },
      { name: 'Market Tote Basket', priceCents: 3800, description: 'Woven seagrass basket with leather handles.' },
      {
        name: 'Lavender Sachet Trio',
        priceCents: 1800,
        description: 'Three linen sachets filled with dried Provence lavender.',
      },
      { name: 'Terracotta Herb Pot', priceCents: 2400, description: 'Hand-thrown pot with drainage saucer, 15 cm.' },
      {
        name: 'Dried Eucalyptus Bundle',
        priceCents: 2200,
        description: 'Long-lasting silver dollar eucalyptus stems.',
      },
      {
        name: 'Picnic Hamper Deluxe',
        priceCents: 12900,
        description: 'Willow hamper for four with plates, glasses and a wool blanket.',
      },
    ],
    counts: {
      small: { members: 36, visitorContacts: 14, reviews: 60, media: 20 },
      large: { members: 17_000, visitorContacts: 68_000, reviews: 42_000, media: 4_250 },
    },
    moderationMix: [0.65, 0.14, 0.11, 0.1],
    hostile: true,
    site: {
      createdDate: '2024-03-14T09:12:44.000Z',
      updatedDate: '2026-09-28T16:05:10.000Z',
      published: true,
      premium: true,
      customDomain: 'bloom.localhost',
    },
  },
  {
    key: 'harbor-coffee-roasters',
    accountKey: 'account-a',
    name: 'Harbor Coffee Roasters',
    slug: 'harbor-coffee-roasters',
    products: [
      {
        name: 'Dockside Espresso Blend',
        priceCents: 1650,
        description: 'Chocolate, cherry and toasted almond. 340 g whole bean.',
      },
      {
        name: 'Lighthouse Single Origin Ethiopia',
        priceCents: 1900,
        description: 'Washed Yirgacheffe with jasmine and bergamot notes.',
      },
      { name: 'Foghorn Decaf', priceCents: 1550, description: 'Swiss-water decaf, smooth and nutty.' },
      {
        name: 'Pour-Over Starter Kit',
        priceCents: 5400,
        description: 'Ceramic dripper, filters, and a 250 g bag of our house blend.',
      },
    ],
    counts: {
      small: { members: 14, visitorContacts: 6, reviews: 24, media: 8 },
      large: { members: 2_000, visitorContacts: 8_000, reviews: 6_000, media: 500 },
    },
    moderationMix: [0.6, 0.15, 0.15, 0.1],
    hostile: false,
    site: {
      createdDate: '2025-01-20T11:40:02.000Z',
      updatedDate: '2026-09-12T08:30:00.000Z',
      published: true,
      premium: false,
    },
  },
  {
    key: 'northwind-yoga',
    accountKey: 'account-b',
    name: 'Northwind Yoga',
    slug: 'northwind-yoga',
    products: [
      { name: 'Ten-Class Pass', priceCents: 15000, description: 'Ten drop-in classes, valid for six months.' },
      { name: 'Cork Yoga Block', priceCents: 2200, description: 'Natural cork block, firm and grippy.' },
      { name: 'Organic Cotton Mat Strap', priceCents: 1400, description: 'Carry strap with adjustable loop.' },
    ],
    counts: {
      small: { members: 10, visitorContacts: 4, reviews: 12, media: 5 },
      large: { members: 1_000, visitorContacts: 4_000, reviews: 2_000, media: 250 },
    },
    moderationMix: [0.7, 0.1, 0.1, 0.1],
    hostile: false,
    site: {
      createdDate: '2025-06-02T07:15:30.000Z',
      updatedDate: '2026-08-30T19:45:12.000Z',
      published: true,
      premium: false,
    },
  },
];
