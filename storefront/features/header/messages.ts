import { formatAmount } from '../../../shared/domain/money';

/** Header texts. */
export const HEADER_TEXT = {
  country: 'NEP',
  countryName: 'Nepal',
  guestMenu: 'Login / Register',
  login: 'Login',
  register: 'Register',
  account: 'Account',
  wishlist: 'Wishlist',
  logout: 'Logout',
  cart: 'Cart',
  coins: 'CG|Coins',
  tollFree: 'Toll-free',
  tollFreeNumber: '16600100211',
  compare: 'Compare',
  compareCount: (n: number) => `Compare (${n} product${n === 1 ? '' : 's'})`,
  // mega menu and brands
  categoriesNav: 'Categories',
  allCategories: 'All Categories',
  viewCategory: (name: string) => `All ${name}`,
  brands: 'BRANDS',
  brandsLabel: 'Brands',
  allBrands: 'Shop by brand',
  flashSales: 'Flash Sales',
  cgExclusive: 'CG Exclusive',
  newArrivals: 'New Arrivals',
  stores: 'Stores',
  serviceCenters: 'Service Centers',
  contactUs: 'Contact Us',
  // mobile drawer
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  menuTitle: 'Menu',
  shopByCategory: 'Shop by Category',
  // search
  searchLabel: 'Search products',
  searchPlaceholder: 'Search products and brands',
  searchButton: 'Search',
  suggestions: 'Product suggestions',
  noResults: 'No Search Product Found.',
  tooShort: 'Type at least 3 characters to search.',
  seeAll: (q: string) => `See all results for “${q}”`,
  suggestionCount: (n: number) => `${n} product suggestion${n === 1 ? '' : 's'} available.`,
} as const;

/** '120 CG|Coins' (lakh grouping for large balances). */
export const formatCoins = (points: number): string =>
  `${formatAmount(points)} ${HEADER_TEXT.coins}`;
