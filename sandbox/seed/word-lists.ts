// Realistic vocabulary for demo data. Cities carry real coordinates for address geocodes.

export const FIRST_NAMES = [
  'Olivia',
  'Liam',
  'Emma',
  'Noah',
  'Ava',
  'Mateo',
  'Sophia',
  'Lucas',
  'Isabella',
  'Ethan',
  'Mia',
  'Amara',
  'Hiroshi',
  'Priya',
  'Kwame',
  'Ingrid',
  'Diego',
  'Fatima',
  'Chen',
  'Aisha',
  'Jonas',
  'Leila',
  'Tomás',
  'Nadia',
  'Oscar',
  'Zoe',
  'Rafael',
  'Hannah',
  'Yusuf',
  'Clara',
  'Marcus',
  'Elena',
  'Samuel',
  'Grace',
  'Arjun',
  'Freya',
  'Kofi',
  'Lucia',
  'Ivan',
  'Nora',
] as const;

export const LAST_NAMES = [
  'Smith',
  'Garcia',
  'Nguyen',
  'Okafor',
  'Müller',
  'Rossi',
  'Kowalski',
  'Tanaka',
  'Patel',
  'Silva',
  'Johansson',
  'Dubois',
  'Haddad',
  'Kim',
  'Mensah',
  "O'Brien",
  'Fernández',
  'Novak',
  'Ivanova',
  'Brown',
  'Cohen',
  'Larsen',
  'Moreau',
  'Schmidt',
  'Álvarez',
  'Chen',
  'Wright',
  'Ahmed',
  'Lindqvist',
  'Reyes',
] as const;

export interface CitySeed {
  city: string;
  subdivision: string;
  country: string;
  postalPrefix: string;
  latitude: number;
  longitude: number;
}

export const CITIES: readonly CitySeed[] = [
  {
    city: 'Portland',
    subdivision: 'US-OR',
    country: 'US',
    postalPrefix: '972',
    latitude: 45.5152,
    longitude: -122.6784,
  },
  { city: 'Austin', subdivision: 'US-TX', country: 'US', postalPrefix: '787', latitude: 30.2672, longitude: -97.7431 },
  {
    city: 'Brooklyn',
    subdivision: 'US-NY',
    country: 'US',
    postalPrefix: '112',
    latitude: 40.6782,
    longitude: -73.9442,
  },
  { city: 'Denver', subdivision: 'US-CO', country: 'US', postalPrefix: '802', latitude: 39.7392, longitude: -104.9903 },
  { city: 'Toronto', subdivision: 'CA-ON', country: 'CA', postalPrefix: 'M5V', latitude: 43.6532, longitude: -79.3832 },
  {
    city: 'Manchester',
    subdivision: 'GB-MAN',
    country: 'GB',
    postalPrefix: 'M1',
    latitude: 53.4808,
    longitude: -2.2426,
  },
  { city: 'Berlin', subdivision: 'DE-BE', country: 'DE', postalPrefix: '101', latitude: 52.52, longitude: 13.405 },
  { city: 'Lyon', subdivision: 'FR-ARA', country: 'FR', postalPrefix: '690', latitude: 45.764, longitude: 4.8357 },
  { city: 'Tel Aviv', subdivision: 'IL-TA', country: 'IL', postalPrefix: '61', latitude: 32.0853, longitude: 34.7818 },
  {
    city: 'Melbourne',
    subdivision: 'AU-VIC',
    country: 'AU',
    postalPrefix: '30',
    latitude: -37.8136,
    longitude: 144.9631,
  },
];

export const STREET_NAMES = [
  'Maple Avenue',
  'Harbor Street',
  'Elm Road',
  'Cedar Lane',
  'Mill Street',
  'Orchard Way',
  'Willow Drive',
  'Station Road',
  'Church Street',
  'River Walk',
  'King Street',
  'Garden Row',
] as const;

export const COMPANIES = [
  'Fernwood Design',
  'Lumen Labs',
  'Northgate Legal',
  'Copper Kettle Café',
  'Atlas Freight',
  'Blue Fern Studio',
] as const;
export const JOB_TITLES = [
  'Designer',
  'Teacher',
  'Nurse',
  'Engineer',
  'Barista',
  'Accountant',
  'Photographer',
  'Chef',
] as const;
export const EMAIL_DOMAINS = ['example.com', 'example.org', 'example.net', 'mail.test'] as const;

/** Titles and bodies by star rating (1..5). `{p}` is replaced with the product name. */
export const REVIEW_TEXT: Record<1 | 2 | 3 | 4 | 5, { titles: readonly string[]; bodies: readonly string[] }> = {
  5: {
    titles: [
      'Absolutely love it',
      'Exceeded expectations',
      'Perfect gift',
      'Will buy again',
      'Five stars, no question',
    ],
    bodies: [
      'The {p} arrived quickly and looks even better than in the photos. Packaging was lovely too.',
      'I bought the {p} for my sister and she has not stopped talking about it. Great quality.',
      'Second time ordering the {p}. Consistent quality and the team answered my question within an hour.',
    ],
  },
  4: {
    titles: ['Really nice', 'Very good overall', 'Happy with it', 'Good value'],
    bodies: [
      'The {p} is lovely. Shipping took a couple of days longer than promised, otherwise great.',
      'Good quality {p}. I would have liked a little more detail in the description, but no complaints.',
    ],
  },
  3: {
    titles: ['It is okay', 'Decent but not amazing', 'Mixed feelings'],
    bodies: [
      'The {p} is fine. Not quite what I imagined from the pictures, but it does the job.',
      'Average experience with the {p}. Customer service was friendly though.',
    ],
  },
  2: {
    titles: ['Disappointed', 'Not as described', 'Expected more'],
    bodies: [
      'The {p} looked worn when it arrived and the colours were duller than shown.',
      'Took three weeks to arrive and the {p} was smaller than I expected.',
    ],
  },
  1: {
    titles: ['Would not recommend', 'Arrived broken', 'Very poor'],
    bodies: [
      'My {p} arrived damaged and I am still waiting for a reply to my email.',
      'Nothing like the photos. Returning the {p}.',
    ],
  },
};

export const REPLIES = [
  'Thank you so much for the kind words! We are thrilled you like it.',
  'Thanks for your feedback. We have passed it on to our team.',
  'We are sorry to hear this. Please email us so we can make it right.',
] as const;

/** The first word of an agency client's business name (seed/agency-sites.ts). */
export const BUSINESS_NAME_WORDS = [
  'Acorn',
  'Amber',
  'Aspen',
  'Beacon',
  'Birch',
  'Blue Door',
  'Bramble',
  'Cardinal',
  'Cedar',
  'Clover',
  'Copper',
  'Cornerstone',
  'Driftwood',
  'Elm Street',
  'Fern',
  'Fox & Hare',
  'Golden Hour',
  'Granite',
  'Harborview',
  'Hazel',
  'Hillside',
  'Juniper',
  'Kestrel',
  'Lantern',
  'Larkspur',
  'Linden',
  'Maple',
  'Meadow',
  'Millstone',
  'Moonlight',
  'North Star',
  'Oakleaf',
  'Olive Branch',
  'Pebble',
  'Pine & Paper',
  'Riverbend',
  'Saffron',
  'Sage',
  'Silverline',
  'Sparrow',
  'Sunrise',
  'Thistle',
  'Tidewater',
  'Willow',
] as const;

/** What an agency client's business is, and a few things it sells (each site's products). */
export const BUSINESS_KINDS: readonly { kind: string; products: readonly string[] }[] = [
  { kind: 'Bakery', products: ['Sourdough Loaf', 'Cardamom Bun', 'Rye Crispbread', 'Celebration Cake'] },
  { kind: 'Florist', products: ['Seasonal Bouquet', 'Potted Orchid', 'Dried Flower Wreath'] },
  { kind: 'Coffee Roasters', products: ['House Espresso Blend', 'Single Origin Kenya', 'Cold Brew Pack'] },
  { kind: 'Yoga Studio', products: ['Five-Class Pass', 'Cork Yoga Block', 'Monthly Membership'] },
  { kind: 'Bike Shop', products: ['Tune-Up Service', 'Commuter Lights Set', 'Steel Bottle Cage'] },
  { kind: 'Bookshop', products: ['Mystery Book Box', 'Gift Card', 'Canvas Book Bag'] },
  { kind: 'Candle Co.', products: ['Soy Candle, Fig', 'Travel Tin Trio', 'Wick Trimmer'] },
  { kind: 'Pottery', products: ['Stoneware Mug', 'Serving Bowl', 'Wheel Class, Two Hours'] },
  { kind: 'Tea House', products: ['Sencha Tin', 'Masala Chai Blend', 'Cast Iron Teapot'] },
  { kind: 'Pet Supplies', products: ['Rope Tug Toy', 'Grain-Free Treats', 'Waxed Canvas Leash'] },
  { kind: 'Surf School', products: ['Beginner Lesson', 'Board Rental Day', 'Wax & Comb Kit'] },
  { kind: 'Soap Works', products: ['Oat & Honey Bar', 'Lavender Bath Salts', 'Cedar Soap Dish'] },
  { kind: 'Plant Nursery', products: ['Fiddle Leaf Fig', 'Succulent Trio', 'Repotting Service'] },
  { kind: 'Photography', products: ['Portrait Session', 'Fine Art Print', 'Family Mini Shoot'] },
  { kind: 'Bridal Studio', products: ['Veil Fitting', 'Silk Hair Ribbon', 'Alterations Package'] },
  { kind: 'Deli', products: ['Picnic Box for Two', 'Aged Cheddar Wedge', 'Olive Sampler'] },
  { kind: 'Dance Academy', products: ['Ten-Lesson Card', 'Summer Intensive', 'Dance Shoe Bag'] },
  { kind: 'Jewelry', products: ['Silver Stacking Ring', 'Pearl Drop Earrings', 'Gold Fill Chain'] },
  { kind: 'Wine Bar', products: ['Tasting Flight', 'Natural Wine Club', 'Gift Voucher'] },
  { kind: 'Print Shop', products: ['Letterpress Cards', 'Poster A2', 'Business Card Pack'] },
  { kind: 'Tailoring', products: ['Hem Alteration', 'Suit Fitting', 'Linen Pocket Square'] },
  { kind: 'Toy Store', products: ['Wooden Train Set', 'Puzzle, 500 Pieces', 'Knitted Rabbit'] },
  { kind: 'Climbing Gym', products: ['Day Pass', 'Chalk Bag', 'Intro to Bouldering'] },
  { kind: 'Music School', products: ['Guitar Lesson', 'Ukulele Starter Kit', 'Ten-Lesson Bundle'] },
  { kind: 'Ice Cream', products: ['Pint, Salted Caramel', 'Sundae Kit', 'Waffle Cone Pack'] },
] as const;
