// Seed data: the electric scooters of the reservation flow (?source=ola&product={lookup_slug}).
// GET ola/product/{lookup_slug} answers with these; their pictures are /media/scooter/{colour}/{n}.svg.

export interface ScooterColour {
  option_value: string;
  slug: string;
  hex: string;
}

export interface ScooterDef {
  lookupSlug: string;
  productName: string;
  modelNumber: string;
  pricePaisa: number;
  reserveAmountPaisa: number;
  colours: ScooterColour[];
  /** Images per colour: /media/scooter/{colour}/1..n.svg */
  imagesPerColour: number;
  /** product_overview: in desc, [square brackets] mark text shown smaller. */
  overview: { title: string; desc: string }[];
  /** araiData: the certification details behind the third attribute's info icon. */
  certification: { title: string; description: string }[];
  specs: [string, string][];
  shortDescription: string;
  highlights: string[];
}

/** The scooter colours the media module can draw. */
export const SCOOTER_COLOURS: ScooterColour[] = [
  { option_value: 'Jet Black', slug: 'jet-black', hex: '#1c1d21' },
  { option_value: 'Porcelain White', slug: 'porcelain-white', hex: '#eeeeea' },
  { option_value: 'Coral Glam', slug: 'coral-glam', hex: '#ef6f6c' },
  { option_value: 'Midnight Blue', slug: 'midnight-blue', hex: '#22346b' },
  { option_value: 'Anthracite Grey', slug: 'anthracite-grey', hex: '#5b6068' },
  { option_value: 'Neo Mint', slug: 'neo-mint', hex: '#9ad8c1' },
  { option_value: 'Liquid Silver', slug: 'liquid-silver', hex: '#c4c9cf' },
];

const colours = (...slugs: string[]): ScooterColour[] =>
  slugs.map((slug) => {
    const c = SCOOTER_COLOURS.find((x) => x.slug === slug);
    if (!c) throw new Error(`unknown scooter colour ${slug}`);
    return c;
  });

export const SCOOTERS: ScooterDef[] = [
  {
    lookupSlug: 'ola-s1-pro',
    productName: 'OLA S1 Pro',
    modelNumber: 'S1PRO-G2',
    pricePaisa: 4_79_999_00,
    reserveAmountPaisa: 9_999_00,
    colours: colours('jet-black', 'porcelain-white', 'coral-glam', 'midnight-blue', 'anthracite-grey'),
    imagesPerColour: 4,
    overview: [
      { title: 'Top Speed', desc: '120 [km/h]' },
      { title: 'Acceleration', desc: '0-40 km/h in 2.6 [seconds]' },
      { title: 'Certified Range', desc: '195 [km*]' },
    ],
    certification: [
      { title: 'ARAI certified range', description: '195 km on a full charge, tested by ARAI under the Indian Driving Cycle (IDC) in Eco mode with a single 70 kg rider.' },
      { title: 'True range (Normal mode)', description: 'About 157 km in everyday city riding; range depends on rider weight, speed, road gradient and temperature.' },
      { title: 'Battery', description: '4 kWh lithium-ion pack, IP67 rated, 8 years or 80,000 km battery warranty.' },
      { title: 'Charging', description: '0 to 80% in 6 hours 30 minutes on the 750 W portable charger from a regular 5 A socket.' },
    ],
    specs: [
      ['Battery Capacity', '4 kWh'], ['Range', '195 km'], ['Top Speed', '120 km/h'],
      ['Acceleration (0-40 km/h)', '2.6 s'], ['Motor Peak Power', '11 kW'], ['Charging Time (0-80%)', '6 h 30 min'],
      ['Boot Space', '34 L'], ['Riding Modes', 'Eco, Normal, Sports, Hyper'], ['Brakes', 'Dual disc with regenerative braking'],
      ['Warranty', '3 Years vehicle, 8 Years battery'],
    ],
    shortDescription: 'The flagship OLA S1 Pro electric scooter: 195 km certified range, 120 km/h top speed and a 7 inch touchscreen. Reserve yours for NPR 9,999.',
    highlights: ['7 inch touchscreen with navigation and music', 'Hill hold and cruise control', 'Keyless entry with proximity unlock', '34 litre boot fits two helmets'],
  },
  {
    lookupSlug: 'ola-s1-air',
    productName: 'OLA S1 Air',
    modelNumber: 'S1AIR-G2',
    pricePaisa: 3_69_999_00,
    reserveAmountPaisa: 9_999_00,
    colours: colours('porcelain-white', 'neo-mint', 'liquid-silver', 'jet-black'),
    imagesPerColour: 4,
    overview: [
      { title: 'Top Speed', desc: '90 [km/h]' },
      { title: 'Acceleration', desc: '0-40 km/h in 3.3 [seconds]' },
      { title: 'Certified Range', desc: '151 [km*]' },
    ],
    certification: [
      { title: 'ARAI certified range', description: '151 km on a full charge, tested by ARAI under the Indian Driving Cycle (IDC) in Eco mode.' },
      { title: 'True range (Normal mode)', description: 'About 125 km in everyday city riding.' },
      { title: 'Battery', description: '3 kWh lithium-ion pack, IP67 rated.' },
    ],
    specs: [
      ['Battery Capacity', '3 kWh'], ['Range', '151 km'], ['Top Speed', '90 km/h'],
      ['Acceleration (0-40 km/h)', '3.3 s'], ['Motor Peak Power', '6 kW'], ['Charging Time (0-80%)', '5 h'],
      ['Boot Space', '34 L'], ['Riding Modes', 'Eco, Normal, Sports'], ['Brakes', 'Front disc, rear drum'],
      ['Warranty', '3 Years vehicle, 8 Years battery'],
    ],
    shortDescription: 'The lighter OLA S1 Air: 151 km certified range and 90 km/h top speed for daily commutes. Reserve yours for NPR 9,999.',
    highlights: ['Flat floorboard', 'Dual tone body', 'Over-the-air updates'],
  },
];
