// Seed data: the kinds of product the demo catalogue generates. A kind says which brands make it,
// what it costs, which attributes vary (each becomes a specification, some also a listing filter),
// how its name and model number read, and how its picture is drawn.
import type { DrawKind } from '../../media/kinds';
import type { ColourSlug } from '../../media/palette';

export interface AxisValue {
  /** The specification value ("55 inch"). */
  v: string;
  /** Price factor. */
  f?: number;
  /** How it reads in the product name ('55"'); defaults to v. */
  n?: string;
  /** Its part of the model number ('55'). */
  m?: string;
  /** A product line's own values of some axes (spec → values): a Q60D is a QLED, an S24 Ultra has 12 GB. */
  only?: Record<string, string[]>;
}

export interface Axis {
  spec: string;
  values: AxisValue[];
  /** Also a feature filter of the sub-category listing. */
  filter?: boolean;
}

export interface TitleParts {
  brand: string;
  series: string;
  noun: string;
  model: string;
  /** Name fragments of the axes, in order. */
  a: string[];
}

export interface KindDef {
  key: string;
  draw: DrawKind;
  noun: string;
  brands: string[];
  /** Price in NPR of the cheapest combination at price tier 1. */
  base: number;
  axes: Axis[];
  /** Product lines; the first argument brand slug picks a brand's own list when there is one. */
  series: Record<string, AxisValue[]> & { default: AxisValue[] };
  /** Model number pattern: {B} brand code, {S} series code, {A0}… axis codes, {L} letter, {D} digit. */
  model: string;
  modelBy?: Record<string, string>;
  title?: (p: TitleParts) => string;
  warranty: string;
  colours: ColourSlug[];
  fixed?: [string, string][];
  highlights: string[];
  service?: boolean;
  /** Relative share of the generated products. */
  weight: number;
}

const v = (value: string, f = 1, n?: string, m?: string): AxisValue => ({ v: value, f, n, m });
/** A product line that comes only with these values of some axes. */
const line = (value: string, f: number, only: Record<string, string[]>): AxisValue => ({ v: value, f, only });
const plain = (...names: string[]): AxisValue[] => names.map((x) => ({ v: x }));

const TV_SIZES: Axis = {
  spec: 'Screen Size',
  filter: true,
  values: [
    v('32 inch', 1, '32"', '32'),
    v('43 inch', 1.7, '43"', '43'),
    v('50 inch', 2.3, '50"', '50'),
    v('55 inch', 2.9, '55"', '55'),
    v('65 inch', 4.6, '65"', '65'),
    v('75 inch', 7.5, '75"', '75'),
  ],
};
const ENERGY: Axis = {
  spec: 'Energy Rating',
  filter: true,
  values: [v('2 Star', 1, '', '2'), v('3 Star', 1.06, '', '3'), v('4 Star', 1.12, '', '4'), v('5 Star', 1.2, '', '5')],
};
const RAM_STORAGE: Axis = {
  spec: 'RAM',
  filter: true,
  values: [v('4 GB', 1, '4GB', '4'), v('6 GB', 1.2, '6GB', '6'), v('8 GB', 1.45, '8GB', '8'), v('12 GB', 1.9, '12GB', '12')],
};
const STORAGE: Axis = {
  spec: 'Storage',
  filter: true,
  values: [v('64 GB', 1, '64GB'), v('128 GB', 1.15, '128GB'), v('256 GB', 1.35, '256GB'), v('512 GB', 1.7, '512GB')],
};
/** Flagship phones: 8 GB of RAM or more, 5G, no 64 GB model. */
const FLAGSHIP = { RAM: ['8 GB', '12 GB'], Storage: ['128 GB', '256 GB', '512 GB'], Network: ['5G'] };
const TOP_FLAGSHIP = { RAM: ['12 GB'], Storage: ['256 GB', '512 GB'], Network: ['5G'] };
const TV_HIGHLIGHTS = [
  'Vivid colours and deep contrast with HDR10 support',
  'Built-in Wi-Fi with YouTube, Netflix and Prime Video',
  'Dolby Audio surround sound',
  'Screen mirroring from your phone',
  'Slim bezel design that fits any living room',
];

export const KINDS: KindDef[] = [
  // ------------------------------------------------------------------ TV & audio
  {
    key: 'smart-tv', draw: 'tv', noun: 'Smart LED TV', weight: 6,
    brands: ['samsung', 'lg', 'sony', 'tcl', 'hisense', 'xiaomi', 'panasonic', 'cg', 'baltra', 'haier'],
    base: 24000, axes: [TV_SIZES, { spec: 'Resolution', filter: true, values: [v('HD Ready', 1, 'HD'), v('Full HD', 1.12, 'Full HD')] }],
    series: { default: plain('Series 5', 'Vision', 'Pro', 'Edge'), samsung: plain('Crystal'), lg: plain('LQ57'), xiaomi: plain('A Series'), sony: plain('Bravia 2') },
    model: '{B}{A0}{L}{D}{D}{D}{D}', modelBy: { samsung: 'UA{A0}T{D}{D}{D}0', lg: '{A0}LQ{D}{D}{D}{D}PSA', sony: 'KD-{A0}W{D}{D}0' },
    title: (p) => `${p.brand} ${p.a[0]} ${p.series} ${p.a[1]} ${p.noun} ${p.model}`,
    warranty: '2 Years', colours: ['black', 'graphite'], highlights: TV_HIGHLIGHTS,
    fixed: [['HDMI Ports', '2'], ['USB Ports', '2'], ['Refresh Rate', '60 Hz']],
  },
  {
    key: '4k-tv', draw: 'tv', noun: '4K UHD Smart TV', weight: 7,
    brands: ['samsung', 'lg', 'sony', 'tcl', 'hisense', 'xiaomi', 'panasonic', 'cg', 'haier'],
    base: 26000, axes: [{ ...TV_SIZES, values: TV_SIZES.values.slice(1) }, { spec: 'Resolution', filter: true, values: [v('4K Ultra HD', 1, '4K UHD')] }],
    series: { default: plain('P7K', 'A6N', 'Vision Pro', 'Quantum'), samsung: plain('Crystal', 'Crystal iSmart'), lg: plain('UHD AI ThinQ', 'NanoCell'), sony: plain('Bravia X75L', 'Bravia X80L'), xiaomi: plain('X Pro', 'A Pro') },
    model: '{B}{A0}{L}{L}{D}{D}{D}', modelBy: { samsung: 'UA{A0}CU{D}{D}{D}0{L}', lg: '{A0}UR{D}{D}{D}{D}{L}SA', sony: 'KD-{A0}X{D}{D}{L}{D}' },
    title: (p) => `${p.brand} ${p.a[0]} ${p.series} ${p.noun} ${p.model}`,
    warranty: '2 Years', colours: ['black', 'graphite', 'titanium'], highlights: TV_HIGHLIGHTS,
    fixed: [['HDMI Ports', '3'], ['HDR', 'HDR10+ / HLG'], ['Refresh Rate', '60 Hz']],
  },
  {
    key: 'premium-tv', draw: 'tv', noun: 'Smart TV', weight: 3,
    brands: ['samsung', 'lg', 'sony', 'tcl', 'hisense'],
    base: 33000, axes: [{ ...TV_SIZES, values: TV_SIZES.values.slice(3) }, { spec: 'Display Type', filter: true, values: [v('QLED', 1, 'QLED'), v('Neo QLED', 1.5, 'Neo QLED'), v('OLED', 1.9, 'OLED'), v('Mini LED', 1.4, 'Mini LED')] }],
    series: {
      default: [line('Q Series', 1, { 'Display Type': ['QLED'] })],
      tcl: [line('C8K', 1, { 'Display Type': ['QLED', 'Mini LED'] }), line('QM8', 1, { 'Display Type': ['Mini LED'] })],
      hisense: [line('U8', 1, { 'Display Type': ['Mini LED'] }), line('U7', 1, { 'Display Type': ['QLED', 'Mini LED'] })],
      samsung: [line('QN90D', 1, { 'Display Type': ['Neo QLED'] }), line('Q60D', 1, { 'Display Type': ['QLED'] })],
      lg: [line('evo C4', 1, { 'Display Type': ['OLED'] }), line('B4', 1, { 'Display Type': ['OLED'] })],
      sony: [line('Bravia 8', 1, { 'Display Type': ['OLED'] }), line('Bravia 7', 1, { 'Display Type': ['Mini LED'] })],
    },
    model: '{B}{A0}{L}{L}{D}{D}', modelBy: { samsung: 'QA{A0}Q{D}{D}{L}{L}XL', lg: 'OLED{A0}{L}{D}{L}{L}A', sony: 'K-{A0}XR{D}{D}{L}' },
    title: (p) => `${p.brand} ${p.a[0]} ${p.series} ${p.a[1]} 4K ${p.noun} ${p.model}`,
    warranty: '3 Years', colours: ['black', 'titanium'], highlights: ['Self-lit pixels and perfect blacks', 'AI picture processor', '120 Hz for smooth sports and gaming', 'Dolby Vision and Dolby Atmos'],
    fixed: [['Resolution', '4K Ultra HD'], ['Refresh Rate', '120 Hz'], ['HDMI Ports', '4']],
  },
  {
    key: 'soundbar', draw: 'soundbar', noun: 'Soundbar', weight: 2,
    brands: ['samsung', 'lg', 'sony', 'jbl', 'boat', 'philips'],
    base: 9000, axes: [{ spec: 'Channels', filter: true, values: [v('2.1 Channel', 1, '2.1 Ch', '21'), v('3.1 Channel', 1.6, '3.1 Ch', '31'), v('5.1 Channel', 2.4, '5.1 Ch', '51')] }, { spec: 'Output Power', filter: true, values: [v('160 W', 1, '160W'), v('300 W', 1.4, '300W'), v('500 W', 1.9, '500W')] }],
    series: { default: plain('Cinema', 'Bar'), boat: plain('Aavante Bar 1500', 'Aavante Bar 2000'), samsung: plain('HW-B'), jbl: plain('Bar'), sony: plain('HT-S') },
    model: '{B}-{A0}{L}{D}{D}', title: (p) => `${p.brand} ${p.series} ${p.a[0]} ${p.a[1]} ${p.noun} with Wireless Subwoofer ${p.model}`,
    warranty: '1 Year', colours: ['black', 'graphite'], highlights: ['Dolby Digital decoding', 'Bluetooth, HDMI ARC and optical inputs', 'Wireless subwoofer for deep bass'],
  },
  {
    key: 'home-theatre', draw: 'hometheatre', noun: 'Home Theatre System', weight: 1,
    brands: ['sony', 'lg', 'samsung', 'philips', 'cg'],
    base: 22000, axes: [{ spec: 'Channels', filter: true, values: [v('5.1 Channel', 1, '5.1', '51'), v('7.1 Channel', 1.5, '7.1', '71')] }, { spec: 'Output Power', filter: true, values: [v('1000 W', 1, '1000W'), v('1200 W', 1.2, '1200W')] }],
    series: { default: plain('Dolby', 'Tall Boy', 'Blu-ray') }, model: '{B}-{A0}{D}{D}{L}',
    title: (p) => `${p.brand} ${p.a[0]} ${p.a[1]} ${p.series} ${p.noun} ${p.model}`,
    warranty: '1 Year', colours: ['black'], highlights: ['Tall-boy speakers for cinema sound', 'Karaoke mic input', 'USB playback and Bluetooth'],
  },
  {
    key: 'bt-speaker', draw: 'speaker', noun: 'Portable Bluetooth Speaker', weight: 2,
    brands: ['jbl', 'sony', 'boat', 'xiaomi', 'philips'],
    base: 2800, axes: [{ spec: 'Output Power', filter: true, values: [v('10 W', 1, '', '10'), v('20 W', 1.8, '', '20'), v('30 W', 2.6, '', '30')] }, { spec: 'Battery Life', values: [v('12 Hours'), v('20 Hours', 1.1)] }],
    series: { default: plain('Go'), xiaomi: plain('Sound Outdoor', 'Sound Pocket'), philips: plain('TAS3150', 'TAS2505'), jbl: plain('Flip 6', 'Charge 5', 'Go 4'), sony: plain('SRS-XB13', 'SRS-XE200'), boat: plain('Stone 352', 'Stone 1200') },
    model: '{B}{A0}{L}{D}{D}', title: (p) => `${p.brand} ${p.series} ${p.noun} ${p.model}`,
    warranty: '1 Year', colours: ['black', 'blue', 'red', 'grey', 'green'], highlights: ['IP67 water and dust resistant', 'Punchy bass in a pocketable size', 'Pair two speakers for stereo'],
  },
  {
    key: 'party-speaker', draw: 'partyspeaker', noun: 'Party Speaker', weight: 1,
    brands: ['jbl', 'sony', 'lg', 'boat'],
    base: 18000, axes: [{ spec: 'Output Power', filter: true, values: [v('100 W', 1, '100W'), v('240 W', 1.7, '240W'), v('400 W', 2.5, '400W')] }],
    series: { default: plain('Party'), jbl: plain('PartyBox 110', 'PartyBox 310'), lg: plain('XBoom RNC5', 'XBoom XL7'), sony: plain('MHC-V13', 'ULT Field 7'), boat: plain('PartyPal 390') }, model: '{B}{L}{L}-{D}{D}{D}',
    title: (p) => `${p.brand} ${p.series} ${p.a[0]} ${p.noun} with Light Show ${p.model}`,
    warranty: '1 Year', colours: ['black'], highlights: ['Dynamic light show', 'Karaoke and guitar inputs', 'Built-in handle and wheels'],
  },
  {
    key: 'tws', draw: 'earbuds', noun: 'True Wireless Earbuds', weight: 3,
    brands: ['samsung', 'apple', 'oneplus', 'boat', 'jbl', 'sony', 'realme', 'xiaomi'],
    base: 2500, axes: [{ spec: 'Noise Cancellation', filter: true, values: [v('No', 1, ''), v('Active Noise Cancellation', 2.2, 'ANC')] }, { spec: 'Battery Life', values: [v('24 Hours'), v('40 Hours', 1.15), v('50 Hours', 1.2)] }],
    series: { default: plain('Buds'), boat: plain('Airdopes 141', 'Airdopes 311 Pro'), jbl: [v('Tune Buds', 2), v('Wave Beam', 1.3)], realme: plain('Buds T110', 'Buds Air 6'), xiaomi: plain('Redmi Buds 5', 'Redmi Buds 6 Lite'), apple: [v('AirPods 4', 4.5), v('AirPods Pro (2nd generation)', 6)], samsung: [v('Galaxy Buds FE', 2.5), v('Galaxy Buds3 Pro', 4.5)], sony: [v('WF-C700N', 2.6), v('WF-1000XM5', 6)], oneplus: [v('Nord Buds 3', 1.1), v('Buds 3', 2.2)] },
    model: '{B}{D}{D}{D}{L}', modelBy: { apple: 'MT{D}{D}{D}HN/A', samsung: 'SM-R{D}{D}{D}' },
    title: (p) => `${p.brand} ${p.series} ${p.noun}${p.a[0] ? ' with ' + p.a[0] : ''} ${p.model}`,
    warranty: '1 Year', colours: ['white', 'black', 'graphite', 'blue', 'purple'], highlights: ['Low-latency game mode', 'Fast charging: 10 minutes for 2 hours', 'IPX4 sweat resistant', 'Touch controls'],
  },
  {
    key: 'over-ear', draw: 'headphones', noun: 'Wireless Headphones', weight: 1.5,
    brands: ['sony', 'jbl', 'boat', 'philips'],
    base: 3500, axes: [{ spec: 'Noise Cancellation', filter: true, values: [v('No', 1, ''), v('Active Noise Cancellation', 2.2, 'Noise Cancelling')] }],
    series: { default: plain('Wireless'), jbl: plain('Tune 720BT', 'Tune 770NC'), boat: plain('Rockerz 550', 'Nirvana 751'), philips: plain('TAH4209', 'TAH6506'), sony: [v('WH-CH720N', 2), v('WH-1000XM5', 4)] },
    model: '{B}{D}{D}{D}{L}{L}', title: (p) => `${p.brand} ${p.series} ${p.a[0] ? p.a[0] + ' ' : ''}${p.noun} ${p.model}`,
    warranty: '1 Year', colours: ['black', 'white', 'blue', 'silver'], highlights: ['Up to 50 hours of battery', 'Foldable design with soft ear cushions', 'Multipoint connection'],
  },
  {
    key: 'neckband', draw: 'neckband', noun: 'Bluetooth Neckband', weight: 1,
    brands: ['boat', 'oneplus', 'realme', 'jbl'],
    base: 1400, axes: [{ spec: 'Battery Life', values: [v('20 Hours'), v('30 Hours', 1.2), v('40 Hours', 1.35)] }],
    series: { default: plain('Wireless'), boat: plain('Rockerz 255 Pro+', 'Rockerz 333'), oneplus: plain('Bullets Wireless Z2'), realme: plain('Buds Wireless 3'), jbl: plain('Tune 215BT') }, model: '{B}{D}{D}{D}{L}',
    title: (p) => `${p.brand} ${p.series} ${p.noun} ${p.model}`,
    warranty: '1 Year', colours: ['black', 'blue', 'green'], highlights: ['Magnetic earbuds', 'Fast charge over USB-C', 'IPX5 water resistant'],
  },
  {
    key: 'projector', draw: 'projector', noun: 'Smart Projector', weight: 1,
    brands: ['epson', 'xiaomi', 'samsung', 'lg'],
    base: 32000, axes: [{ spec: 'Resolution', filter: true, values: [v('Full HD', 1, 'Full HD'), v('4K Ultra HD', 2.8, '4K')] }, { spec: 'Brightness', values: [v('3000 Lumens'), v('3600 Lumens', 1.2)] }],
    series: { default: plain('Smart'), epson: plain('EB-FH52', 'EF-12'), xiaomi: plain('Mi Smart Projector 2'), samsung: plain('The Freestyle 2nd Gen'), lg: plain('CineBeam HU70') }, model: '{B}-{L}{D}{D}{D}',
    title: (p) => `${p.brand} ${p.series} ${p.a[0]} ${p.noun} ${p.model}`,
    warranty: '1 Year', colours: ['white', 'grey'], highlights: ['Up to 150" picture', 'Auto keystone and focus', 'Built-in streaming apps'],
  },
  // ------------------------------------------------------------------ home appliances
  {
    key: 'fridge-single', draw: 'fridge-single', noun: 'Single Door Refrigerator', weight: 3,
    brands: ['samsung', 'lg', 'whirlpool', 'haier', 'godrej', 'cg', 'baltra', 'panasonic'],
    base: 21000, axes: [{ spec: 'Capacity', filter: true, values: [v('185 L', 1, '185L', '185'), v('192 L', 1.05, '192L', '192'), v('215 L', 1.2, '215L', '215'), v('235 L', 1.35, '235L', '235')] }, ENERGY],
    series: { default: plain('Direct Cool', 'Base Stand', 'Fresh') }, model: '{B}-{A0}{L}{A1}{L}', modelBy: { samsung: 'RR{A0}{L}2{L}{A1}{L}{L}', lg: 'GL-D{A0}{L}{L}{L}{L}' },
    title: (p) => `${p.brand} ${p.a[0]} ${p.a[1]} ${p.series} ${p.noun} ${p.model}`,
    warranty: '1 Year + 10 Years on Compressor', colours: ['red', 'maroon', 'blue', 'silver', 'purple'], highlights: ['Stays cool for hours during load shedding', 'Toughened glass shelves', 'Base stand drawer for onions and potatoes', 'Works on low voltage'],
    fixed: [['Defrost', 'Direct Cool'], ['Compressor', 'Inverter']],
  },
  {
    key: 'fridge-double', draw: 'fridge-double', noun: 'Double Door Refrigerator', weight: 3,
    brands: ['samsung', 'lg', 'whirlpool', 'haier', 'godrej', 'cg', 'panasonic', 'hisense'],
    base: 38000, axes: [{ spec: 'Capacity', filter: true, values: [v('236 L', 1, '236L', '236'), v('256 L', 1.1, '256L', '256'), v('322 L', 1.35, '322L', '322'), v('415 L', 1.75, '415L', '415')] }, ENERGY],
    series: { default: plain('Frost Free', 'Convertible', 'Smart Inverter') }, model: '{B}-{A0}{L}{L}{A1}', modelBy: { samsung: 'RT{A0}{L}{L}{D}{D}{L}{L}', lg: 'GL-S{A0}{L}{L}{L}{L}' },
    title: (p) => `${p.brand} ${p.a[0]} ${p.a[1]} ${p.series} ${p.noun} ${p.model}`,
    warranty: '1 Year + 10 Years on Compressor', colours: ['silver', 'steel', 'black', 'graphite'], highlights: ['Frost free with multi air flow', 'Convertible freezer modes', 'Digital inverter compressor'],
    fixed: [['Defrost', 'Frost Free']],
  },
  {
    key: 'fridge-sbs', draw: 'fridge-sbs', noun: 'Side by Side Refrigerator', weight: 1,
    brands: ['samsung', 'lg', 'haier', 'hisense', 'whirlpool'],
    base: 145000, axes: [{ spec: 'Capacity', filter: true, values: [v('596 L', 1, '596L', '596'), v('655 L', 1.15, '655L', '655')] }, { spec: 'Energy Rating', filter: true, values: [v('3 Star', 1, ''), v('4 Star', 1.08, '')] }],
    series: { default: plain('SpaceMax', 'InstaView', 'Wi-Fi Enabled') }, model: '{B}{A0}{L}{L}{D}{D}{L}',
    title: (p) => `${p.brand} ${p.a[0]} ${p.series} ${p.noun} ${p.model}`,
    warranty: '1 Year + 10 Years on Compressor', colours: ['steel', 'black', 'graphite'], highlights: ['Water and ice dispenser', 'Door-in-door storage', 'Wi-Fi app control'],
  },
  {
    key: 'fridge-mini', draw: 'fridge-mini', noun: 'Mini Refrigerator', weight: 0.6,
    brands: ['haier', 'godrej', 'baltra', 'cg'],
    base: 14500, axes: [{ spec: 'Capacity', filter: true, values: [v('45 L', 1, '45L', '45'), v('90 L', 1.3, '90L', '90')] }],
    series: { default: plain('Compact', 'Mini') }, model: '{B}-{A0}{L}{D}',
    title: (p) => `${p.brand} ${p.a[0]} ${p.series} ${p.noun} ${p.model}`,
    warranty: '1 Year', colours: ['black', 'silver', 'red'], highlights: ['Fits hotel rooms and offices', 'Silent operation'],
  },
  {
    key: 'freezer', draw: 'freezer', noun: 'Deep Freezer', weight: 0.8,
    brands: ['haier', 'cg', 'baltra', 'godrej', 'whirlpool'],
    base: 42000, axes: [{ spec: 'Capacity', filter: true, values: [v('200 L', 1, '200L', '200'), v('300 L', 1.3, '300L', '300'), v('500 L', 1.8, '500L', '500')] }, { spec: 'Doors', values: [v('Single Lid', 1), v('Double Lid', 1.1)] }],
    series: { default: plain('Hard Top', 'Convertible') }, model: '{B}{L}-{A0}{L}{L}',
    title: (p) => `${p.brand} ${p.a[0]} ${p.series} ${p.a[1]} ${p.noun} ${p.model}`,
    warranty: '1 Year + 5 Years on Compressor', colours: ['white'], highlights: ['Keeps ice cream frozen for 48 hours', 'Lock and key', 'Castor wheels'],
  },
  {
    key: 'washer-front', draw: 'washer-front', noun: 'Front Load Washing Machine', weight: 2,
    brands: ['samsung', 'lg', 'bosch', 'whirlpool', 'haier', 'panasonic', 'midea'],
    base: 48000, axes: [{ spec: 'Capacity', filter: true, values: [v('7 kg', 1, '7kg', '70'), v('8 kg', 1.15, '8kg', '80'), v('9 kg', 1.3, '9kg', '90')] }, ENERGY],
    series: { default: plain('Fully Automatic', 'Inverter', 'Steam Wash') }, model: '{B}{A0}{L}{L}{D}{D}{D}', modelBy: { samsung: 'WW{A0}T{D}{D}{D}{L}{L}', lg: 'FHM1{D}0{A0}{L}DW', bosch: 'WAJ2{D}{D}{D}{L}N' },
    title: (p) => `${p.brand} ${p.a[0]} ${p.a[1]} ${p.series} ${p.noun} ${p.model}`,
    warranty: '2 Years + 10 Years on Motor', colours: ['white', 'silver', 'graphite'], highlights: ['Steam wash removes 99.9% allergens', 'In-built heater', 'Quick 15 minute wash', 'Digital inverter motor'],
  },
  {
    key: 'washer-top', draw: 'washer-top', noun: 'Top Load Washing Machine', weight: 2,
    brands: ['samsung', 'lg', 'whirlpool', 'haier', 'panasonic', 'godrej', 'cg', 'midea'],
    base: 32000, axes: [{ spec: 'Capacity', filter: true, values: [v('6.5 kg', 1, '6.5kg', '65'), v('7 kg', 1.08, '7kg', '70'), v('8 kg', 1.22, '8kg', '80'), v('10 kg', 1.5, '10kg', '10')] }, ENERGY],
    series: { default: plain('Fully Automatic', 'Smart Inverter') }, model: '{B}{A0}{L}{L}{D}{D}{L}', modelBy: { samsung: 'WA{A0}{L}4{D}{D}{D}{L}' },
    title: (p) => `${p.brand} ${p.a[0]} ${p.series} ${p.noun} ${p.model}`,
    warranty: '2 Years + 10 Years on Motor', colours: ['silver', 'white', 'graphite'], highlights: ['Wobble technology for gentle care', 'Soft-closing toughened glass lid', 'Works at low water pressure'],
  },
  {
    key: 'washer-semi', draw: 'washer-semi', noun: 'Semi Automatic Washing Machine', weight: 1,
    brands: ['whirlpool', 'lg', 'godrej', 'cg', 'baltra', 'haier'],
    base: 17000, axes: [{ spec: 'Capacity', filter: true, values: [v('7 kg', 1, '7kg', '70'), v('8 kg', 1.1, '8kg', '80'), v('9 kg', 1.2, '9kg', '90')] }],
    series: { default: plain('Twin Tub', 'Ace', 'Super Wash') }, model: '{B}-SA{A0}{L}{D}',
    title: (p) => `${p.brand} ${p.a[0]} ${p.series} ${p.noun} ${p.model}`,
    warranty: '2 Years + 5 Years on Motor', colours: ['maroon', 'blue', 'grey'], highlights: ['Rust-proof plastic body', 'Rat-away base', 'Collar scrubber'],
  },
  {
    key: 'dishwasher', draw: 'dishwasher', noun: 'Dishwasher', weight: 0.6,
    brands: ['bosch', 'lg', 'samsung', 'midea'],
    base: 55000, axes: [{ spec: 'Place Settings', filter: true, values: [v('12 Place Settings', 1, '12 Place', '12'), v('13 Place Settings', 1.12, '13 Place', '13'), v('14 Place Settings', 1.25, '14 Place', '14')] }],
    series: { default: plain('Free Standing'), bosch: plain('Series 4', 'Series 6') }, model: '{B}{L}{A0}{D}{D}{L}',
    title: (p) => `${p.brand} ${p.series} ${p.a[0]} ${p.noun} ${p.model}`,
    warranty: '2 Years', colours: ['white', 'steel', 'silver'], highlights: ['Handles Indian utensils and kadhais', 'Hygiene wash at 70 C', 'Half-load option'],
  },
  {
    key: 'purifier-ro', draw: 'purifier', noun: 'RO Water Purifier', weight: 1.5,
    brands: ['kent', 'cg', 'baltra', 'havells', 'panasonic'],
    base: 16500, axes: [{ spec: 'Storage Capacity', filter: true, values: [v('7 L', 1, '7L', '7'), v('8 L', 1.1, '8L', '8'), v('10 L', 1.2, '10L', '10')] }, { spec: 'Purification', filter: true, values: [v('RO + UV', 1, 'RO+UV'), v('RO + UV + UF + TDS', 1.25, 'RO+UV+UF+TDS')] }],
    series: { default: plain('Grand Plus', 'Supreme', 'Pearl', 'Max') }, model: '{B}-{L}{D}{D}{A0}',
    title: (p) => `${p.brand} ${p.series} ${p.a[1]} ${p.a[0]} ${p.noun} ${p.model}`,
    warranty: '1 Year', colours: ['white', 'black'], highlights: ['Purifies tanker, borewell and municipal water', 'Save-water technology', 'Mineral retention'],
  },
  {
    key: 'purifier-uv', draw: 'purifier', noun: 'UV Water Purifier', weight: 0.8,
    brands: ['kent', 'havells', 'baltra', 'cg'],
    base: 9500, axes: [{ spec: 'Storage Capacity', filter: true, values: [v('No storage', 1, ''), v('6 L', 1.2, '6L')] }, { spec: 'Purification', filter: true, values: [v('UV + UF', 1, 'UV+UF')] }],
    series: { default: plain('Ultra', 'Pristine', 'Aqua') }, model: '{B}-UV{D}{D}{L}',
    title: (p) => `${p.brand} ${p.series} ${p.a[1]} ${p.noun}${p.a[0] ? ' ' + p.a[0] : ''} ${p.model}`,
    warranty: '1 Year', colours: ['white'], highlights: ['For low-TDS municipal water', 'UV in tank keeps water pure'],
  },
  {
    key: 'vacuum', draw: 'vacuum', noun: 'Vacuum Cleaner', weight: 1,
    brands: ['philips', 'bosch', 'xiaomi', 'samsung', 'panasonic', 'morphy-richards'],
    base: 9000, axes: [{ spec: 'Type', filter: true, values: [v('Canister', 1, 'Bagless'), v('Wet & Dry', 1.1, 'Wet & Dry'), v('Cordless Stick', 2.4, 'Cordless'), v('Robot', 3.2, 'Robot')] }, { spec: 'Suction Power', values: [v('1400 W'), v('1800 W', 1.2)] }],
    series: { default: plain('Compact'), xiaomi: plain('Mi', 'Robot Vacuum S10'), bosch: plain('Series 2', 'Series 4'), samsung: plain('Jet 60', 'VC'), panasonic: plain('MC-CL'), philips: plain('PowerPro Compact', 'SpeedPro') }, model: '{B}{L}{D}{D}{D}{D}',
    title: (p) => `${p.brand} ${p.series} ${p.a[0]} ${p.noun} ${p.model}`,
    warranty: '2 Years', colours: ['red', 'blue', 'grey', 'black'], highlights: ['HEPA filter traps fine dust', 'Multiple attachments', 'Auto cord rewind'],
  },
  {
    key: 'geyser', draw: 'geyser', noun: 'Water Heater (Geyser)', weight: 1,
    brands: ['havells', 'bajaj', 'crompton', 'cg', 'baltra', 'usha'],
    base: 9500, axes: [{ spec: 'Capacity', filter: true, values: [v('6 L', 1, '6L', '06'), v('15 L', 1.3, '15L', '15'), v('25 L', 1.6, '25L', '25')] }, ENERGY],
    series: { default: plain('Aqua', 'Classic'), havells: plain('Instanio', 'Monza'), bajaj: plain('New Shakti'), crompton: plain('Amica', 'Solarium'), usha: plain('Misty') }, model: '{B}{A0}{L}{L}{D}',
    title: (p) => `${p.brand} ${p.series} ${p.a[0]} ${p.a[1]} ${p.noun} ${p.model}`,
    warranty: '2 Years + 5 Years on Tank', colours: ['white', 'cream'], highlights: ['Glass-lined tank resists hard water', 'Works at 8 bar pressure for high-rise homes', 'Fire-retardant cable'],
  },
  {
    key: 'air-purifier', draw: 'airpurifier', noun: 'Air Purifier', weight: 0.6,
    brands: ['philips', 'xiaomi', 'samsung', 'panasonic'],
    base: 16000, axes: [{ spec: 'Coverage Area', filter: true, values: [v('300 sq ft', 1), v('450 sq ft', 1.3), v('600 sq ft', 1.7)] }],
    series: { default: plain('Smart'), philips: plain('Series 1000i', 'Series 2000i'), xiaomi: plain('Smart Air Purifier 4 Lite'), samsung: plain('AX46'), panasonic: plain('F-PXJ30') }, model: '{B}{L}{L}{D}{D}{D}{D}',
    title: (p) => `${p.brand} ${p.series} ${p.noun} for ${p.a[0]} ${p.model}`,
    warranty: '2 Years', colours: ['white'], highlights: ['Removes 99.97% of PM2.5 from Kathmandu air', 'App control and air quality display', 'Silent night mode'],
  },
  // ------------------------------------------------------------------ kitchen
  {
    key: 'microwave-solo', draw: 'microwave', noun: 'Solo Microwave Oven', weight: 1,
    brands: ['samsung', 'lg', 'panasonic', 'cg', 'baltra', 'morphy-richards'],
    base: 9500, axes: [{ spec: 'Capacity', filter: true, values: [v('20 L', 1, '20L', '20'), v('23 L', 1.1, '23L', '23')] }],
    series: { default: plain('') }, model: '{B}{L}{L}{A0}{D}{D}{L}', modelBy: { samsung: 'MS{A0}{L}{D}{D}{D}{D}{L}', lg: 'MS{A0}{D}{D}{L}{L}' },
    title: (p) => `${p.brand} ${p.a[0]} ${p.noun} ${p.model}`,
    warranty: '1 Year + 5 Years on Magnetron', colours: ['black', 'white', 'silver'], highlights: ['Auto cook menus', 'Quick defrost', 'Child lock'],
  },
  {
    key: 'microwave-grill', draw: 'microwave', noun: 'Grill Microwave Oven', weight: 0.8,
    brands: ['samsung', 'lg', 'panasonic', 'cg', 'godrej'],
    base: 12500, axes: [{ spec: 'Capacity', filter: true, values: [v('20 L', 1, '20L', '20'), v('25 L', 1.15, '25L', '25')] }],
    series: { default: plain('') }, model: '{B}G{A0}{L}{D}{D}{D}', title: (p) => `${p.brand} ${p.a[0]} ${p.noun} ${p.model}`,
    warranty: '1 Year + 5 Years on Magnetron', colours: ['black', 'silver'], highlights: ['Grill and combination modes', 'Crisp pizzas and tandoori', 'Auto reheat'],
  },
  {
    key: 'microwave-convection', draw: 'microwave', noun: 'Convection Microwave Oven', weight: 0.8,
    brands: ['samsung', 'lg', 'panasonic', 'morphy-richards', 'godrej'],
    base: 19000, axes: [{ spec: 'Capacity', filter: true, values: [v('23 L', 1, '23L', '23'), v('28 L', 1.15, '28L', '28'), v('32 L', 1.35, '32L', '32')] }],
    series: { default: plain('') }, model: '{B}C{A0}{L}{D}{D}{L}{L}', modelBy: { samsung: 'MC{A0}{L}{D}{D}{D}{D}{L}{L}', lg: 'MC{A0}{D}{D}{L}{L}{L}' },
    title: (p) => `${p.brand} ${p.a[0]} ${p.noun} ${p.model}`,
    warranty: '1 Year + 5 Years on Magnetron', colours: ['black', 'silver', 'maroon'], highlights: ['Bakes cakes and roasts', 'Slim fry for oil-less cooking', 'Ceramic enamel cavity'],
  },
  ...simpleKitchen(),
  // ------------------------------------------------------------------ mobiles and tablets
  {
    key: 'android-phone', draw: 'phone', noun: '', weight: 7,
    brands: ['samsung', 'xiaomi', 'oneplus', 'vivo', 'oppo', 'realme'],
    base: 16000, axes: [RAM_STORAGE, STORAGE, { spec: 'Network', filter: true, values: [v('4G', 1, ''), v('5G', 1.12, '5G')] }],
    series: {
      default: plain('Y28', 'A79', 'C67'),
      samsung: [v('Galaxy A15'), v('Galaxy A35'), v('Galaxy A55', 1.3), v('Galaxy M35'), line('Galaxy S24 FE', 1.9, FLAGSHIP), line('Galaxy S24 Ultra', 4.5, TOP_FLAGSHIP), line('Galaxy Z Flip6', 3.8, TOP_FLAGSHIP)],
      xiaomi: [v('Redmi 13C', 0.8), v('Redmi Note 13'), v('Redmi Note 13 Pro+', 1.4), line('Xiaomi 14', 2.8, TOP_FLAGSHIP)],
      oneplus: [v('Nord CE4', 1.2), v('Nord 4', 1.4), line('12R', 1.9, FLAGSHIP), line('12', 2.8, TOP_FLAGSHIP)],
      vivo: [v('Y28', 0.9), v('V30', 1.5), line('X100 Pro', 3.2, TOP_FLAGSHIP), v('T3', 1.1)],
      oppo: [v('A79', 1.0), v('Reno12', 1.6), v('Reno12 Pro', 1.9), v('F27', 1.3)],
      realme: [v('C67', 0.8), v('Narzo 70', 0.9), v('12 Pro+', 1.5), v('GT 6', 2.1)],
    },
    model: '{B}-{D}{D}{D}{D}', modelBy: { samsung: 'SM-{L}{D}{D}{D}{L}', realme: 'RMX{D}{D}{D}{D}', oppo: 'CPH{D}{D}{D}{D}', vivo: 'V{D}{D}{D}{D}', xiaomi: '2{D}{D}{D}{D}RN{D}{D}{L}', oneplus: 'CPH{D}{D}{D}{D}' },
    title: (p) => `${p.brand} ${p.series}${p.a[2] ? ' ' + p.a[2] : ''} (${p.a[0]} RAM, ${p.a[1]}) ${p.model}`,
    warranty: '1 Year', colours: ['black', 'blue', 'green', 'purple', 'silver', 'midnight', 'mint'], highlights: ['AMOLED display with 120 Hz refresh', '50 MP main camera with OIS', '5000 mAh battery with fast charging', 'Android with 4 years of OS updates'],
    fixed: [['Display', '6.7 inch AMOLED'], ['Battery', '5000 mAh'], ['Operating System', 'Android 14']],
  },
  {
    key: 'iphone', draw: 'iphone', noun: '', weight: 1.5, brands: ['apple'],
    base: 95000, axes: [{ spec: 'Storage', filter: true, values: [v('128 GB', 1, '128GB'), v('256 GB', 1.15, '256GB'), v('512 GB', 1.45, '512GB')] }],
    series: { default: [v('iPhone 15'), v('iPhone 15 Plus', 1.12), v('iPhone 16', 1.1), v('iPhone 16 Pro', 1.45), v('iPhone 16 Pro Max', 1.65)] },
    model: 'M{L}{D}{D}{D}HN/A', title: (p) => `Apple ${p.series} (${p.a[0]}) ${p.model}`,
    warranty: '1 Year', colours: ['black', 'white', 'blue', 'titanium', 'rose'], highlights: ['A-series chip', 'Super Retina XDR display', '48 MP Fusion camera', 'USB-C'],
    fixed: [['Operating System', 'iOS 18'], ['RAM', '8 GB']],
  },
  {
    key: 'feature-phone', draw: 'featurephone', noun: 'Feature Phone', weight: 0.8,
    brands: ['samsung', 'cg', 'baltra'],
    base: 1800, axes: [{ spec: 'SIM', filter: true, values: [v('Dual SIM', 1), v('Single SIM', 0.9)] }],
    series: { default: plain('Guru', 'Kaiser', 'Hero') }, model: '{B}-{D}{D}{D}{L}', title: (p) => `${p.brand} ${p.series} ${p.a[0]} ${p.noun} ${p.model}`,
    warranty: '1 Year', colours: ['black', 'blue', 'red'], highlights: ['Torch light and FM radio', 'Battery lasts a week', 'Nepali keypad'],
  },
  {
    key: 'android-tablet', draw: 'tablet', noun: 'Tablet', weight: 1.2,
    brands: ['samsung', 'xiaomi', 'lenovo', 'realme', 'oneplus'],
    base: 21000, axes: [{ spec: 'RAM', filter: true, values: [v('4 GB', 1, '4GB'), v('6 GB', 1.2, '6GB'), v('8 GB', 1.5, '8GB')] }, { spec: 'Connectivity', filter: true, values: [v('Wi-Fi', 1, 'Wi-Fi'), v('Wi-Fi + LTE', 1.15, 'LTE')] }],
    series: { default: plain('Pad'), realme: plain('Pad 2'), oneplus: plain('Pad Go', 'Pad 2'), samsung: [v('Galaxy Tab A9+'), v('Galaxy Tab S9 FE', 1.6)], xiaomi: plain('Pad 6', 'Redmi Pad SE'), lenovo: plain('Tab M11', 'Tab P12') },
    model: '{B}-{L}{D}{D}{D}', modelBy: { samsung: 'SM-X{D}{D}{D}' },
    title: (p) => `${p.brand} ${p.series} ${p.a[1]} ${p.noun} (${p.a[0]}) ${p.model}`,
    warranty: '1 Year', colours: ['grey', 'silver', 'blue'], highlights: ['11 inch 90 Hz display', 'Quad speakers with Dolby Atmos', 'Pen support'],
  },
  {
    key: 'ipad', draw: 'tablet', noun: '', weight: 0.6, brands: ['apple'],
    base: 58000, axes: [{ spec: 'Storage', filter: true, values: [v('64 GB', 1, '64GB'), v('128 GB', 1.12, '128GB'), v('256 GB', 1.3, '256GB')] }, { spec: 'Connectivity', filter: true, values: [v('Wi-Fi', 1, 'Wi-Fi'), v('Wi-Fi + Cellular', 1.25, 'Wi-Fi + Cellular')] }],
    series: { default: [v('iPad (10th generation)'), v('iPad Air 11"', 1.5), v('iPad Pro 11" M4', 2.4), v('iPad mini', 1.3)] },
    model: 'M{L}{D}{D}{D}HN/A', title: (p) => `Apple ${p.series} ${p.a[1]} ${p.a[0]} ${p.model}`,
    warranty: '1 Year', colours: ['silver', 'blue', 'purple', 'graphite'], highlights: ['Liquid Retina display', 'Apple Pencil support', 'All-day battery life'],
  },
  {
    key: 'smartwatch', draw: 'watch', noun: 'Smartwatch', weight: 1.5,
    brands: ['samsung', 'apple', 'boat', 'xiaomi', 'oneplus', 'realme'],
    base: 3500, axes: [{ spec: 'Display Size', filter: true, values: [v('1.43 inch', 1), v('1.83 inch', 1.1), v('2.01 inch', 1.2)] }, { spec: 'Calling', filter: true, values: [v('Bluetooth Calling', 1, 'with Bluetooth Calling'), v('No', 0.9, '')] }],
    series: { default: plain('Watch'), boat: plain('Wave Call 2', 'Storm Call 3'), xiaomi: [v('Redmi Watch 4', 2)], realme: [v('Watch S2', 1.6)], samsung: [v('Galaxy Watch FE', 6), v('Galaxy Watch7', 8)], apple: [v('Watch SE', 9), v('Watch Series 10', 13)], oneplus: [v('Watch 2R', 4.5)] },
    model: '{B}{L}{D}{D}{D}', title: (p) => `${p.brand} ${p.series} ${p.noun} ${p.a[1]} ${p.model}`.replace('  ', ' '),
    warranty: '1 Year', colours: ['black', 'silver', 'rose', 'blue'], highlights: ['Heart rate and SpO2 tracking', '100+ sports modes', 'Up to 7 days battery'],
  },
  {
    key: 'fitness-band', draw: 'band', noun: 'Fitness Band', weight: 0.6,
    brands: ['xiaomi', 'samsung', 'realme'],
    base: 3200, axes: [{ spec: 'Display Size', filter: true, values: [v('1.62 inch', 1), v('1.47 inch', 1)] }],
    series: { default: plain('Band'), xiaomi: plain('Smart Band 8', 'Smart Band 9'), samsung: plain('Galaxy Fit3'), realme: plain('Band 2') }, model: '{B}{D}{D}{D}{L}',
    title: (p) => `${p.brand} ${p.series} ${p.noun} ${p.model}`,
    warranty: '1 Year', colours: ['black', 'mint', 'rose'], highlights: ['Sleep and stress tracking', '14 days battery', '5 ATM water resistance'],
  },
  {
    key: 'power-bank', draw: 'powerbank', noun: 'Power Bank', weight: 1,
    brands: ['xiaomi', 'samsung', 'realme', 'boat', 'oneplus'],
    base: 1600, axes: [{ spec: 'Capacity', filter: true, values: [v('10000 mAh', 1, '10000mAh', '10'), v('20000 mAh', 1.5, '20000mAh', '20')] }, { spec: 'Output', filter: true, values: [v('18 W', 1), v('22.5 W', 1.1), v('33 W', 1.3)] }],
    series: { default: plain('Fast Charge', 'Slim', 'Pocket Pro') }, model: '{B}{A0}{L}{D}{D}',
    title: (p) => `${p.brand} ${p.a[0]} ${p.a[1]} ${p.series} ${p.noun} ${p.model}`,
    warranty: '6 Months', colours: ['black', 'white', 'blue'], highlights: ['Charges two devices at once', 'USB-C in and out', 'Twelve-layer circuit protection'],
  },
  {
    key: 'charger', draw: 'charger', noun: 'Fast Charger', weight: 0.8,
    brands: ['samsung', 'apple', 'oneplus', 'xiaomi', 'realme'],
    base: 1200, axes: [{ spec: 'Output', filter: true, values: [v('20 W', 1, '20W', '20'), v('25 W', 1.1, '25W', '25'), v('45 W', 1.8, '45W', '45'), v('65 W', 2.4, '65W', '65')] }],
    series: { default: plain('USB-C'), oneplus: plain('SUPERVOOC'), xiaomi: plain('HyperCharge') }, model: '{B}-{A0}{L}{D}{D}',
    title: (p) => `${p.brand} ${p.a[0]} ${p.series} ${p.noun} with Cable ${p.model}`,
    warranty: '6 Months', colours: ['white', 'black'], highlights: ['Power Delivery 3.0', 'Compact travel size'],
  },
  // ------------------------------------------------------------------ computers
  {
    key: 'laptop', draw: 'laptop', noun: 'Laptop', weight: 4,
    brands: ['dell', 'hp', 'lenovo', 'asus', 'acer'],
    base: 58000, axes: [{ spec: 'Processor', filter: true, values: [v('Intel Core i3 13th Gen', 1, 'Core i3', 'I3'), v('Intel Core i5 13th Gen', 1.35, 'Core i5', 'I5'), v('Intel Core i7 13th Gen', 1.8, 'Core i7', 'I7'), v('AMD Ryzen 5 7530U', 1.25, 'Ryzen 5', 'R5'), v('AMD Ryzen 7 7730U', 1.6, 'Ryzen 7', 'R7')] }, { spec: 'RAM', filter: true, values: [v('8 GB', 1, '8GB'), v('16 GB', 1.18, '16GB')] }, { spec: 'Storage', filter: true, values: [v('512 GB SSD', 1, '512GB SSD'), v('1 TB SSD', 1.12, '1TB SSD')] }],
    series: { default: plain('Vostro 3520', 'Inspiron 15', 'Pavilion 15', 'IdeaPad Slim 3', 'Vivobook 15', 'Aspire 7'), dell: plain('Inspiron 15 3530', 'Vostro 3530', 'Inspiron 14 5440'), hp: plain('Pavilion 15', '15s', 'Victus 15'), lenovo: plain('IdeaPad Slim 3', 'IdeaPad Slim 5', 'ThinkPad E14'), asus: plain('Vivobook 15', 'Vivobook S14', 'Zenbook 14'), acer: plain('Aspire 5', 'Aspire Lite', 'Swift Go 14') },
    model: '{B}{D}{D}{L}{L}{D}{D}{D}{A0}', title: (p) => `${p.brand} ${p.series} ${p.a[0]} (${p.a[1]}/${p.a[2]}) 15.6" FHD ${p.noun} ${p.model}`,
    warranty: '1 Year', colours: ['silver', 'grey', 'black', 'blue'], highlights: ['Full HD anti-glare display', 'Backlit keyboard', 'Windows 11 Home with MS Office', 'Fast charge 50% in 30 minutes'],
    fixed: [['Operating System', 'Windows 11 Home'], ['Display', '15.6 inch Full HD']],
  },
  {
    key: 'gaming-laptop', draw: 'laptop', noun: 'Gaming Laptop', weight: 1.5,
    brands: ['asus', 'lenovo', 'hp', 'acer', 'dell'],
    base: 115000, axes: [{ spec: 'Graphics', filter: true, values: [v('NVIDIA RTX 3050', 1, 'RTX 3050'), v('NVIDIA RTX 4050', 1.25, 'RTX 4050'), v('NVIDIA RTX 4060', 1.45, 'RTX 4060'), v('NVIDIA RTX 4070', 1.9, 'RTX 4070')] }, { spec: 'Processor', filter: true, values: [v('Intel Core i5 13th Gen', 1, 'i5'), v('Intel Core i7 13th Gen', 1.2, 'i7'), v('AMD Ryzen 7 7840HS', 1.18, 'Ryzen 7')] }],
    series: { default: plain('Gaming'), asus: plain('TUF Gaming F15', 'ROG Strix G16'), lenovo: plain('LOQ 15', 'Legion 5'), hp: plain('Victus 16', 'Omen 16'), acer: plain('Nitro V 15', 'Predator Helios Neo 16'), dell: plain('G15 5530', 'G16 7630') }, model: '{B}{D}{D}{L}{D}{D}{D}{L}',
    title: (p) => `${p.brand} ${p.series} ${p.a[1]} ${p.a[0]} 144Hz ${p.noun} ${p.model}`,
    warranty: '2 Years', colours: ['black', 'graphite'], highlights: ['144 Hz display', 'RGB backlit keyboard', 'Dual-fan cooling', 'Wi-Fi 6'],
    fixed: [['RAM', '16 GB DDR5'], ['Storage', '512 GB NVMe SSD']],
  },
  {
    key: 'macbook', draw: 'laptop', noun: '', weight: 0.6, brands: ['apple'],
    base: 145000, axes: [{ spec: 'Chip', filter: true, values: [v('Apple M3', 1, 'M3'), v('Apple M3 Pro', 1.6, 'M3 Pro'), v('Apple M4', 1.15, 'M4')] }, { spec: 'Storage', filter: true, values: [v('256 GB SSD', 1, '256GB'), v('512 GB SSD', 1.2, '512GB')] }],
    series: { default: [v('MacBook Air 13"'), v('MacBook Air 15"', 1.15), v('MacBook Pro 14"', 1.45)] }, model: 'M{L}{L}{D}{D}HN/A',
    title: (p) => `Apple ${p.series} ${p.a[0]} ${p.a[1]} ${p.model}`,
    warranty: '1 Year', colours: ['silver', 'midnight', 'gold', 'grey'], highlights: ['Up to 18 hours battery', 'Liquid Retina display', 'Fanless, silent design'],
  },
  {
    key: 'desktop', draw: 'desktop', noun: 'All-in-One Desktop', weight: 1,
    brands: ['dell', 'hp', 'lenovo', 'asus', 'acer', 'apple'],
    base: 72000, axes: [{ spec: 'Processor', filter: true, values: [v('Intel Core i3 13th Gen', 1, 'Core i3'), v('Intel Core i5 13th Gen', 1.3, 'Core i5'), v('Intel Core i7 13th Gen', 1.7, 'Core i7')] }, { spec: 'Display', filter: true, values: [v('23.8 inch', 1, '23.8"'), v('27 inch', 1.2, '27"')] }],
    series: { default: plain('AIO'), dell: plain('Inspiron 24 5430'), hp: plain('Pavilion 24', 'All-in-One 24'), lenovo: plain('IdeaCentre AIO 3'), asus: plain('Vivo AiO 24'), acer: plain('Aspire C24'), apple: [v('iMac 24" M4', 2.2)] }, model: '{B}{D}{D}{L}{D}{D}{L}',
    title: (p) => `${p.brand} ${p.series} ${p.a[0]} ${p.a[1]} ${p.noun} ${p.model}`,
    warranty: '1 Year', colours: ['white', 'black', 'silver'], highlights: ['Full HD borderless display', 'Pop-up privacy camera', 'Wireless keyboard and mouse'],
  },
  {
    key: 'monitor', draw: 'monitor', noun: 'Monitor', weight: 1.2,
    brands: ['dell', 'hp', 'lg', 'samsung', 'asus', 'acer', 'lenovo'],
    base: 13000, axes: [{ spec: 'Screen Size', filter: true, values: [v('22 inch', 1, '22"', '22'), v('24 inch', 1.15, '24"', '24'), v('27 inch', 1.5, '27"', '27'), v('32 inch', 2.3, '32"', '32')] }, { spec: 'Resolution', filter: true, values: [v('Full HD', 1, 'FHD'), v('QHD', 1.4, 'QHD'), v('4K Ultra HD', 2, '4K')] }],
    series: { default: plain('IPS', 'Eye Care'), lg: plain('UltraGear', 'UltraFine'), samsung: plain('Odyssey G5', 'Essential'), asus: plain('ProArt', 'TUF Gaming') }, model: '{B}{A0}{L}{L}{D}{D}{D}', modelBy: { dell: 'SE{A0}{D}{D}{L}', lg: '{A0}MP{D}{D}{L}' },
    title: (p) => `${p.brand} ${p.a[0]} ${p.a[1]} ${p.series} ${p.noun} ${p.model}`,
    warranty: '3 Years', colours: ['black', 'white'], highlights: ['Eye-care flicker-free panel', 'HDMI and DisplayPort', 'Thin bezels for multi-monitor setups'],
  },
  {
    key: 'inkjet', draw: 'printer', noun: 'Ink Tank Printer', weight: 0.8,
    brands: ['epson', 'hp', 'canon'],
    base: 17000, axes: [{ spec: 'Functions', filter: true, values: [v('Print, Scan, Copy', 1, 'All-in-One'), v('Print Only', 0.75, 'Single Function')] }, { spec: 'Connectivity', filter: true, values: [v('USB', 1, ''), v('Wi-Fi', 1.2, 'Wi-Fi')] }],
    series: { default: plain('Ink Tank'), epson: plain('EcoTank L3250', 'EcoTank L3260'), hp: plain('Smart Tank 580', 'Smart Tank 670'), canon: plain('PIXMA G3770', 'PIXMA G2770') }, model: '{B}-{L}{D}{D}{D}{D}',
    title: (p) => `${p.brand} ${p.series} ${p.a[1]} ${p.a[0]} ${p.noun} ${p.model}`.replace('  ', ' '),
    warranty: '1 Year', colours: ['black', 'white'], highlights: ['Prints 7500 colour pages per ink set', 'Spill-free refilling', 'Mobile printing'],
  },
  {
    key: 'laser', draw: 'printer', noun: 'Laser Printer', weight: 0.6,
    brands: ['hp', 'canon', 'epson'],
    base: 21000, axes: [{ spec: 'Functions', filter: true, values: [v('Print, Scan, Copy', 1.4, 'MFP'), v('Print Only', 1, '')] }, { spec: 'Print Speed', values: [v('20 ppm'), v('30 ppm', 1.25)] }],
    series: { default: plain('Laser'), hp: plain('LaserJet Pro', 'LaserJet'), canon: plain('imageCLASS'), epson: plain('WorkForce') }, model: '{B}{L}{D}{D}{D}{L}{L}',
    title: (p) => `${p.brand} ${p.series} ${p.a[0]} Monochrome ${p.noun} ${p.model}`.replace('  ', ' '),
    warranty: '1 Year', colours: ['white', 'grey'], highlights: ['Duplex printing', 'First page out in 7 seconds', 'High-yield toner'],
  },
  {
    key: 'keyboard-mouse', draw: 'keyboard', noun: 'Wireless Keyboard and Mouse Combo', weight: 0.8,
    brands: ['logitech', 'dell', 'hp', 'lenovo'],
    base: 2200, axes: [{ spec: 'Connectivity', filter: true, values: [v('2.4 GHz Wireless', 1), v('Bluetooth + 2.4 GHz', 1.4)] }],
    series: { default: plain('Essential'), logitech: plain('MK270', 'MK295 Silent'), dell: plain('KM3322W'), hp: plain('230'), lenovo: plain('Essential') }, model: '{B}{L}{D}{D}{D}',
    title: (p) => `${p.brand} ${p.series} ${p.noun} ${p.model}`,
    warranty: '1 Year', colours: ['black', 'white', 'grey'], highlights: ['Spill-resistant keys', '36 months keyboard battery', 'Plug-and-play receiver'],
  },
  {
    key: 'external-storage', draw: 'storage', noun: 'Portable Hard Drive', weight: 0.8,
    brands: ['seagate', 'samsung'],
    base: 6500, axes: [{ spec: 'Capacity', filter: true, values: [v('1 TB', 1, '1TB', '1'), v('2 TB', 1.4, '2TB', '2'), v('4 TB', 2.1, '4TB', '4'), v('5 TB', 2.5, '5TB', '5')] }],
    series: { default: plain('Portable'), seagate: plain('Expansion', 'One Touch'), samsung: plain('T7 Portable SSD', 'T9 Portable SSD') }, model: '{B}-{A0}TB{D}{D}{L}', modelBy: { seagate: 'ST{A0}T{L}{L}{D}{D}', samsung: 'MU-PC{A0}T{L}{D}{D}' },
    title: (p) => `${p.brand} ${p.series} ${p.a[0]} USB 3.0 ${p.noun} ${p.model}`,
    warranty: '3 Years', colours: ['black', 'blue', 'silver'], highlights: ['USB 3.0 fast transfers', 'Automatic backup software', 'Works with Windows and Mac'],
  },
  {
    key: 'router', draw: 'router', noun: 'Wi-Fi Router', weight: 0.8,
    brands: ['tp-link', 'xiaomi', 'asus'],
    base: 3500, axes: [{ spec: 'Wi-Fi Standard', filter: true, values: [v('Wi-Fi 5 (AC1200)', 1, 'AC1200'), v('Wi-Fi 6 (AX1500)', 1.6, 'AX1500'), v('Wi-Fi 6 (AX3000)', 2.5, 'AX3000')] }],
    series: { default: plain('Router'), 'tp-link': plain('Archer', 'Deco Mesh'), xiaomi: plain('Router AX3000T', 'Mi Router 4A'), asus: plain('RT-AX55') }, model: '{B}-{L}{D}{D}',
    title: (p) => `${p.brand} ${p.series} ${p.a[0]} Dual Band ${p.noun} ${p.model}`,
    warranty: '2 Years', colours: ['black', 'white'], highlights: ['Dual band for fewer dead zones', 'Parental controls', 'Easy app setup'],
  },
  // ------------------------------------------------------------------ cooling
  {
    key: 'ac-inverter', draw: 'ac-split', noun: 'Inverter Split AC', weight: 2.5,
    brands: ['daikin', 'lg', 'samsung', 'voltas', 'haier', 'midea', 'cg', 'panasonic', 'godrej'],
    base: 62000, axes: [{ spec: 'Capacity', filter: true, values: [v('1 Ton', 1, '1 Ton', '12'), v('1.5 Ton', 1.22, '1.5 Ton', '18'), v('2 Ton', 1.55, '2 Ton', '24')] }, ENERGY, { spec: 'Mode', filter: true, values: [v('Cooling Only', 1, ''), v('Hot & Cold', 1.12, 'Hot & Cold')] }],
    series: { default: plain('Dual Inverter', 'Convertible 5-in-1', 'Wind-Free') }, model: '{B}{A0}{L}{L}{D}{A1}', modelBy: { daikin: 'FTKL{A0}{L}{L}{L}', lg: 'TS-Q{A0}{L}{L}{D}{L}A', samsung: 'AR{A0}{L}Y{D}{L}{L}' },
    title: (p) => `${p.brand} ${p.a[0]} ${p.a[1]} ${p.series} ${p.a[2] ? p.a[2] + ' ' : ''}${p.noun} ${p.model}`,
    warranty: '1 Year + 10 Years on Compressor', colours: ['white'], highlights: ['Cools even at 52 C', 'Copper condenser with anti-corrosion coating', 'Sleep mode and 4-way swing', 'Stabiliser-free operation'],
    fixed: [['Condenser', '100% Copper'], ['Refrigerant', 'R32']],
  },
  {
    key: 'ac-non-inverter', draw: 'ac-split', noun: 'Non-Inverter Split AC', weight: 1,
    brands: ['voltas', 'haier', 'cg', 'godrej', 'midea'],
    base: 52000, axes: [{ spec: 'Capacity', filter: true, values: [v('1 Ton', 1, '1 Ton', '12'), v('1.5 Ton', 1.2, '1.5 Ton', '18')] }, { spec: 'Energy Rating', filter: true, values: [v('3 Star', 1, '3 Star', '3')] }, { spec: 'Mode', filter: true, values: [v('Cooling Only', 1, '')] }],
    series: { default: plain('Fixed Speed', 'Classic') }, model: '{B}{A0}{L}{L}{D}{A1}',
    title: (p) => `${p.brand} ${p.a[0]} ${p.a[1]} ${p.series} ${p.noun} ${p.model}`,
    warranty: '1 Year + 5 Years on Compressor', colours: ['white'], highlights: ['Turbo cool mode', 'Dust filter', 'Auto restart after power cut'],
  },
  {
    key: 'ac-window', draw: 'ac-window', noun: 'Window AC', weight: 0.8,
    brands: ['voltas', 'lg', 'godrej', 'cg', 'haier'],
    base: 45000, axes: [{ spec: 'Capacity', filter: true, values: [v('1 Ton', 1, '1 Ton', '12'), v('1.5 Ton', 1.18, '1.5 Ton', '18')] }, { spec: 'Energy Rating', filter: true, values: [v('3 Star', 1, '3 Star', '3'), v('5 Star', 1.15, '5 Star', '5')] }],
    series: { default: plain('Fixed Speed', 'Dual Inverter') }, model: 'W{B}{A0}{L}{D}{A1}',
    title: (p) => `${p.brand} ${p.a[0]} ${p.a[1]} ${p.series} ${p.noun} ${p.model}`,
    warranty: '1 Year + 5 Years on Compressor', colours: ['white'], highlights: ['Easy window installation', 'Anti-bacterial filter'],
  },
  {
    key: 'cooler-desert', draw: 'cooler', noun: 'Desert Air Cooler', weight: 1,
    brands: ['bajaj', 'crompton', 'havells', 'cg', 'baltra', 'usha'],
    base: 11500, axes: [{ spec: 'Tank Capacity', filter: true, values: [v('55 L', 1, '55L', '55'), v('70 L', 1.18, '70L', '70'), v('90 L', 1.4, '90L', '90')] }],
    series: { default: plain('Frio', 'Ozone', 'Arctic') }, model: '{B}-DC{A0}{L}{D}{D}',
    title: (p) => `${p.brand} ${p.series} ${p.a[0]} ${p.noun} ${p.model}`,
    warranty: '1 Year', colours: ['white', 'cream'], highlights: ['Honeycomb cooling pads', 'Air throw up to 15 m', 'Works on inverter'],
  },
  {
    key: 'cooler-personal', draw: 'cooler', noun: 'Personal Air Cooler', weight: 0.6,
    brands: ['bajaj', 'crompton', 'cg', 'baltra'],
    base: 6500, axes: [{ spec: 'Tank Capacity', filter: true, values: [v('20 L', 1, '20L', '20'), v('30 L', 1.15, '30L', '30')] }],
    series: { default: plain('Pixie', 'Mini', 'Glacier') }, model: '{B}-PC{A0}{L}{D}{D}',
    title: (p) => `${p.brand} ${p.series} ${p.a[0]} ${p.noun} ${p.model}`,
    warranty: '1 Year', colours: ['white'], highlights: ['Compact for bedrooms', 'Ice chamber'],
  },
  {
    key: 'cooler-tower', draw: 'towercooler', noun: 'Tower Air Cooler', weight: 0.5,
    brands: ['bajaj', 'crompton', 'havells', 'usha'],
    base: 9000, axes: [{ spec: 'Tank Capacity', filter: true, values: [v('35 L', 1, '35L', '35'), v('45 L', 1.15, '45L', '45')] }],
    series: { default: plain('Tower', 'Slim') }, model: '{B}-TC{A0}{L}{D}{D}',
    title: (p) => `${p.brand} ${p.series} ${p.a[0]} ${p.noun} ${p.model}`,
    warranty: '1 Year', colours: ['white', 'black'], highlights: ['Takes little floor space', 'Remote control'],
  },
  {
    key: 'ceiling-fan', draw: 'ceilingfan', noun: 'Ceiling Fan', weight: 1,
    brands: ['havells', 'crompton', 'usha', 'bajaj', 'cg'],
    base: 3200, axes: [{ spec: 'Sweep Size', filter: true, values: [v('1200 mm', 1, '1200mm', '12'), v('1400 mm', 1.12, '1400mm', '14')] }, { spec: 'Motor', filter: true, values: [v('Standard', 1, ''), v('BLDC', 1.7, 'BLDC')] }],
    series: { default: plain('Energion', 'Stealth', 'Aerostorm', 'Striker') }, model: '{B}CF{A0}{L}{D}',
    title: (p) => `${p.brand} ${p.series} ${p.a[0]} ${p.a[1] ? p.a[1] + ' ' : ''}${p.noun} ${p.model}`,
    warranty: '2 Years', colours: ['white', 'grey', 'gold', 'maroon'], highlights: ['High air delivery', 'Dust-resistant blades', 'Runs longer on inverter'],
  },
  {
    key: 'pedestal-fan', draw: 'fan', noun: 'Pedestal Fan', weight: 0.8,
    brands: ['havells', 'crompton', 'usha', 'bajaj', 'cg', 'baltra'],
    base: 3800, axes: [{ spec: 'Sweep Size', filter: true, values: [v('400 mm', 1, '400mm', '40'), v('450 mm', 1.1, '450mm', '45')] }],
    series: { default: plain('High Speed', 'Turbo', 'Breeze') }, model: '{B}PF{A0}{L}{D}{D}',
    title: (p) => `${p.brand} ${p.series} ${p.a[0]} ${p.noun} ${p.model}`,
    warranty: '2 Years', colours: ['white', 'black', 'blue'], highlights: ['Height adjustable', 'Wide oscillation'],
  },
  {
    key: 'room-heater', draw: 'heater', noun: 'Room Heater', weight: 1,
    brands: ['havells', 'bajaj', 'usha', 'morphy-richards', 'cg', 'baltra'],
    base: 4200, axes: [{ spec: 'Type', filter: true, values: [v('Fan Heater', 1, 'Fan'), v('Oil Filled Radiator', 3.2, 'Oil Filled'), v('Halogen', 0.9, 'Halogen'), v('Carbon', 1.3, 'Carbon')] }, { spec: 'Power', values: [v('2000 W'), v('2500 W', 1.1)] }],
    series: { default: plain('Warmth', 'Cosy', 'Comfort') }, model: '{B}-RH{D}{D}{L}',
    title: (p) => `${p.brand} ${p.series} ${p.a[0]} ${p.noun} ${p.model}`,
    warranty: '1 Year', colours: ['black', 'white', 'grey'], highlights: ['Tip-over safety switch', 'Adjustable thermostat', 'Ideal for Kathmandu winters'],
  },
  // ------------------------------------------------------------------ small appliances
  {
    key: 'iron', draw: 'iron', noun: 'Iron', weight: 1,
    brands: ['philips', 'bajaj', 'havells', 'usha', 'morphy-richards', 'cg'],
    base: 1400, axes: [{ spec: 'Type', filter: true, values: [v('Dry Iron', 1, 'Dry'), v('Steam Iron', 2, 'Steam')] }, { spec: 'Power', values: [v('1000 W'), v('1600 W', 1.15), v('2200 W', 1.3)] }],
    series: { default: plain('Easy Glide', 'Classic', 'Comfort') }, model: '{B}-{L}{L}{D}{D}{D}',
    title: (p) => `${p.brand} ${p.series} ${p.a[1]} ${p.a[0]} ${p.noun} ${p.model}`,
    warranty: '2 Years', colours: ['blue', 'purple', 'white', 'mint'], highlights: ['Non-stick soleplate', 'Adjustable temperature', 'Swivel cord'],
  },
  {
    key: 'steamer', draw: 'steamer', noun: 'Garment Steamer', weight: 0.4,
    brands: ['philips', 'morphy-richards', 'havells'],
    base: 4500, axes: [{ spec: 'Type', filter: true, values: [v('Handheld', 1), v('Standing', 2.5)] }],
    series: { default: plain('StyleTouch', 'Steam Go') }, model: '{B}{D}{D}{D}{D}',
    title: (p) => `${p.brand} ${p.series} ${p.a[0]} ${p.noun} ${p.model}`,
    warranty: '2 Years', colours: ['white', 'purple'], highlights: ['Ready in 30 seconds', 'Safe on all fabrics'],
  },
  {
    key: 'stabilizer', draw: 'powerbox', noun: 'Voltage Stabilizer', weight: 0.8,
    brands: ['cg', 'baltra', 'havells', 'bajaj'],
    base: 3500, axes: [{ spec: 'Rating', filter: true, values: [v('2 kVA (for TV, Fridge)', 1, '2 kVA', '2'), v('4 kVA (for 1.5 Ton AC)', 1.6, '4 kVA', '4'), v('5 kVA (for 2 Ton AC)', 2, '5 kVA', '5')] }],
    series: { default: plain('Digital', 'Intelligent') }, model: '{B}-VS{A0}{L}{D}',
    title: (p) => `${p.brand} ${p.a[0]} ${p.series} ${p.noun} ${p.model}`,
    warranty: '3 Years', colours: ['black', 'grey'], highlights: ['Wide input range 130 to 290 V', 'Time-delay protection'],
  },
  {
    key: 'inverter-ups', draw: 'powerbox', noun: 'Inverter UPS', weight: 0.8,
    brands: ['cg', 'baltra', 'havells'],
    base: 11000, axes: [{ spec: 'Rating', filter: true, values: [v('900 VA', 1, '900VA', '9'), v('1100 VA', 1.2, '1100VA', '11'), v('1500 VA', 1.55, '1500VA', '15')] }],
    series: { default: plain('Pure Sine Wave', 'Smart') }, model: '{B}-UPS{A0}{L}{D}{D}',
    title: (p) => `${p.brand} ${p.a[0]} ${p.series} ${p.noun} ${p.model}`,
    warranty: '2 Years', colours: ['black', 'white'], highlights: ['Pure sine wave output for sensitive appliances', 'Runs fans, lights and TV in load shedding'],
  },
  {
    key: 'emergency-light', draw: 'lamp', noun: 'Rechargeable Emergency Light', weight: 0.5,
    brands: ['cg', 'baltra', 'havells', 'philips'],
    base: 900, axes: [{ spec: 'Backup', filter: true, values: [v('4 Hours', 1), v('8 Hours', 1.4)] }],
    series: { default: plain('Glow', 'Bright', 'Lumi') }, model: '{B}-EL{D}{D}{D}',
    title: (p) => `${p.brand} ${p.series} ${p.noun} (${p.a[0]} Backup) ${p.model}`,
    warranty: '6 Months', colours: ['white', 'black'], highlights: ['Bright LED strip', 'USB charging'],
  },
  // ------------------------------------------------------------------ personal care
  ...personalCare(),
  // ------------------------------------------------------------------ cameras
  {
    key: 'dslr', draw: 'dslr', noun: 'DSLR Camera', weight: 0.8,
    brands: ['canon', 'nikon'],
    base: 68000, axes: [{ spec: 'Sensor', filter: true, values: [v('24.1 MP APS-C', 1), v('24.2 MP APS-C', 1.1), v('45.7 MP Full Frame', 4)] }, { spec: 'Kit Lens', filter: true, values: [v('18-55 mm', 1, 'with 18-55mm Lens'), v('18-140 mm', 1.3, 'with 18-140mm Lens')] }],
    series: { default: plain('EOS 1500D', 'EOS 200D II', 'D5600', 'D7500'), canon: plain('EOS 1500D', 'EOS 200D II', 'EOS 90D'), nikon: plain('D5600', 'D7500', 'D780') },
    model: '{B}{D}{D}{D}{L}', title: (p) => `${p.brand} ${p.series} ${p.noun} ${p.a[1]} ${p.model}`,
    warranty: '2 Years', colours: ['black'], highlights: ['Full HD video', 'Wi-Fi and Bluetooth sharing', 'Optical viewfinder'],
  },
  {
    key: 'mirrorless', draw: 'mirrorless', noun: 'Mirrorless Camera', weight: 0.8,
    brands: ['sony', 'canon', 'nikon', 'panasonic'],
    base: 85000, axes: [{ spec: 'Sensor', filter: true, values: [v('24.2 MP APS-C', 1), v('26 MP APS-C', 1.2), v('24.5 MP Full Frame', 2.3), v('33 MP Full Frame', 3)] }],
    series: { default: plain('Mirrorless'), panasonic: plain('Lumix G85', 'Lumix S5 II'), sony: plain('Alpha ZV-E10 II', 'Alpha 6400', 'Alpha 7 IV'), canon: plain('EOS R50', 'EOS R10', 'EOS R8'), nikon: plain('Z50', 'Z fc', 'Z6 II') },
    model: '{B}{D}{D}{D}{L}', title: (p) => `${p.brand} ${p.series} ${p.noun} Body ${p.model}`,
    warranty: '2 Years', colours: ['black', 'silver'], highlights: ['4K 30p video', 'Real-time eye autofocus', 'Flip-out touchscreen for vlogging'],
  },
  {
    key: 'lens', draw: 'lens', noun: 'Lens', weight: 0.6,
    brands: ['canon', 'nikon', 'sony'],
    base: 22000, axes: [{ spec: 'Focal Length', filter: true, values: [v('50 mm f/1.8', 1, '50mm f/1.8'), v('55-250 mm', 1.5, '55-250mm'), v('24-105 mm', 4, '24-105mm'), v('70-300 mm', 2.4, '70-300mm')] }],
    series: { default: plain(''), canon: plain('STM', 'IS STM'), nikon: plain('VR', 'DX VR'), sony: plain('G', 'OSS') }, model: '{B}L{D}{D}{D}{D}', modelBy: { canon: 'EF-S{D}{D}{D}', nikon: 'AF-P{D}{D}{D}', sony: 'SEL{D}{D}{D}{L}' },
    title: (p) => `${p.brand} ${p.a[0]} ${p.series} ${p.noun} ${p.model}`,
    warranty: '2 Years', colours: ['black'], highlights: ['Quiet stepping motor', 'Image stabilisation'],
  },
  {
    key: 'action-cam', draw: 'actioncam', noun: 'Action Camera', weight: 0.5,
    brands: ['gopro', 'sony'],
    base: 42000, axes: [{ spec: 'Video', filter: true, values: [v('4K 60fps', 1), v('5.3K 60fps', 1.3)] }],
    series: { default: plain('HERO12 Black', 'HERO11 Black', 'HERO13 Black'), sony: plain('FDR-X3000', 'HDR-AS50') }, model: 'CHDHX-{D}{D}{D}{L}', modelBy: { sony: 'FDR-X{D}{D}{D}{L}' },
    title: (p) => `${p.brand} ${p.series} ${p.a[0]} ${p.noun} ${p.model}`,
    warranty: '1 Year', colours: ['black'], highlights: ['Waterproof to 10 m', 'HyperSmooth stabilisation', 'Front and rear screens'],
  },
  {
    key: 'cctv', draw: 'cctv', noun: 'Security Camera', weight: 0.8,
    brands: ['hikvision', 'tp-link', 'xiaomi'],
    base: 3500, axes: [{ spec: 'Resolution', filter: true, values: [v('2 MP (1080p)', 1, '1080p'), v('3 MP (2K)', 1.3, '2K'), v('4 MP', 1.7, '4MP')] }, { spec: 'Type', filter: true, values: [v('Indoor Pan & Tilt', 1, 'Pan & Tilt'), v('Outdoor Bullet', 1.3, 'Outdoor')] }],
    series: { default: plain('Smart'), 'tp-link': plain('Tapo C200', 'Tapo C310'), xiaomi: plain('Smart Camera C300'), hikvision: plain('ColorVu', 'EZVIZ C6N') }, model: 'DS-2CD{D}{D}{D}{D}',
    title: (p) => `${p.brand} ${p.series} ${p.a[0]} ${p.a[1]} Wi-Fi ${p.noun} ${p.model}`,
    warranty: '2 Years', colours: ['white'], highlights: ['Night vision up to 30 m', 'Two-way talk', 'Motion alerts on your phone'],
  },
  // ------------------------------------------------------------------ electric mobility
  {
    key: 'e-scooter', draw: 'scooter', noun: 'Electric Scooter', weight: 0.6,
    brands: ['yadea'],
    base: 215000, axes: [{ spec: 'Range', filter: true, values: [v('85 km', 1), v('120 km', 1.35), v('150 km', 1.7)] }, { spec: 'Top Speed', filter: true, values: [v('45 km/h', 1), v('70 km/h', 1.25), v('90 km/h', 1.5)] }],
    series: { default: plain('G5', 'C-Like', 'Elite') }, model: '{B}-{L}{D}{D}',
    title: (p) => `${p.brand} ${p.series} ${p.noun} (${p.a[0]} range) ${p.model}`,
    warranty: '3 Years on Battery', colours: ['black', 'white', 'red', 'blue', 'grey'], highlights: ['Swappable lithium-ion battery', 'Charges from a regular socket', 'Digital console with navigation'],
  },
  {
    key: 'e-bike', draw: 'ebike', noun: 'Electric Bicycle', weight: 0.6,
    brands: ['hero-lectro', 'yadea'],
    base: 72000, axes: [{ spec: 'Range', filter: true, values: [v('30 km', 1), v('50 km', 1.3), v('70 km', 1.6)] }, { spec: 'Frame', filter: true, values: [v('Mountain', 1), v('City', 0.95)] }],
    series: { default: plain('C5', 'H3', 'Kinza') }, model: '{B}-{L}{D}{D}',
    title: (p) => `${p.brand} ${p.series} ${p.a[1]} ${p.noun} (${p.a[0]} range) ${p.model}`,
    warranty: '2 Years on Battery', colours: ['black', 'red', 'green', 'blue'], highlights: ['Pedal assist and throttle', 'Removable battery', 'Front suspension'],
  },
  {
    key: 'helmet', draw: 'helmet', noun: 'Helmet', weight: 0.6,
    brands: ['steelbird'],
    base: 2600, axes: [{ spec: 'Type', filter: true, values: [v('Full Face', 1.3), v('Open Face', 1)] }, { spec: 'Size', filter: true, values: plain('M (570 mm)', 'L (580 mm)', 'XL (600 mm)') }],
    series: { default: plain('SBA-7', 'Air SBH-17', 'Ignite') }, model: 'SB-{D}{D}{D}{L}',
    title: (p) => `${p.brand} ${p.series} ${p.a[0]} ${p.noun} ${p.a[1]} ${p.model}`,
    warranty: '6 Months', colours: ['black', 'red', 'white', 'yellow'], highlights: ['ISI certified', 'Anti-scratch visor', 'Removable washable lining'],
  },
  // ------------------------------------------------------------------ services
  {
    key: 'installation', draw: 'installation', noun: 'Installation Service', weight: 0.5, service: true,
    brands: ['cg'], base: 1500,
    axes: [{ spec: 'Appliance', filter: true, values: [v('Split AC', 2, 'Split AC'), v('LED TV Wall Mount', 1, 'TV Wall Mount'), v('Washing Machine', 0.8, 'Washing Machine'), v('Water Purifier', 0.8, 'Water Purifier'), v('Kitchen Chimney', 1.2, 'Chimney'), v('Geyser', 1, 'Geyser')] }, { spec: 'Coverage', filter: true, values: [v('Inside Kathmandu Valley', 1, 'Kathmandu Valley'), v('Outside Kathmandu Valley', 1.5, 'Outside Valley')] }],
    series: { default: plain('CG Care') }, model: 'SRV-INS-{D}{D}{D}{D}',
    title: (p) => `${p.series} ${p.a[0]} ${p.noun} (${p.a[1]}) ${p.model}`,
    warranty: '30 Days on Workmanship', colours: ['red'], highlights: ['Certified technicians', 'Visit within 48 hours', 'Standard installation kit included'],
  },
  {
    key: 'extended-warranty', draw: 'warranty', noun: 'Extended Warranty', weight: 0.5, service: true,
    brands: ['cg'], base: 1200,
    axes: [{ spec: 'Term', filter: true, values: [v('1 Year', 1, '1 Year'), v('2 Years', 1.7, '2 Years'), v('3 Years', 2.3, '3 Years')] }, { spec: 'Product Value', filter: true, values: [v('Up to NPR 25,000', 1, 'up to NPR 25,000'), v('NPR 25,001 to 75,000', 2.2, 'NPR 25,001 - 75,000'), v('NPR 75,001 to 2,00,000', 4.5, 'NPR 75,001 - 2,00,000')] }],
    series: { default: plain('CG Care+') }, model: 'SRV-EW-{D}{D}{D}{D}',
    title: (p) => `${p.series} ${p.a[0]} ${p.noun} for products ${p.a[1]} ${p.model}`,
    warranty: 'As per plan', colours: ['red'], highlights: ['Covers parts and labour', 'Doorstep service across Nepal', 'Transferable with the product'],
  },
  {
    key: 'repair', draw: 'repair', noun: 'Service Visit', weight: 0.4, service: true,
    brands: ['cg'], base: 600,
    axes: [{ spec: 'Appliance', filter: true, values: [v('AC Gas Refill & Service', 4, 'AC Gas Refill'), v('Refrigerator Repair', 1.5, 'Refrigerator'), v('Washing Machine Repair', 1.5, 'Washing Machine'), v('Water Purifier Filter Change', 3, 'RO Filter Change'), v('TV Repair', 1.2, 'TV')] }],
    series: { default: plain('CG Care') }, model: 'SRV-RP-{D}{D}{D}{D}',
    title: (p) => `${p.series} ${p.a[0]} ${p.noun} ${p.model}`,
    warranty: '30 Days on Workmanship', colours: ['red'], highlights: ['Genuine spare parts', 'Transparent pricing', 'Pay after service'],
  },
];

function simpleKitchen(): KindDef[] {
  const k = (
    key: string, draw: DrawKind, noun: string, brands: string[], base: number, axis: Axis,
    series: string[], highlights: string[], colours: ColourSlug[] = ['white', 'black', 'steel'], weight = 0.8,
  ): KindDef => ({
    key, draw, noun, brands, base, axes: [axis], series: { default: plain(...series) },
    model: '{B}-{L}{L}{D}{D}{D}', title: (p) => `${p.brand} ${p.series} ${p.a[0]} ${p.noun} ${p.model}`.replace('  ', ' '),
    warranty: '2 Years', colours, highlights, weight,
  });
  const kitchen = ['prestige', 'philips', 'bajaj', 'havells', 'morphy-richards', 'cg', 'baltra', 'usha', 'panasonic'];
  return [
    k('otg', 'otg', 'Oven Toaster Grill (OTG)', ['bajaj', 'morphy-richards', 'prestige', 'havells', 'baltra', 'cg'], 6500, { spec: 'Capacity', filter: true, values: [v('19 L', 1, '19L'), v('28 L', 1.3, '28L'), v('40 L', 1.7, '40L')] }, ['Classic', 'Plus', 'Rotisserie'], ['Motorised rotisserie', 'Convection fan', 'Timer with auto shut-off'], ['black', 'steel']),
    k('mixer', 'mixer', 'Mixer Grinder', kitchen, 4200, { spec: 'Power', filter: true, values: [v('500 W', 1, '500W'), v('750 W', 1.3, '750W'), v('1000 W', 1.7, '1000W')] }, ['Classic 3 Jar', 'Pro 4 Jar', 'Super', 'Deluxe'], ['Stainless steel jars', 'Overload protection', 'Grinds masala in seconds'], ['white', 'black', 'red'], 1.5),
    k('juicer', 'juicer', 'Juicer', ['philips', 'bajaj', 'morphy-richards', 'usha', 'prestige'], 5500, { spec: 'Type', filter: true, values: [v('Centrifugal', 1), v('Cold Press', 3)] }, ['Fresh', 'Pro', 'Juice Extractor'], ['Wide feed tube for whole fruits', 'Easy to clean'], ['white', 'black']),
    k('blender', 'blender', 'Blender', ['philips', 'morphy-richards', 'bajaj', 'prestige'], 3800, { spec: 'Jar Capacity', filter: true, values: [v('1.25 L', 1, '1.25L'), v('2 L', 1.25, '2L')] }, ['Smoothie', 'Pro'], ['Ice crush function', 'Pulse mode'], ['white', 'black']),
    k('hand-blender', 'handblender', 'Hand Blender', ['philips', 'bajaj', 'morphy-richards', 'usha', 'braun'], 1800, { spec: 'Power', filter: true, values: [v('250 W', 1, '250W'), v('400 W', 1.4, '400W'), v('700 W', 2, '700W')] }, ['Daily', 'Pro'], ['Stainless steel blade', 'Wall mount', 'Whisk attachment'], ['white', 'black', 'red']),
    k('food-processor', 'foodprocessor', 'Food Processor', ['philips', 'bajaj', 'usha', 'morphy-richards'], 8500, { spec: 'Power', filter: true, values: [v('600 W', 1, '600W'), v('800 W', 1.3, '800W'), v('1000 W', 1.6, '1000W')] }, ['Kitchen Machine', 'Pro'], ['Kneads dough for chapati', '11 attachments', 'Slicing and shredding discs'], ['white', 'black']),
    k('rice-cooker', 'ricecooker', 'Electric Rice Cooker', kitchen, 3200, { spec: 'Capacity', filter: true, values: [v('1 L', 1, '1L'), v('1.8 L', 1.25, '1.8L'), v('2.8 L', 1.6, '2.8L')] }, ['Delight', 'Deluxe', 'Multi Cooker'], ['Keep warm function', 'Aluminium inner pot', 'Steaming tray'], ['white', 'red', 'steel'], 1.5),
    k('induction', 'induction', 'Induction Cooktop', kitchen, 3400, { spec: 'Power', filter: true, values: [v('1600 W', 1, '1600W'), v('2000 W', 1.2, '2000W'), v('2100 W', 1.25, '2100W')] }, ['Popular', 'Touch', 'Smart'], ['Indian menu presets', 'Feather touch buttons', 'Auto voltage regulator'], ['black'], 1.3),
    k('gas-stove', 'gasstove', 'Gas Stove', ['prestige', 'cg', 'baltra', 'usha'], 4200, { spec: 'Burners', filter: true, values: [v('2 Burner', 1, '2 Burner'), v('3 Burner', 1.4, '3 Burner'), v('4 Burner', 1.8, '4 Burner')] }, ['Glass Top', 'Magic', 'Royale'], ['Toughened glass top', 'Brass burners', 'Spill-proof design'], ['black']),
    k('chimney', 'chimney', 'Kitchen Chimney', ['prestige', 'havells', 'bosch'], 14500, { spec: 'Suction', filter: true, values: [v('1100 m3/h', 1, '1100 m3/h'), v('1350 m3/h', 1.25, '1350 m3/h')] }, ['Auto Clean', 'Filterless', 'Curved Glass'], ['Auto clean with heat', 'Motion sensor control', 'Low noise'], ['black', 'steel']),
    k('kettle', 'kettle', 'Electric Kettle', kitchen, 1400, { spec: 'Capacity', filter: true, values: [v('1 L', 1, '1L'), v('1.5 L', 1.15, '1.5L'), v('1.8 L', 1.3, '1.8L')] }, ['Classic', 'Pro', 'Steel'], ['Auto shut-off', 'Boils water in 3 minutes', 'Cool-touch handle'], ['steel', 'black', 'white'], 1.3),
    k('toaster', 'toaster', 'Pop-up Toaster', ['philips', 'bajaj', 'morphy-richards', 'prestige', 'havells'], 2200, { spec: 'Slots', filter: true, values: [v('2 Slice', 1, '2 Slice'), v('4 Slice', 1.6, '4 Slice')] }, ['Daily', 'Crisp', 'Breakfast'], ['7 browning levels', 'Defrost and reheat', 'Crumb tray'], ['white', 'black', 'steel']),
    k('sandwich', 'sandwich', 'Sandwich Maker', ['bajaj', 'prestige', 'morphy-richards', 'usha', 'baltra'], 1800, { spec: 'Plates', filter: true, values: [v('Fixed Grill Plates', 1), v('3-in-1 Removable Plates', 1.7)] }, ['Grill', 'Toast', 'Snack'], ['Non-stick plates', 'Ready light'], ['black', 'white']),
    k('coffee', 'coffee', 'Coffee Maker', ['philips', 'morphy-richards', 'bosch', 'havells'], 5500, { spec: 'Type', filter: true, values: [v('Drip', 1), v('Espresso', 3.5)] }, ['Café', 'Barista', 'Classic'], ['Anti-drip', 'Keep warm plate', 'Makes 10 cups'], ['black', 'steel']),
    k('air-fryer', 'airfryer', 'Air Fryer', ['philips', 'xiaomi', 'havells', 'prestige', 'morphy-richards', 'cg'], 8500, { spec: 'Capacity', filter: true, values: [v('4.1 L', 1, '4.1L'), v('6.2 L', 1.3, '6.2L'), v('7.2 L', 1.5, '7.2L')] }, ['Essential', 'Smart', 'Digital'], ['90% less fat', 'Rapid air technology', 'Dishwasher-safe basket'], ['black', 'white'], 1.3),
    k('pressure-cooker', 'pressurecooker', 'Pressure Cooker', ['prestige', 'cg', 'baltra'], 2200, { spec: 'Capacity', filter: true, values: [v('3 L', 1, '3L'), v('5 L', 1.3, '5L'), v('7.5 L', 1.7, '7.5L')] }, ['Popular', 'Deluxe', 'Classic'], ['Induction base', 'Safety valve', 'ISI certified'], ['steel']),
    k('cookware', 'cookware', 'Non-Stick Cookware Set', ['prestige', 'cg', 'baltra'], 3800, { spec: 'Pieces', filter: true, values: [v('3 Piece', 1, '3 Pc'), v('5 Piece', 1.5, '5 Pc')] }, ['Granite', 'Classic', 'Deluxe'], ['Three-layer non-stick', 'Induction friendly', 'Glass lids'], ['black', 'maroon']),
    k('dispenser', 'dispenser', 'Water Dispenser', ['cg', 'baltra', 'haier', 'midea'], 11000, { spec: 'Type', filter: true, values: [v('Hot & Normal', 1), v('Hot & Cold', 1.5), v('Hot, Cold & Normal', 1.7)] }, ['Floor Standing', 'Table Top'], ['Child safety lock on hot tap', 'Cabinet storage'], ['white', 'black']),
    k('hob', 'hob', 'Built-in Gas Hob', ['bosch', 'prestige', 'havells'], 18000, { spec: 'Burners', filter: true, values: [v('3 Burner', 1, '3 Burner'), v('4 Burner', 1.3, '4 Burner')] }, ['Edge', 'Crystal', 'Pro'], ['Auto ignition', 'Flame failure device', 'Cast iron pan supports'], ['black']),
  ];
}

function personalCare(): KindDef[] {
  const k = (key: string, draw: DrawKind, noun: string, brands: string[], base: number, axis: Axis, series: string[], highlights: string[], colours: ColourSlug[]): KindDef => ({
    key, draw, noun, brands, base, axes: [axis], series: { default: plain(...series) },
    model: '{B}{L}{L}{D}{D}{D}{D}', title: (p) => `${p.brand} ${p.series} ${p.a[0]} ${p.noun} ${p.model}`.replace('  ', ' '),
    warranty: '2 Years', colours, highlights, weight: 0.8,
  });
  return [
    k('hair-dryer', 'hairdryer', 'Hair Dryer', ['philips', 'panasonic', 'havells', 'braun'], 1900, { spec: 'Power', filter: true, values: [v('1200 W', 1, '1200W'), v('1600 W', 1.3, '1600W'), v('2100 W', 1.8, '2100W')] }, ['Essential Care', 'Compact', 'Pro'], ['Cool shot', 'Foldable handle', 'Ionic care'], ['purple', 'black', 'rose', 'white']),
    k('straightener', 'straightener', 'Hair Straightener', ['philips', 'havells', 'panasonic'], 2400, { spec: 'Plate', filter: true, values: [v('Ceramic', 1), v('Keratin Infused', 1.4)] }, ['Selfie', 'Pro', 'Silk'], ['Heats up in 60 seconds', 'Temperature control'], ['black', 'purple', 'rose']),
    k('trimmer', 'trimmer', 'Beard Trimmer', ['philips', 'braun', 'havells', 'xiaomi'], 1800, { spec: 'Runtime', filter: true, values: [v('60 min', 1, ''), v('90 min', 1.3, ''), v('120 min', 1.6, '')] }, ['Pro', 'Series 3', 'Precision'], ['20 length settings', 'Self-sharpening blades', 'Fast charge'], ['black', 'blue', 'grey']),
    k('shaver', 'shaver', 'Electric Shaver', ['philips', 'braun', 'panasonic'], 5500, { spec: 'Type', filter: true, values: [v('Rotary', 1), v('Foil', 1.3)] }, ['Series 5', 'Comfort', 'Pro'], ['Wet and dry use', 'Pop-up trimmer'], ['black', 'blue', 'silver']),
    k('epilator', 'shaver', 'Epilator', ['philips', 'braun'], 4800, { spec: 'Type', filter: true, values: [v('Corded', 1), v('Cordless Wet & Dry', 1.6)] }, ['Smooth', 'Silk'], ['Gentle on skin', 'Massage cap'], ['white', 'rose', 'purple']),
    k('toothbrush', 'toothbrush', 'Electric Toothbrush', ['philips', 'braun', 'xiaomi'], 2800, { spec: 'Brushing Modes', filter: true, values: [v('1 Mode', 1, ''), v('3 Modes', 1.6, ''), v('5 Modes', 2.6, '')] }, ['Sonic', 'Pro Clean', 'Daily'], ['Two-minute timer', 'Rechargeable battery lasts 3 weeks'], ['white', 'blue', 'rose']),
    k('weighing-scale', 'scale', 'Digital Weighing Scale', ['xiaomi', 'cg', 'baltra', 'philips'], 1500, { spec: 'Type', filter: true, values: [v('Personal', 1, ''), v('Body Composition', 1.8, 'Smart')] }, ['Body Fat', 'Smart', 'Glass'], ['Tempered glass platform', 'Auto on and off'], ['white', 'black']),
  ];
}

export const KIND_BY_KEY: ReadonlyMap<string, KindDef> = new Map(KINDS.map((k) => [k.key, k]));
