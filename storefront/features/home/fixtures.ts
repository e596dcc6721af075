/** Test fixtures: a layouts answer with every block type, and a get-home-data answer. */
import type { HomeData, HomePopUp, LayoutBlock } from '../../../shared/api/catalogue';
import type { Banner, ProductCard } from '../../../shared/api/types';

export const product = (id: number, over: Partial<ProductCard> = {}): ProductCard => ({
  id,
  name: `Product ${id}`,
  brand: 'LG',
  model_number: `M-${id}`,
  featured_image: `/media/p/${id}.svg`,
  alt_featured_image: `/media/p/${id}-2.svg`,
  price: 10000 + id,
  discount_price: 9000 + id,
  discount_percent: 10,
  new: 0,
  product_type: 'Normal',
  free: null,
  ratings: 4,
  loyalty_point: 45,
  emi_price: 750,
  availability: 1,
  ...over,
});

const banner = (name: string, link_type: Banner['link_type'], link: string): Banner => ({
  name,
  link_type,
  link,
  image: `/media/banner/${name.toLowerCase().replace(/\W+/g, '-')}.svg`,
});

/** Banners of every link type, with where each must lead. */
export const BANNERS_BY_LINK_TYPE: [Banner, string][] = [
  [banner('Link Offer', 'L', '/flash-sales/'), '/flash-sales/'],
  [banner('TV Category', 'C', 'tv-audio'), '/cat-tv-audio'],
  [banner('Washer Sub', 'S', 'washing-machines'), '/sub-washing-machines'],
  [banner('Fridge Type', 'T', 'double-door-refrigerators'), '/type-double-door-refrigerators'],
  [banner('Samsung Brand', 'B', 'samsung'), '/brand-samsung'],
  [banner('Scooter Product', 'PR', 'ola-s1-pro-1'), '/product-ola-s1-pro-1'],
  [banner('Flexi Page', 'P', 'flexi-pay-emi-terms-7'), '/page-flexi-pay-emi-terms-7'],
  [banner('Dashain Event', 'E', 'dashain-offers-2'), '/event-dashain-offers-2'],
  [banner('Seller Supplier', 'SP', 'cg-digital'), '/supplier/cg-digital'],
];
const b = (i: number) => BANNERS_BY_LINK_TYPE[i][0];

export const FLASH_END = '2030-01-01T12:00:00Z';

export const LAYOUTS: LayoutBlock[] = [
  { id: 1, type: 'Three Banner', title: 'Main Slider', banner_list: [b(0), b(1), b(2)] },
  { id: 2, type: 'Scroll Text', title: '', scroll_text: 'Free delivery in the valley  |  Collect CG|Coins on every purchase' },
  {
    id: 3,
    type: 'Flash Sales',
    title: 'Flash Sales',
    flash_sale: { title: 'Mega Flash Sale', end_time: FLASH_END, products: [product(31), product(32)] },
  },
  { id: 4, type: 'Category List', title: 'Shop by Category', category_list: [{ category_url: 'tv-audio', name: 'TV & Audio', icon: '/i/tv.svg' }] },
  { id: 5, type: 'Product List', title: 'New Arrivals', product_view: 'Slider', product_list: [product(1), product(2), product(3)] },
  { id: 6, type: 'Two Banner', title: 'Appliance Offers', banner_list: [b(3), b(4)] },
  { id: 7, type: 'Product List', title: 'CG Exclusive Deals', product_view: 'Grid', product_list: [product(4), product(5)] },
  { id: 8, type: 'Brand List', title: 'Top Brands', brand_list: [{ brand_url: 'samsung', image: '/b/samsung.svg', name: 'Samsung' }] },
  { id: 9, type: 'One Banner', title: 'Cooling Offers', banner_list: [b(5)] },
  { id: 10, type: 'Sub Category List', title: 'Popular Categories', sub_category_list: [{ sub_category_url: 'led-tvs', name: 'LED TVs' }] },
  { id: 11, type: 'Sub Category Type List', title: 'Shop by Type', sub_category_type_list: [{ sub_category_type_url: 'smart-tvs', name: 'Smart TVs' }] },
  { id: 12, type: 'Supplier List', title: 'Shop by Seller', supplier_list: [{ slug: 'cg-digital', logo: '/s/cg.svg', name: 'CG Digital' }] },
  { id: 13, type: 'Three Banner', title: 'More to Explore', banner_list: [b(6), b(7), b(8)] },
];

export const POP_UP: HomePopUp = {
  status: 1,
  image_url: '/media/banner/popup/flash-sale.svg',
  slider_link: '/flash-sales/',
  title: 'Flash Sale is Live',
  short_description: 'Up to 35% off.',
};

export const HOME_DATA: HomeData = {
  sliders: [banner('Mega TV Festival', 'C', 'tv-audio'), banner('Smartphone Bonanza', 'S', 'smartphones')],
  topBanners: [banner('Fridge Fiesta', 'T', 'double-door-refrigerators'), banner('Wash Smart', 'S', 'washing-machines')],
  topSliders: [banner('Stay Cool', 'C', 'air-conditioners-coolers')],
  bottomSliders: [banner('Cameras', 'C', 'cameras')],
  middleBanners: [banner('Flexi Pay', 'P', 'flexi-pay-emi-terms-7')],
  bestDeals: [product(41), product(42)],
  newArrivals: [product(51)],
  featureProducts: [product(61)],
  flashSales: [],
  brandProducts: [{ name: 'Samsung', brand_url: 'samsung', products: [product(71)] }],
  marque: 'Should not show twice',
};
