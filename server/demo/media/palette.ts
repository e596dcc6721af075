// Named product colours: the colour segment of /media/product/… paths and the "Colour" specification.

export interface Colour {
  name: string;
  hex: string;
  /** A darker shade for edges and shadows. */
  dark: string;
}

export const COLOURS = {
  black: { name: 'Black', hex: '#2b2d31', dark: '#111214' },
  silver: { name: 'Silver', hex: '#c9ced6', dark: '#8e95a0' },
  white: { name: 'White', hex: '#f4f5f7', dark: '#c5c9d0' },
  grey: { name: 'Grey', hex: '#8a9099', dark: '#5a6068' },
  graphite: { name: 'Graphite', hex: '#4a4f57', dark: '#2c3036' },
  steel: { name: 'Inox Steel', hex: '#b4bac2', dark: '#7c838d' },
  red: { name: 'Red', hex: '#c8323c', dark: '#8e1d25' },
  maroon: { name: 'Wine Red', hex: '#7b2437', dark: '#4f1522' },
  blue: { name: 'Blue', hex: '#2f6fd6', dark: '#1b4797' },
  navy: { name: 'Navy Blue', hex: '#23345e', dark: '#141f3a' },
  green: { name: 'Green', hex: '#3c9a6b', dark: '#256646' },
  mint: { name: 'Mint', hex: '#9fdcc4', dark: '#5fae90' },
  gold: { name: 'Gold', hex: '#d8b56a', dark: '#a5843f' },
  rose: { name: 'Rose Gold', hex: '#e3b3a6', dark: '#b07f72' },
  purple: { name: 'Purple', hex: '#7a5bc7', dark: '#52399a' },
  orange: { name: 'Orange', hex: '#ee8434', dark: '#b35a17' },
  yellow: { name: 'Yellow', hex: '#f2c94c', dark: '#b8912a' },
  cream: { name: 'Cream', hex: '#efe6d2', dark: '#c2b597' },
  titanium: { name: 'Natural Titanium', hex: '#a8a39b', dark: '#74706a' },
  midnight: { name: 'Midnight', hex: '#1f2733', dark: '#0e131b' },
} satisfies Record<string, Colour>;

export type ColourSlug = keyof typeof COLOURS;

export const COLOUR_SLUGS = Object.keys(COLOURS) as ColourSlug[];

export function isColourSlug(s: string): s is ColourSlug {
  return Object.prototype.hasOwnProperty.call(COLOURS, s);
}
