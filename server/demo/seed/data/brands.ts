// Seed data: the brands and suppliers of the demo catalogue, with what their drawn logos look like.
// The media module draws logos and banners from these entries (server/media/logos.ts).
import type { DrawKind } from '../../media/kinds';

export interface BrandDef {
  name: string;
  slug: string;
  /** Wordmark colour and, when set, a plate behind it. */
  colour: string;
  plate?: string;
  /** How the wordmark is set: font weight, case, letter spacing, serif or not, italic. */
  weight: 400 | 600 | 700 | 800 | 900;
  upper?: boolean;
  spacing?: number;
  serif?: boolean;
  italic?: boolean;
  /** The text of the wordmark when it differs from name. */
  mark?: string;
  /** Price tier: multiplies the kind's base price. */
  tier: number;
  /** Two or three letters model numbers start with when a kind has no brand-specific pattern. */
  code: string;
  tagline: string;
  featured?: boolean;
}

export const BRANDS: BrandDef[] = [
  { name: 'Samsung', slug: 'samsung', colour: '#1428a0', weight: 800, upper: true, spacing: 3, tier: 1.15, code: 'SM', tagline: 'Do What You Can\'t', featured: true },
  { name: 'LG', slug: 'lg', colour: '#a50034', weight: 700, tier: 1.1, code: 'LG', tagline: 'Life\'s Good', featured: true },
  { name: 'Sony', slug: 'sony', colour: '#111111', weight: 700, upper: true, spacing: 6, serif: true, tier: 1.3, code: 'KD', tagline: 'Be Moved', featured: true },
  { name: 'Panasonic', slug: 'panasonic', colour: '#0041c0', weight: 800, tier: 1.05, code: 'PN', tagline: 'A Better Life, A Better World' },
  { name: 'Philips', slug: 'philips', colour: '#0b5ed7', weight: 800, upper: true, spacing: 4, tier: 1.0, code: 'HD', tagline: 'Innovation and You' },
  { name: 'Whirlpool', slug: 'whirlpool', colour: '#1d1d1b', weight: 600, italic: true, tier: 1.0, code: 'WP', tagline: 'Every Day, Care' },
  { name: 'Haier', slug: 'haier', colour: '#005eb8', weight: 800, tier: 0.95, code: 'HR', tagline: 'Inspired Living' },
  { name: 'Hisense', slug: 'hisense', colour: '#00a3a1', weight: 700, tier: 0.9, code: 'HS', tagline: 'Life Reimagined' },
  { name: 'TCL', slug: 'tcl', colour: '#e4002b', weight: 900, spacing: 2, tier: 0.9, code: 'TC', tagline: 'Inspire Greatness' },
  { name: 'Xiaomi', slug: 'xiaomi', colour: '#ffffff', plate: '#ff6900', weight: 700, tier: 0.85, code: 'MI', tagline: 'Innovation for Everyone', featured: true },
  { name: 'Apple', slug: 'apple', colour: '#333333', weight: 600, tier: 1.5, code: 'A', tagline: 'Think Different', featured: true },
  { name: 'OnePlus', slug: 'oneplus', colour: '#eb0028', weight: 800, tier: 1.1, code: 'OP', tagline: 'Never Settle' },
  { name: 'Vivo', slug: 'vivo', colour: '#415fff', weight: 700, mark: 'vivo', tier: 0.95, code: 'V', tagline: 'Camera & Music' },
  { name: 'Oppo', slug: 'oppo', colour: '#1d8f46', weight: 700, mark: 'oppo', tier: 0.95, code: 'CPH', tagline: 'Inspiration Ahead' },
  { name: 'Realme', slug: 'realme', colour: '#111111', plate: '#ffc915', weight: 800, mark: 'realme', tier: 0.8, code: 'RMX', tagline: 'Dare to Leap' },
  { name: 'Dell', slug: 'dell', colour: '#007db8', weight: 800, upper: true, spacing: 2, tier: 1.1, code: 'DL', tagline: 'Technologies that Drive Progress' },
  { name: 'HP', slug: 'hp', colour: '#ffffff', plate: '#0096d6', weight: 800, mark: 'hp', italic: true, tier: 1.05, code: 'HP', tagline: 'Keep Reinventing' },
  { name: 'Lenovo', slug: 'lenovo', colour: '#ffffff', plate: '#e2231a', weight: 700, tier: 1.0, code: 'LN', tagline: 'Smarter Technology for All' },
  { name: 'Asus', slug: 'asus', colour: '#00539b', weight: 800, upper: true, spacing: 5, tier: 1.0, code: 'AS', tagline: 'In Search of Incredible' },
  { name: 'Acer', slug: 'acer', colour: '#83b81a', weight: 700, mark: 'acer', tier: 0.9, code: 'AC', tagline: 'Explore Beyond Limits' },
  { name: 'Canon', slug: 'canon', colour: '#cc0000', weight: 800, serif: true, tier: 1.1, code: 'EOS', tagline: 'Delighting You Always' },
  { name: 'Nikon', slug: 'nikon', colour: '#111111', plate: '#ffe100', weight: 900, italic: true, tier: 1.15, code: 'NK', tagline: 'At the Heart of the Image' },
  { name: 'Bosch', slug: 'bosch', colour: '#ea0016', weight: 800, upper: true, spacing: 2, tier: 1.2, code: 'BS', tagline: 'Invented for Life' },
  { name: 'Kent', slug: 'kent', colour: '#0067b1', weight: 900, upper: true, spacing: 2, tier: 0.95, code: 'KT', tagline: 'Pure Water, Pure Life' },
  { name: 'Prestige', slug: 'prestige', colour: '#d71920', weight: 800, italic: true, tier: 0.85, code: 'PR', tagline: 'Smart Kitchen' },
  { name: 'Baltra', slug: 'baltra', colour: '#f37021', weight: 900, upper: true, spacing: 2, tier: 0.7, code: 'BL', tagline: 'Smart Choice for Every Home' },
  { name: 'CG', slug: 'cg', colour: '#ffffff', plate: '#e31e24', weight: 900, spacing: 2, tier: 0.8, code: 'CG', tagline: 'Made for Nepal', featured: true },
  { name: 'Godrej', slug: 'godrej', colour: '#6c2d91', weight: 700, italic: true, tier: 0.9, code: 'GD', tagline: 'Brighter Living' },
  { name: 'Daikin', slug: 'daikin', colour: '#00a0e4', weight: 800, upper: true, spacing: 2, tier: 1.15, code: 'FT', tagline: 'Perfecting the Air' },
  { name: 'Midea', slug: 'midea', colour: '#0092d8', weight: 700, mark: 'Midea', tier: 0.85, code: 'MD', tagline: 'Make Yourself at Home' },
  { name: 'Voltas', slug: 'voltas', colour: '#0a3d91', weight: 800, upper: true, spacing: 2, tier: 0.9, code: 'VT', tagline: 'Cooling Experts' },
  { name: 'Havells', slug: 'havells', colour: '#e4002b', weight: 800, tier: 0.95, code: 'HV', tagline: 'Wires That Don\'t Catch Fire' },
  { name: 'Bajaj', slug: 'bajaj', colour: '#005ba4', weight: 900, upper: true, tier: 0.8, code: 'BJ', tagline: 'Inspiring Trust' },
  { name: 'Crompton', slug: 'crompton', colour: '#00529b', weight: 700, tier: 0.85, code: 'CR', tagline: 'Think Smart, Think Crompton' },
  { name: 'Usha', slug: 'usha', colour: '#c8102e', weight: 800, upper: true, tier: 0.8, code: 'US', tagline: 'Made for Your Home' },
  { name: 'Morphy Richards', slug: 'morphy-richards', colour: '#1a1a1a', weight: 600, serif: true, tier: 0.95, code: 'MR', tagline: 'Designed for Living' },
  { name: 'JBL', slug: 'jbl', colour: '#ffffff', plate: '#ff5a00', weight: 900, tier: 1.0, code: 'JBL', tagline: 'Dare to Listen' },
  { name: 'boAt', slug: 'boat', colour: '#e1251b', weight: 900, mark: 'boAt', tier: 0.6, code: 'BT', tagline: 'Plug into Nirvana' },
  { name: 'TP-Link', slug: 'tp-link', colour: '#4acbd6', weight: 800, mark: 'tp-link', tier: 0.85, code: 'TL', tagline: 'Reliably Smart' },
  { name: 'Epson', slug: 'epson', colour: '#10218b', weight: 900, upper: true, spacing: 2, tier: 1.0, code: 'EP', tagline: 'Exceed Your Vision' },
  { name: 'Seagate', slug: 'seagate', colour: '#6ebe49', weight: 700, upper: true, spacing: 3, tier: 0.95, code: 'ST', tagline: 'Data Is Our Business' },
  { name: 'Logitech', slug: 'logitech', colour: '#00b8fc', weight: 700, mark: 'logitech', tier: 0.95, code: 'LT', tagline: 'Defy Logic' },
  { name: 'GoPro', slug: 'gopro', colour: '#00a8e1', weight: 900, upper: true, tier: 1.2, code: 'GP', tagline: 'Be a Hero' },
  { name: 'Hikvision', slug: 'hikvision', colour: '#d71920', weight: 800, upper: true, tier: 0.85, code: 'DS', tagline: 'See Far, Go Further' },
  { name: 'Braun', slug: 'braun', colour: '#111111', weight: 700, upper: true, spacing: 3, tier: 1.1, code: 'BR', tagline: 'Designed to Make a Difference' },
  { name: 'Ola Electric', slug: 'ola-electric', colour: '#111111', weight: 900, mark: 'ola', tier: 1.0, code: 'S1', tagline: 'Mission Electric' },
  { name: 'Yadea', slug: 'yadea', colour: '#0053a0', weight: 900, upper: true, spacing: 3, tier: 0.9, code: 'YD', tagline: 'More Smiles, More Miles' },
  { name: 'Hero Lectro', slug: 'hero-lectro', colour: '#e3262e', weight: 800, mark: 'Hero Lectro', italic: true, tier: 0.85, code: 'HL', tagline: 'Ride the Change' },
  { name: 'Steelbird', slug: 'steelbird', colour: '#111111', plate: '#f4c300', weight: 900, upper: true, tier: 0.7, code: 'SB', tagline: 'Safety First' },
];

export const BRAND_BY_SLUG: ReadonlyMap<string, BrandDef> = new Map(BRANDS.map((b) => [b.slug, b]));

export interface SupplierDef {
  name: string;
  slug: string;
  colour: string;
  accent: string;
  initials: string;
  description: string;
  /** The banner of the supplier's page: its line and three kinds of product it sells. */
  tagline: string;
  kinds: [DrawKind, DrawKind, DrawKind];
  phone: string;
  email: string;
  address: string;
}

export const SUPPLIERS: SupplierDef[] = [
  { name: 'CG Digital', slug: 'cg-digital', colour: '#e31e24', accent: '#1a1a1a', initials: 'CG', description: 'The flagship electronics retailer of the CG group, with stores across all seven provinces.', tagline: 'Nepal\'s electronics store, in all seven provinces', kinds: ['tv', 'fridge-double', 'phone'], phone: '01-5188284', email: 'care@cgdigital.example', address: 'Chaudhary Group Tower, Sanepa, Lalitpur' },
  { name: 'Himalayan Appliances', slug: 'himalayan-appliances', colour: '#0b6e4f', accent: '#f2a900', initials: 'HA', description: 'Authorised distributor of home and kitchen appliances since 1998.', tagline: 'Home and kitchen appliances since 1998', kinds: ['washer-front', 'microwave', 'mixer'], phone: '01-4102233', email: 'sales@himalayan-appliances.example', address: 'Teku Road, Kathmandu' },
  { name: 'Kathmandu Mobile Hub', slug: 'kathmandu-mobile-hub', colour: '#3a2fb8', accent: '#ff7a00', initials: 'KM', description: 'Smartphones, tablets and accessories with official warranty.', tagline: 'Phones and tablets with official warranty', kinds: ['phone', 'tablet', 'earbuds'], phone: '01-4220190', email: 'hello@ktmmobilehub.example', address: 'Mahabauddha, Kathmandu' },
  { name: 'Everest Computers', slug: 'everest-computers', colour: '#00529b', accent: '#7fc241', initials: 'EC', description: 'Laptops, desktops, printers and networking for home and office.', tagline: 'Laptops and printers for home and office', kinds: ['laptop', 'monitor', 'printer'], phone: '01-5537781', email: 'info@everestcomputers.example', address: 'Putalisadak, Kathmandu' },
  { name: 'Nepal Cooling Solutions', slug: 'nepal-cooling-solutions', colour: '#0096c7', accent: '#023e8a', initials: 'NC', description: 'Air conditioners, coolers and fans with installation across Nepal.', tagline: 'Cooling with installation across Nepal', kinds: ['ac-split', 'cooler', 'ceilingfan'], phone: '021-470522', email: 'support@nepalcooling.example', address: 'Main Road, Biratnagar' },
  { name: 'Green Ride Mobility', slug: 'green-ride-mobility', colour: '#2d6a4f', accent: '#95d5b2', initials: 'GR', description: 'Electric scooters, e-bikes and riding gear with doorstep service.', tagline: 'Electric rides with doorstep service', kinds: ['scooter', 'ebike', 'helmet'], phone: '061-532910', email: 'ride@greenride.example', address: 'Lakeside, Pokhara' },
];

export const SUPPLIER_BY_SLUG: ReadonlyMap<string, SupplierDef> = new Map(SUPPLIERS.map((s) => [s.slug, s]));
