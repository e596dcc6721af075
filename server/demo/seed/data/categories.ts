// Seed data: the category tree. A product belongs to a sub-category, and to one of its types when
// the sub-category has types. Each place products go names the kinds (./kinds.ts) made there.
// Icons are drawn from `icon` (a DrawKind) at /media/category/{url}.svg.
import type { DrawKind } from '../../media/kinds';

export interface TypeDef {
  name: string;
  url: string;
  icon: DrawKind;
  kinds: string[];
}

export interface SubCategoryDef {
  name: string;
  url: string;
  icon: DrawKind;
  /** Kinds made directly in the sub-category (when it has no types). */
  kinds?: string[];
  types?: TypeDef[];
}

export interface CategoryDef {
  name: string;
  url: string;
  icon: DrawKind;
  subs: SubCategoryDef[];
}

const t = (name: string, url: string, icon: DrawKind, ...kinds: string[]): TypeDef => ({ name, url, icon, kinds });
const s = (name: string, url: string, icon: DrawKind, ...kinds: string[]): SubCategoryDef => ({ name, url, icon, kinds });
const st = (name: string, url: string, icon: DrawKind, types: TypeDef[]): SubCategoryDef => ({ name, url, icon, types });

export const CATEGORIES: CategoryDef[] = [
  {
    name: 'TV & Audio', url: 'tv-audio', icon: 'tv',
    subs: [
      st('LED TVs', 'led-tvs', 'tv', [
        t('Smart TVs', 'smart-tvs', 'tv', 'smart-tv'),
        t('4K Ultra HD TVs', '4k-ultra-hd-tvs', 'tv', '4k-tv'),
        t('QLED & OLED TVs', 'qled-oled-tvs', 'tv', 'premium-tv'),
      ]),
      st('Soundbars & Home Theatres', 'soundbars-home-theatres', 'soundbar', [
        t('Soundbars', 'soundbars', 'soundbar', 'soundbar'),
        t('Home Theatre Systems', 'home-theatre-systems', 'hometheatre', 'home-theatre'),
      ]),
      st('Speakers', 'speakers', 'speaker', [
        t('Bluetooth Speakers', 'bluetooth-speakers', 'speaker', 'bt-speaker'),
        t('Party Speakers', 'party-speakers', 'partyspeaker', 'party-speaker'),
      ]),
      st('Headphones & Earbuds', 'headphones-earbuds', 'headphones', [
        t('True Wireless Earbuds', 'true-wireless-earbuds', 'earbuds', 'tws'),
        t('Over-Ear Headphones', 'over-ear-headphones', 'headphones', 'over-ear'),
        t('Neckbands', 'neckbands', 'neckband', 'neckband'),
      ]),
      s('Projectors', 'projectors', 'projector', 'projector'),
    ],
  },
  {
    name: 'Home Appliances', url: 'home-appliances', icon: 'fridge-double',
    subs: [
      st('Refrigerators', 'refrigerators', 'fridge-double', [
        t('Single Door Refrigerators', 'single-door-refrigerators', 'fridge-single', 'fridge-single'),
        t('Double Door Refrigerators', 'double-door-refrigerators', 'fridge-double', 'fridge-double'),
        t('Side by Side Refrigerators', 'side-by-side-refrigerators', 'fridge-sbs', 'fridge-sbs'),
        t('Mini Refrigerators', 'mini-refrigerators', 'fridge-mini', 'fridge-mini'),
      ]),
      st('Washing Machines', 'washing-machines', 'washer-front', [
        t('Front Load Washing Machines', 'front-load-washing-machines', 'washer-front', 'washer-front'),
        t('Top Load Washing Machines', 'top-load-washing-machines', 'washer-top', 'washer-top'),
        t('Semi Automatic Washing Machines', 'semi-automatic-washing-machines', 'washer-semi', 'washer-semi'),
      ]),
      s('Deep Freezers', 'deep-freezers', 'freezer', 'freezer'),
      s('Dishwashers', 'dishwashers', 'dishwasher', 'dishwasher'),
      st('Water Purifiers', 'water-purifiers', 'purifier', [
        t('RO Water Purifiers', 'ro-water-purifiers', 'purifier', 'purifier-ro'),
        t('UV Water Purifiers', 'uv-water-purifiers', 'purifier', 'purifier-uv'),
      ]),
      s('Vacuum Cleaners', 'vacuum-cleaners', 'vacuum', 'vacuum'),
      s('Water Heaters & Geysers', 'water-heaters-geysers', 'geyser', 'geyser'),
      s('Air Purifiers', 'air-purifiers', 'airpurifier', 'air-purifier'),
    ],
  },
  {
    // More than 16 sub-categories: the mega menu's narrow column layout.
    name: 'Kitchen Appliances', url: 'kitchen-appliances', icon: 'microwave',
    subs: [
      st('Microwave Ovens', 'microwave-ovens', 'microwave', [
        t('Solo Microwave Ovens', 'solo-microwave-ovens', 'microwave', 'microwave-solo'),
        t('Grill Microwave Ovens', 'grill-microwave-ovens', 'microwave', 'microwave-grill'),
        t('Convection Microwave Ovens', 'convection-microwave-ovens', 'microwave', 'microwave-convection'),
      ]),
      s('OTG Ovens', 'otg-ovens', 'otg', 'otg'),
      s('Mixer Grinders', 'mixer-grinders', 'mixer', 'mixer'),
      s('Juicers', 'juicers', 'juicer', 'juicer'),
      s('Blenders', 'blenders', 'blender', 'blender'),
      s('Hand Blenders', 'hand-blenders', 'handblender', 'hand-blender'),
      s('Food Processors', 'food-processors', 'foodprocessor', 'food-processor'),
      s('Rice Cookers', 'rice-cookers', 'ricecooker', 'rice-cooker'),
      s('Induction Cooktops', 'induction-cooktops', 'induction', 'induction'),
      s('Gas Stoves', 'gas-stoves', 'gasstove', 'gas-stove'),
      s('Kitchen Chimneys', 'kitchen-chimneys', 'chimney', 'chimney'),
      s('Electric Kettles', 'electric-kettles', 'kettle', 'kettle'),
      s('Toasters', 'toasters', 'toaster', 'toaster'),
      s('Sandwich Makers', 'sandwich-makers', 'sandwich', 'sandwich'),
      s('Coffee Makers', 'coffee-makers', 'coffee', 'coffee'),
      s('Air Fryers', 'air-fryers', 'airfryer', 'air-fryer'),
      s('Pressure Cookers', 'pressure-cookers', 'pressurecooker', 'pressure-cooker'),
      s('Cookware Sets', 'cookware-sets', 'cookware', 'cookware'),
      s('Water Dispensers', 'water-dispensers', 'dispenser', 'dispenser'),
      s('Built-in Hobs', 'built-in-hobs', 'hob', 'hob'),
    ],
  },
  {
    name: 'Mobiles & Tablets', url: 'mobiles-tablets', icon: 'phone',
    subs: [
      st('Smartphones', 'smartphones', 'phone', [
        t('Android Phones', 'android-phones', 'phone', 'android-phone'),
        t('iPhones', 'iphones', 'iphone', 'iphone'),
      ]),
      s('Feature Phones', 'feature-phones', 'featurephone', 'feature-phone'),
      st('Tablets', 'tablets', 'tablet', [
        t('Android Tablets', 'android-tablets', 'tablet', 'android-tablet'),
        t('iPads', 'ipads', 'tablet', 'ipad'),
      ]),
      st('Smartwatches & Bands', 'smartwatches-bands', 'watch', [
        t('Smartwatches', 'smartwatches', 'watch', 'smartwatch'),
        t('Fitness Bands', 'fitness-bands', 'band', 'fitness-band'),
      ]),
      st('Mobile Accessories', 'mobile-accessories', 'powerbank', [
        t('Power Banks', 'power-banks', 'powerbank', 'power-bank'),
        t('Chargers & Cables', 'chargers-cables', 'charger', 'charger'),
      ]),
    ],
  },
  {
    name: 'Computers & Laptops', url: 'computers-laptops', icon: 'laptop',
    subs: [
      st('Laptops', 'laptops', 'laptop', [
        t('Everyday Laptops', 'everyday-laptops', 'laptop', 'laptop'),
        t('Gaming Laptops', 'gaming-laptops', 'laptop', 'gaming-laptop'),
        t('MacBooks', 'macbooks', 'laptop', 'macbook'),
      ]),
      s('Desktops & All-in-Ones', 'desktops-all-in-ones', 'desktop', 'desktop'),
      s('Monitors', 'monitors', 'monitor', 'monitor'),
      st('Printers', 'printers', 'printer', [
        t('Ink Tank Printers', 'ink-tank-printers', 'printer', 'inkjet'),
        t('Laser Printers', 'laser-printers', 'printer', 'laser'),
      ]),
      st('Computer Accessories', 'computer-accessories', 'keyboard', [
        t('Keyboards & Mice', 'keyboards-mice', 'keyboard', 'keyboard-mouse'),
        t('External Storage', 'external-storage', 'storage', 'external-storage'),
      ]),
      s('Networking', 'networking', 'router', 'router'),
    ],
  },
  {
    name: 'Air Conditioners & Coolers', url: 'air-conditioners-coolers', icon: 'ac-split',
    subs: [
      st('Air Conditioners', 'air-conditioners', 'ac-split', [
        t('Inverter Split ACs', 'inverter-split-acs', 'ac-split', 'ac-inverter'),
        t('Non-Inverter Split ACs', 'non-inverter-split-acs', 'ac-split', 'ac-non-inverter'),
        t('Window ACs', 'window-acs', 'ac-window', 'ac-window'),
      ]),
      st('Air Coolers', 'air-coolers', 'cooler', [
        t('Desert Coolers', 'desert-coolers', 'cooler', 'cooler-desert'),
        t('Personal Coolers', 'personal-coolers', 'cooler', 'cooler-personal'),
        t('Tower Coolers', 'tower-coolers', 'towercooler', 'cooler-tower'),
      ]),
      st('Fans', 'fans', 'ceilingfan', [
        t('Ceiling Fans', 'ceiling-fans', 'ceilingfan', 'ceiling-fan'),
        t('Pedestal Fans', 'pedestal-fans', 'fan', 'pedestal-fan'),
      ]),
      s('Room Heaters', 'room-heaters', 'heater', 'room-heater'),
    ],
  },
  {
    name: 'Small Appliances', url: 'small-appliances', icon: 'iron',
    subs: [
      st('Irons & Steamers', 'irons-steamers', 'iron', [
        t('Irons', 'irons', 'iron', 'iron'),
        t('Garment Steamers', 'garment-steamers', 'steamer', 'steamer'),
      ]),
      s('Voltage Stabilizers', 'voltage-stabilizers', 'powerbox', 'stabilizer'),
      s('Inverters & UPS', 'inverters-ups', 'powerbox', 'inverter-ups'),
      s('Emergency Lights', 'emergency-lights', 'lamp', 'emergency-light'),
    ],
  },
  {
    name: 'Personal Care', url: 'personal-care', icon: 'hairdryer',
    subs: [
      s('Hair Dryers', 'hair-dryers', 'hairdryer', 'hair-dryer'),
      s('Hair Straighteners', 'hair-straighteners', 'straightener', 'straightener'),
      st('Trimmers & Shavers', 'trimmers-shavers', 'trimmer', [
        t('Beard Trimmers', 'beard-trimmers', 'trimmer', 'trimmer'),
        t('Electric Shavers', 'electric-shavers', 'shaver', 'shaver'),
        t('Epilators', 'epilators', 'shaver', 'epilator'),
      ]),
      s('Electric Toothbrushes', 'electric-toothbrushes', 'toothbrush', 'toothbrush'),
      s('Weighing Scales', 'weighing-scales', 'scale', 'weighing-scale'),
    ],
  },
  {
    name: 'Cameras', url: 'cameras', icon: 'dslr',
    subs: [
      s('DSLR Cameras', 'dslr-cameras', 'dslr', 'dslr'),
      s('Mirrorless Cameras', 'mirrorless-cameras', 'mirrorless', 'mirrorless'),
      s('Camera Lenses', 'camera-lenses', 'lens', 'lens'),
      s('Action Cameras', 'action-cameras', 'actioncam', 'action-cam'),
      s('Security Cameras', 'security-cameras', 'cctv', 'cctv'),
    ],
  },
  {
    name: 'Electric Mobility', url: 'electric-mobility', icon: 'scooter',
    subs: [
      s('Electric Scooters', 'electric-scooters', 'scooter', 'e-scooter'),
      s('Electric Bicycles', 'electric-bicycles', 'ebike', 'e-bike'),
      s('Riding Gear', 'riding-gear', 'helmet', 'helmet'),
    ],
  },
  {
    name: 'Services', url: 'services', icon: 'repair',
    subs: [
      s('Installation', 'installation', 'installation', 'installation'),
      s('Extended Warranty', 'extended-warranty', 'warranty', 'extended-warranty'),
      s('Repair & Maintenance', 'repair-maintenance', 'repair', 'repair'),
    ],
  },
];

/** Every category, sub-category and type url with the icon drawn for it. */
export function categoryIcons(): Map<string, DrawKind> {
  const map = new Map<string, DrawKind>();
  for (const c of CATEGORIES) {
    map.set(c.url, c.icon);
    for (const sub of c.subs) {
      map.set(sub.url, sub.icon);
      for (const type of sub.types ?? []) map.set(type.url, type.icon);
    }
  }
  return map;
}
