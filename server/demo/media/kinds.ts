// What a product image can show: the {kind} segment of /media/product/{kind}/{brand}/{colour}/{id}-{view}.svg
// and of category icons.

export const DRAW_KINDS = [
  'tv', 'monitor', 'soundbar', 'hometheatre', 'speaker', 'partyspeaker', 'headphones', 'earbuds', 'neckband',
  'projector', 'fridge-single', 'fridge-double', 'fridge-sbs', 'fridge-mini', 'freezer', 'washer-front',
  'washer-top', 'washer-semi', 'dishwasher', 'purifier', 'vacuum', 'geyser', 'airpurifier', 'heater',
  'microwave', 'otg', 'mixer', 'juicer', 'blender', 'handblender', 'foodprocessor', 'ricecooker', 'induction',
  'gasstove', 'hob', 'chimney', 'kettle', 'toaster', 'sandwich', 'coffee', 'airfryer', 'pressurecooker',
  'cookware', 'dispenser', 'phone', 'iphone', 'featurephone', 'tablet', 'watch', 'band', 'powerbank',
  'charger', 'laptop', 'desktop', 'printer', 'keyboard', 'storage', 'router', 'ac-split', 'ac-window', 'cooler',
  'towercooler', 'ceilingfan', 'fan', 'iron', 'steamer', 'powerbox', 'lamp', 'hairdryer', 'straightener',
  'trimmer', 'shaver', 'toothbrush', 'scale', 'dslr', 'mirrorless', 'lens', 'actioncam', 'cctv', 'scooter',
  'ebike', 'helmet', 'installation', 'warranty', 'repair',
] as const;

export type DrawKind = (typeof DRAW_KINDS)[number];

const KIND_SET: ReadonlySet<string> = new Set(DRAW_KINDS);

export function isDrawKind(s: string): s is DrawKind {
  return KIND_SET.has(s);
}
